import LayoutModel
import Testing
@testable import TraitResolver

/// The built-in catalog against interface-builder.md §2 and the oracle README, lookups, and user device files.
@Suite struct DeviceCatalogTests {
    let catalog = DeviceCatalog.builtIn

    /// The Interface Builder ids the brief and interface-builder.md name.
    static let interfaceBuilderIDs = [
        "retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_0", "retina6_1", "retina6_5",
        "retina6_12", "retina6_3", "retina6_7", "retina6_72", "retina6_9", "retina5_4", "ipad9_7", "ipad7_9",
        "ipad10_2", "ipad10_5", "ipad10_9rounded", "ipad11", "ipad12_9", "ipad12_9rounded", "ipad13",
    ]

    @Test(arguments: interfaceBuilderIDs)
    func everyInterfaceBuilderIDResolves(id: String) throws {
        let device = try #require(catalog.device(named: id))
        #expect(device.interfaceBuilderID == id)
        #expect(catalog.device(named: id.uppercased())?.name == device.name)
    }

    /// interface-builder.md §2: id, scale, portrait points, portrait and landscape size classes.
    static let specTable: [(String, Double, Double, Double, String, String)] = [
        ("retina3_5", 2, 320, 480, "wC-hR", "wC-hC"),
        ("retina4_0", 2, 320, 568, "wC-hR", "wC-hC"),
        ("retina4_7", 2, 375, 667, "wC-hR", "wC-hC"),
        ("retina5_5", 3, 414, 736, "wC-hR", "wR-hC"),
        ("retina5_9", 3, 375, 812, "wC-hR", "wC-hC"),
        ("retina6_0", 3, 390, 844, "wC-hR", "wC-hC"),
        ("retina6_1", 2, 414, 896, "wC-hR", "wR-hC"),
        ("retina6_5", 3, 414, 896, "wC-hR", "wR-hC"),
        ("retina6_7", 3, 428, 926, "wC-hR", "wR-hC"),
        ("retina6_12", 3, 393, 852, "wC-hR", "wC-hC"),
        ("retina6_72", 3, 430, 932, "wC-hR", "wR-hC"),
        ("retina6_3", 3, 402, 874, "wC-hR", "wC-hC"),
        ("ipad9_7", 2, 768, 1024, "wR-hR", "wR-hR"),
        ("ipad7_9", 2, 744, 1133, "wR-hR", "wR-hR"),
        ("ipad10_5", 2, 834, 1112, "wR-hR", "wR-hR"),
        ("ipad10_9rounded", 2, 820, 1180, "wR-hR", "wR-hR"),
        ("ipad12_9", 2, 1024, 1366, "wR-hR", "wR-hR"),
        ("ipad12_9rounded", 2, 1024, 1366, "wR-hR", "wR-hR"),
    ]

    @Test func sizesScalesAndSizeClassesMatchTheSpecTable() throws {
        for (id, scale, width, height, portrait, landscape) in Self.specTable {
            let device = try #require(catalog.device(named: id), "\(id)")
            #expect(device.scale == scale, "\(id)")
            #expect(device.portraitSize == Size(width: width, height: height), "\(id)")
            #expect(device.size(in: .landscape) == Size(width: height, height: width), "\(id)")
            #expect(device.portrait.sizeClasses.description == portrait, "\(id)")
            #expect(device.landscape?.sizeClasses.description == landscape, "\(id)")
        }
        // "retina5_4 also occurs and is @3x"; the oracle README adds retina6_9 to the large phones.
        #expect(catalog.device(named: "retina5_4")?.scale == 3)
        #expect(catalog.device(named: "retina6_9")?.landscape?.sizeClasses.description == "wR-hC")
    }

