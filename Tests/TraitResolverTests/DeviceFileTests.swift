import LayoutModel
import Testing
@testable import TraitResolver

/// User device files: merging, replacing, and errors that point into the file.
@Suite struct DeviceFileTests {
    static let userFile = """
        {
          "devices": [
            { "name": "kiosk-10", "aliases": ["lobby"], "displayName": "Lobby kiosk", "family": "ipad", "scale": 2,
              "portrait": { "size": [800, 1280], "sizeClasses": "wR-hR", "safeAreaInsets": [10] } },
            { "name": "iphone-16", "family": "iphone", "scale": 2,
              "portrait": { "size": [400, 800], "sizeClasses": "wC-hR", "safeAreaInsets": [30, 0] },
              "landscape": { "sizeClasses": "wR-hC", "safeAreaInsets": [0, 30, 10, 30],
                             "safeAreaEras": [{ "untilToolsVersion": 20000, "safeAreaInsets": [0, 1, 2, 3] }] } },
            { "name": "old-phone", "interfaceBuilderID": "retina6_1", "family": "iphone", "scale": 2,
              "portrait": { "size": [414, 896], "sizeClasses": "wC-hR", "rootLayoutMargins": [0, 8, 0, 8] },
              "note": "takes over documents saved for retina6_1" }
          ]
        }
        """

