import LayoutModel
import Testing
@testable import TraitResolver

/// Interface Builder documents assume the insets of the Xcode that saved them (interface-builder.md §12, oracle
/// README "Known caveats"). Each case is a toolsVersion and the inset that section reports for its era.
@Suite struct SafeAreaEraTests {
    let catalog = DeviceCatalog.builtIn

    func top(_ id: String, _ toolsVersion: Int?, _ orientation: Orientation = .portrait) throws -> Double {
        let device = try #require(catalog.device(named: id))
        return catalog.configuration(for: device, orientation: orientation, toolsVersion: toolsVersion).safeAreaInsets.top
    }

    @Test func homeButtonIPhoneStatusBarComesAndGoes() throws {
        #expect(try top("retina4_7", 11762) == 20)   // Xcode 8: the legacy top guide ends at 20
        #expect(try top("retina4_7", 13178) == 20)   // Xcode 9
        #expect(try top("retina4_7", 14087) == 20)   // Xcode 10
        #expect(try top("retina4_7", 16097) == 0)    // Xcode 11
        #expect(try top("retina4_7", 18122) == 0)    // Xcode 13
        #expect(try top("retina4_7", 21225) == 0)    // Xcode 14.0
        #expect(try top("retina4_7", 21507) == 0)    // Xcode 14.2: a root-centred view of an oracle xib sits
                                                     // half of 20 pt higher than a status bar would put it
        #expect(try top("retina4_7", 21701) == 20)   // Xcode 14.3
        #expect(try top("retina4_7", 22505) == 20)   // Xcode 15
        #expect(try top("retina4_7", 32700) == 20)   // the placeholder version newer Xcodes write
        #expect(try top("retina4_7", nil) == 20)     // native documents: the device itself
        #expect(try top("retina5_5", 21701) == 20)
        #expect(try top("retina4_0", 16000) == 0)
    }

    @Test func notchedIPhonesChangedWithXcode14() throws {
        #expect(try top("retina6_1", 15505) == 44)
        #expect(try top("retina6_1", 17156) == 44)
        #expect(try top("retina6_1", 20037) == 44)
        #expect(try top("retina6_1", 21225) == 48)
        #expect(try top("retina6_1", 22505) == 48)
        #expect(try top("retina6_1", nil) == 48)
        #expect(try top("retina5_9", 13771) == 44)
        #expect(try top("retina5_9", 22505) == 50)
        #expect(try top("retina5_9", nil) == 44)
        // Before Xcode 14 every notched iPhone was drawn with a 44 pt inset: an Xcode 13 retina6_7 file of the
        // oracle corpus pins views 44 pt below the top of its 428×926 root.
        #expect(try top("retina6_7", 19455) == 44)
        #expect(try top("retina6_7", 23000) == 47)
        #expect(try top("retina6_0", 17000) == 44)
        #expect(try top("retina5_4", 19000) == 44)
        #expect(try top("retina5_4", 22000) == 50)
        #expect(try top("retina6_5", 16097) == 44)
        let device = try #require(catalog.device(named: "retina6_1"))
        #expect(catalog.configuration(for: device, orientation: .landscape, toolsVersion: 17000).safeAreaInsets
                == EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))
    }

    @Test func screensWithoutErasKeepTheirInsets() throws {
        #expect(try top("retina6_0", 21507) == 47)
        #expect(try top("retina6_12", 23077) == 59)
        #expect(try top("retina6_12", 32700) == 59)
        #expect(try top("ipad9_7", 11762) == 20)
        #expect(try top("ipad9_7", 22000) == 20)
        #expect(try top("ipad10_9rounded", 21507) == 24)
        let pad = try #require(catalog.device(named: "ipad7_9"))
        #expect(catalog.configuration(for: pad, orientation: .landscape, toolsVersion: 21507).safeAreaInsets
                == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }

    @Test func eraBoundsAreHalfOpen() {
        let era = SafeAreaEra(fromToolsVersion: 15000, untilToolsVersion: 21500, safeAreaInsets: .zero)
        #expect(!era.contains(14999))
        #expect(era.contains(15000))
        #expect(era.contains(21499))
        #expect(!era.contains(21500))
        #expect(SafeAreaEra(untilToolsVersion: 10, safeAreaInsets: .zero).contains(0))
        #expect(SafeAreaEra(fromToolsVersion: 10, safeAreaInsets: .zero).contains(1_000_000))
    }
}