    @Test func friendlyNamesAndAliasesFindTheirScreens() {
        #expect(catalog.device(named: "iphone-se-3")?.interfaceBuilderID == "retina4_7")
        #expect(catalog.device(named: "iPhone-8")?.interfaceBuilderID == "retina4_7")
        #expect(catalog.device(named: "iphone-16-pro")?.interfaceBuilderID == "retina6_3")
        #expect(catalog.device(named: "iphone-15")?.name == "iphone-16")
        #expect(catalog.device(named: "ipad-pro-13")?.portraitSize == Size(width: 1032, height: 1376))
        #expect(catalog.device(named: "iphone-99") == nil)
    }

    @Test func namesAreUniqueAcrossTheCatalog() {
        var seen = Set<String>()
        for device in catalog.devices {
            for name in [device.name] + device.aliases + [device.interfaceBuilderID].compactMap({ $0 }) {
                #expect(seen.insert(name.lowercased()).inserted, "\(name) appears twice")
            }
        }
    }

    /// Every iPhone and iPad follows the stated rules: iPhones are compact-width in portrait; notched iPhones have a
    /// 34 pt home-indicator inset; iPads are regular both ways full screen; root margins 16 below 414 pt, 20 from it.
    @Test func everyDeviceFollowsTheFamilyRules() {
        for device in catalog.devices {
            let portrait = device.portrait
            let side: Double = device.portraitSize.width < 414 ? 16 : 20
            #expect(portrait.rootLayoutMargins == EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side), "\(device.name)")
            switch device.family {
            case .iPhone:
                #expect(portrait.sizeClasses == TraitCollection(horizontal: .compact, vertical: .regular), "\(device.name)")
                #expect(device.landscape?.sizeClasses.verticalSizeClass == .compact, "\(device.name)")
                let notched = portrait.safeAreaInsets.top > 20
                #expect(portrait.safeAreaInsets.bottom == (notched ? 34 : 0), "\(device.name)")
                #expect(device.landscape?.rootLayoutMargins.leading == 20, "\(device.name)")
            case .iPad where device.interfaceBuilderID != nil:
                #expect(portrait.sizeClasses == TraitCollection(horizontal: .regular, vertical: .regular), "\(device.name)")
                let rounded = portrait.safeAreaInsets.top == 24
                #expect(portrait.safeAreaInsets == EdgeInsets(top: rounded ? 24 : 20, leading: 0,
                                                              bottom: rounded ? 20 : 0, trailing: 0), "\(device.name)")
            case .iPad:
                break  // split-screen windows, below
            }
        }
    }

    /// Notch and Dynamic Island insets (portrait top; landscape sides, bottom 21).
    @Test func notchInsetsByScreen() throws {
        let expected: [(String, Double)] = [("retina5_9", 44), ("retina5_4", 50), ("retina6_0", 47), ("retina6_1", 48),
                                            ("retina6_5", 44), ("retina6_7", 47), ("retina6_12", 59), ("retina6_72", 59),
                                            ("retina6_3", 62), ("retina6_9", 62)]
        for (id, inset) in expected {
            let device = try #require(catalog.device(named: id))
            #expect(device.portrait.safeAreaInsets == EdgeInsets(top: inset, leading: 0, bottom: 34, trailing: 0), "\(id)")
            #expect(device.landscape?.safeAreaInsets == EdgeInsets(top: 0, leading: inset, bottom: 21, trailing: inset), "\(id)")
        }
        let homeButton = try #require(catalog.device(named: "retina4_7"))
        #expect(homeButton.landscape?.safeAreaInsets == .zero)
    }

    @Test func splitScreenWindowsHaveTheirOwnSizesAndClasses() throws {
        let third = try #require(catalog.device(named: "ipad-pro-12-9-split-third"))
        #expect(third.size(in: .portrait) == Size(width: 375, height: 1366))
        #expect(third.size(in: .landscape) == Size(width: 375, height: 1024))
        #expect(third.landscape?.sizeClasses.horizontalSizeClass == .compact)
        let twoThirds = try #require(catalog.device(named: "ipad-pro-11-split-two-thirds"))
        #expect(catalog.configuration(for: twoThirds, orientation: .landscape, toolsVersion: nil).traits
                == TraitCollection(horizontal: .regular, vertical: .regular))
        #expect(catalog.configuration(for: twoThirds, orientation: .portrait, toolsVersion: nil).traits
                == TraitCollection(horizontal: .compact, vertical: .regular))
        // A window that does not rotate gives its one configuration for both orientations.
        let half = try #require(catalog.device(named: "ipad-pro-11-split-half"))
        let landscape = catalog.configuration(for: half, orientation: .landscape, toolsVersion: nil)
        #expect(landscape.orientation == .portrait)
        #expect(landscape.size == Size(width: 592, height: 834))
    }

    @Test func configurationTurnsTheScreen() throws {
        let device = try #require(catalog.device(named: "iphone-16"))
        let landscape = catalog.configuration(for: device, orientation: .landscape, toolsVersion: nil)
        #expect(landscape.device == "iphone-16")
        #expect(landscape.orientation == .landscape)
        #expect(landscape.size == Size(width: 852, height: 393))
        #expect(landscape.scale == 3)
        #expect(landscape.traits == TraitCollection(horizontal: .compact, vertical: .compact))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(landscape.rootLayoutMargins == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }

    @Test func suggestionsForMisspeltNames() {
        #expect(catalog.suggestion(for: "iphone-16-pr") == "iphone-16-pro")
        #expect(catalog.suggestion(for: "retina6-1") == "retina6_1")
        #expect(catalog.suggestion(for: "ipda-air-11") == "ipad-air-11")
        #expect(catalog.suggestion(for: "galaxy-s24") == nil)
    }

    /// `stackboard devices --format json` writes a device file that reads back into the same catalog.
    @Test func encodedCatalogReadsBackUnchanged() throws {
        let text = catalog.encodedJSON()
        let decoded = try DeviceCatalog(contentsOf: Array(text.utf8), path: "devices.json")
        #expect(decoded.devices == catalog.devices)
        #expect(text.hasPrefix("{\n  \"devices\": [\n"))
        #expect(text.hasSuffix("  \"schema\": \"stackboard.devices/1\"\n}\n"))
    }

    /// Names are matched by a scan in small catalogs and through a table in large ones: both replace a device of the
    /// same name (ignoring case) in place, and an alias or id names the device merged last that has it.
    @Test(arguments: [10, 100])
    func mergesReplaceAndLookupsFollowTheLastMerged(count: Int) throws {
        func device(_ name: String, alias: String, id: String?, width: Double) -> DeviceProfile {
            var device = DeviceCatalog.builtIn.devices[0]
            device.name = name
            device.aliases = [alias]
            device.interfaceBuilderID = id
            device.portraitSize = Size(width: width, height: 500)
            return device
        }
        let base = DeviceCatalog(devices: (0..<count).map { device("dev-\($0)", alias: "alias-\($0)", id: "id_\($0)",
                                                                    width: 100) })
        let user = DeviceCatalog(devices: [
            device("DEV-3", alias: "alias-5", id: nil, width: 300),
            device("new-1", alias: "alias-3", id: "ID_5", width: 400),
            device("New-1", alias: "alias-3", id: "ID_5", width: 500),  // replaces the one before it
        ])
        #expect(user.devices.map(\.name) == ["DEV-3", "New-1"])
        let merged = base.merging(user)
        #expect(merged.devices.count == count + 1)
        #expect(merged.devices[3].name == "DEV-3")
        #expect(merged.devices.last?.name == "New-1")
        #expect(merged.device(named: "dev-3")?.portraitSize.width == 300)
        #expect(merged.device(named: "NEW-1")?.portraitSize.width == 500)
        #expect(merged.device(named: "alias-5")?.name == "DEV-3")
        #expect(merged.device(named: "alias-3")?.name == "New-1")
        #expect(merged.device(named: "id_5")?.name == "New-1")
        #expect(merged.device(named: "id_3") == nil)
        #expect(merged.device(named: "alias-4")?.name == "dev-4")
        #expect(merged.device(named: "id_\(count - 1)")?.name == "dev-\(count - 1)")
    }
}