    /// Strings without escapes are taken as they are; escapes anywhere in a string are decoded.
    @Test func stringsWithAndWithoutEscapes() throws {
        let file = #"""
            { "devices": [
              { "name": "plain-1", "displayName": "Kiosk \"A\" caf\u00e9\n", "family": "ipad", "scale": 2,
                "portrait": { "size": [800, 1280], "sizeClasses": "wR-hR" } },
              { "name": "\u006Biosk", "displayName": "Café ☕︎", "family": "ipad", "scale": 2,
                "portrait": { "size": [800, 1280], "sizeClasses": "wR-hR" } } ] }
            """#
        let catalog = try DeviceCatalog(contentsOf: Array(file.utf8), path: "strings.json")
        #expect(catalog.devices.map(\.name) == ["plain-1", "kiosk"])
        #expect(catalog.devices.map(\.displayName) == ["Kiosk \"A\" café\n", "Café ☕︎"])
    }

    @Test func aUserFileMergesOverTheBuiltInCatalog() throws {
        let user = try DeviceCatalog(contentsOf: Array(Self.userFile.utf8), path: "my-devices.json")
        #expect(user.devices.map(\.name) == ["kiosk-10", "iphone-16", "old-phone"])
        let builtIn = DeviceCatalog.builtIn
        let merged = builtIn.merging(user)
        #expect(merged.devices.count == builtIn.devices.count + 2)
        // A replaced device keeps its place; new ones come last.
        let position = try #require(builtIn.devices.firstIndex { $0.name == "iphone-16" })
        #expect(merged.devices[position].scale == 2)
        #expect(merged.devices.suffix(2).map(\.name) == ["kiosk-10", "old-phone"])

        let kiosk = try #require(merged.device(named: "LOBBY"))
        #expect(kiosk.name == "kiosk-10")
        #expect(kiosk.displayName == "Lobby kiosk")
        #expect(kiosk.landscape == nil)
        let kioskConfiguration = merged.configuration(for: kiosk, orientation: .portrait, toolsVersion: nil)
        #expect(kioskConfiguration.safeAreaInsets == EdgeInsets(all: 10))
        #expect(kioskConfiguration.rootLayoutMargins == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))

        // The replacement is whole: the built-in aliases and id of iphone-16 are gone with it.
        let phone = try #require(merged.device(named: "iphone-16"))
        #expect(phone.portraitSize == Size(width: 400, height: 800))
        #expect(merged.device(named: "iphone-15") == nil)
        #expect(merged.device(named: "retina6_12") == nil)
        #expect(phone.portrait.safeAreaInsets == EdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0))
        #expect(phone.portrait.rootLayoutMargins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let landscape = merged.configuration(for: phone, orientation: .landscape, toolsVersion: 19000)
        #expect(landscape.size == Size(width: 800, height: 400))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 1, bottom: 2, trailing: 3))

        // An Interface Builder id in the user's file wins over the built-in device with that id.
        #expect(merged.device(named: "retina6_1")?.name == "old-phone")
        #expect(merged.device(named: "iphone-11")?.interfaceBuilderID == "retina6_1")
    }

    @Test func errorsPointIntoTheFile() throws {
        let text = """
            {
              "devices": [
                { "name": "kiosk", "family": "ipad", "scale": 2,
                  "portrait": { "size": [800, 1200], "sizeClasses": "wQ-hR", "safeAreInsets": [0] } },
                { "name": "Kiosk", "family": "tablet", "scale": -1, "portrait": { "sizeClasses": "wR-hR" } }
              ]
            }
            """
        let error = try #require(throws: DeviceCatalogError.self) {
            try DeviceCatalog(contentsOf: Array(text.utf8), path: "bad.json")
        }
        let found = error.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" }
        #expect(found == [
            "4:57 invalid size classes 'wQ-hR'; expected a key such as 'wC-hR' (C compact, R regular, A any)",
            "4:66 unknown key 'safeAreInsets' in 'portrait'",
            "5:34 unknown family 'tablet'; expected one of 'iphone', 'ipad'",
            "5:53 'scale' must be greater than 0",
            "5:69 'portrait' has no 'size'",
        ])
        #expect(error.diagnostics.allSatisfy { $0.severity == .error && $0.path == "bad.json" })
        #expect(error.diagnostics[1].notes.map(\.message) == ["did you mean 'safeAreaInsets'?"])
        #expect(error.description.hasPrefix("bad.json:4:57: error: invalid size classes 'wQ-hR'"))
    }

    @Test func syntaxErrorsHaveAPosition() throws {
        let text = "{\n  \"devices\": [\n    { \"name\": \"a\" \"family\": \"iphone\" }\n  ]\n}"
        let error = try #require(throws: DeviceCatalogError.self) {
            try DeviceCatalog(contentsOf: Array(text.utf8), path: "syntax.json")
        }
        #expect(error.description == "syntax.json:3:19: error: expected ',' or '}' after an object member, found '\"'")
    }

    @Test func namesMustBeUniqueWithinAFile() throws {
        let device = { (name: String, alias: String) in
            """
            { "name": "\(name)", "aliases": ["\(alias)"], "family": "iphone", "scale": 2,
              "portrait": { "size": [1, 2], "sizeClasses": "wC-hR" } }
            """
        }
        let text = "{ \"devices\": [\n" + device("one", "shared") + ",\n" + device("ONE", "x") + ",\n"
            + device("two", "Shared") + "\n] }"
        let error = try #require(throws: DeviceCatalogError.self) {
            try DeviceCatalog(contentsOf: Array(text.utf8), path: "dup.json")
        }
        #expect(error.diagnostics.map(\.message) == ["name 'ONE' is already used by device 'one'",
                                                     "name 'Shared' is already used by device 'one'"])
        #expect(error.diagnostics.map { $0.location?.line } == [4, 6])
        #expect(error.diagnostics.first?.notes.first?.location?.line == 2)
    }

    @Test func malformedValuesAreRejected() throws {
        let cases: [(String, String)] = [
            (#"[]"#, "expected an object for the device file, found an array"),
            (#"{"devices": {}}"#, "expected an array for 'devices', found an object"),
            (#"{"schema": "stackboard.devices/9", "devices": []}"#,
             "unsupported schema 'stackboard.devices/9'; expected 'stackboard.devices/1'"),
            (#"{"devices": [{"name": "a b", "family": "iphone", "scale": 2, "portrait": {"size": [1, 1], "sizeClasses": "wC-hR"}}]}"#,
             "invalid name 'a b'; use letters, digits, '-', '_' and '.', starting with a letter or digit"),
            (#"{"devices": [{"name": "a", "family": "iphone", "scale": 2, "portrait": {"size": [1, 1], "sizeClasses": "wC-hR", "safeAreaInsets": [1, 2, 3]}}]}"#,
             "'safeAreaInsets' takes 1, 2 or 4 numbers (top leading bottom trailing)"),
            (#"{"devices": [{"name": "a", "family": "iphone", "scale": 2, "portrait": {"size": [1, 1], "sizeClasses": "wC-hR", "safeAreaEras": [{"safeAreaInsets": [0]}]}}]}"#,
             "a safe-area era needs 'fromToolsVersion', 'untilToolsVersion' or both"),
            (#"{"devices": [{"name": "a", "family": "iphone", "scale": 2, "portrait": {"size": [1, 1], "sizeClasses": "wC-hR", "safeAreaEras": [{"fromToolsVersion": 9, "untilToolsVersion": 9, "safeAreaInsets": [0]}]}}]}"#,
             "'fromToolsVersion' must be less than 'untilToolsVersion'"),
            (#"{"devices": [], "devices": []}"#, "key 'devices' appears twice"),
            ("{\"devices\": [\"\\ud800\"]}", "unpaired surrogate in '\\u' escape"),
            (#"{"devices": [01]}"#, "numbers cannot have leading zeros"),
            (String(repeating: "[", count: 100), "nesting is too deep"),
        ]
        for (text, message) in cases {
            let error = try #require(throws: DeviceCatalogError.self) {
                try DeviceCatalog(contentsOf: Array(text.utf8), path: "x.json")
            }
            #expect(error.diagnostics.first?.message == message, "\(text)")
        }
    }

    @Test func stringsWithEscapesReadAndWriteBack() throws {
        let text = "\u{FEFF}" + #"{"devices": [{"name": "tv", "displayName": "Caf\u00e9 \"TV\" \ud83d\udcfa\n", "#
            + #""family": "ipad", "scale": 1.5, "portrait": {"size": [960.5, 540], "sizeClasses": "wA-hA"}}]}"#
        let catalog = try DeviceCatalog(contentsOf: Array(text.utf8), path: "tv.json")
        let device = try #require(catalog.device(named: "TV"))
        #expect(device.displayName == "Café \"TV\" 📺\n")
        #expect(device.scale == 1.5)
        #expect(device.portraitSize == Size(width: 960.5, height: 540))
        #expect(device.portrait.sizeClasses == .unspecified)
        let again = try DeviceCatalog(contentsOf: Array(catalog.encodedJSON().utf8), path: "tv.json")
        #expect(again.devices == catalog.devices)
    }
}
