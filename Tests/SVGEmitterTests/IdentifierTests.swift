@testable import SVGEmitter
import Testing

@Suite struct IdentifierTests {
    @Test func encodingIsInjectiveOnLookAlikes() {
        let ids = ["a.b", "a_2Eb", "a_b", "a__b", "a b", "a-b", "é", "_C3_A9", "", "_"]
        let tokens = ids.map(IdentifierMap.encode)
        #expect(Set(tokens).count == ids.count)
        for token in tokens {
            #expect(token.range(of: "^[A-Za-z0-9_-]+$", options: .regularExpression) != nil, "\(token)")
        }
        #expect(IdentifierMap.encode("a.b") == "a_2Eb")
        #expect(IdentifierMap.encode("a_2Eb") == "a__2Eb")
    }

    @Test func repeatedIdsGetSuffixesInCallOrder() {
        var map = IdentifierMap()
        #expect(map.token(for: "row") == "row")
        #expect(map.token(for: "row") == "row_-2")
        #expect(map.token(for: "row_-2") == "row__-2")
        #expect(map.token(for: "row") == "row_-3")
    }

    @Test func longIdsAreCutAndStillUnique() {
        var map = IdentifierMap()
        let base = String(repeating: "x", count: 200)
        let first = map.token(for: base + "1"), second = map.token(for: base + "2")
        #expect(first != second)
        #expect(first.count <= IdentifierMap.maximumTokenLength + 4)
    }

    @Test func documentPrefixesDifferPerConfiguration() {
        let portrait = SVGEmitter.documentPrefix(style: .standard, scene: SettingsScene.scene(
            for: Configurations.iPhone16Portrait), configuration: Configurations.iPhone16Portrait)
        let landscape = SVGEmitter.documentPrefix(style: .standard, scene: SettingsScene.scene(
            for: Configurations.iPhone16Landscape), configuration: Configurations.iPhone16Landscape)
        #expect(portrait == "sb-settings-iphone-16-portrait")
        #expect(portrait != landscape)
    }
}
