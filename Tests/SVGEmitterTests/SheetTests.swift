import LayoutModel
@testable import SVGEmitter
import Testing

@Suite struct SheetTests {
    static let portrait = Configurations.iPhone16Portrait
    static let landscape = Configurations.iPhone16Landscape

    static func compare() -> String {
        SVGEmitter.compareSheet(left: (SettingsScene.scene(for: portrait), portrait),
                                right: (SettingsScene.scene(for: landscape), landscape))
    }

    @Test func panelsAreLabelledAndSideBySideAtOneScale() {
        let document = SVGInspector.parse(Self.compare())
        let titles = document.elements.filter { $0.attributes["class"] == "sb-panel-title" }.map(\.text)
        #expect(titles == ["Settings — portrait vs landscape", "iPhone 16 · portrait · wC hR",
                           "iPhone 16 · landscape · wC hC"])
        let panels = document.elements.filter { $0.attributes["class"] == "sb-panel" }
        #expect(panels.map { $0.attributes["transform"] } == ["translate(24 100)", "translate(473 100)"])
        // Scenes are only translated, never scaled: 1 unit = 1 pt in every panel.
        let transforms = document.elements.compactMap { $0.attributes["transform"] }
        #expect(!transforms.contains { $0.contains("scale") })
        #expect(document.elements.filter { $0.attributes["class"] == "sb-screen" }.compactMap { $0.attributes["width"] }
            == ["393", "852"])
    }

    @Test func changedViewsAreOutlinedInBothPanelsAndListed() {
        let output = Self.compare()
        let document = SVGInspector.parse(output)
        let marks = document.elements.filter { $0.attributes["class"] == "sb-change" }
        let numbers = marks.compactMap { $0.attributes["data-change"] }
        // main, header, subtitle, controls, footer: present on both sides.
        #expect(numbers == ["1", "2", "3", "4", "5", "1", "2", "3", "4", "5"])
        // The hidden subtitle is outlined dashed where it sits on the landscape side.
        let absent = document.elements.filter { $0.attributes["class"] == "sb-change-mark-absent" }
        #expect(absent.count == 2)
        let listed = document.elements.filter { $0.attributes["class"] == "sb-list-text" }.map(\.text)
            + document.elements(named: "tspan").map(\.text)
        #expect(listed.contains("axis vertical → horizontal"))
        #expect(listed.contains("hidden"))
        let ids = document.elements.filter { $0.attributes["class"] == "sb-list-id" }.map(\.text)
        #expect(ids.prefix(5) == ["'main'", "'header'", "'subtitle'", "'controls'", "'footer'"])
        let heading = document.elements.first { $0.attributes["class"] == "sb-list-subheading" }
        #expect(heading?.text.hasPrefix("Moved or resized with their superview") == true)
    }

    @Test func identicalLayoutsSayNoDifferences() {
        let scene = SettingsScene.scene(for: Self.portrait)
        let output = SVGEmitter.compareSheet(left: (scene, Self.portrait), right: (scene, Self.portrait))
        #expect(output.contains("No differences in views, visibility, frames or stack attributes."))
        #expect(!output.contains("class=\"sb-change\""))
    }

    /// A sheet too narrow for the legend on one line (one iPhone cell: the 480-pt minimum) wraps it into rows
    /// that stay inside the sheet, and the panels start below the last row.
    @Test func legendWrapsInsideANarrowSheet() {
        let document = SVGInspector.parse(SVGEmitter.matrixSheet(cells: [MatrixFixture.cells[2]], columns: 1))
        guard let svg = document.elements.first, let width = svg.attributes["width"].flatMap(Double.init),
              let legendIndex = document.elements.firstIndex(where: { $0.attributes["class"] == "sb-legend" })
        else {
            Issue.record("no sheet or no legend")
            return
        }
        #expect(width == 480)
        let labels = document.descendants(of: legendIndex).filter { $0.name == "text" }
        #expect(labels.count >= 4)
        var rows: Set<String> = []
        for label in labels {
            let x = label.attributes["x"].flatMap(Double.init) ?? .infinity
            // The legend's own estimate of a label's width (0.6 em at 11 pt) ends inside the sheet's margin.
            #expect(x + Double(label.text.count) * 11 * 0.6 <= width - 24, "\(label.text) passes the sheet's edge")
            rows.insert(label.attributes["y"] ?? "")
        }
        #expect(rows.count >= 2)
        let panel = document.elements.first { $0.attributes["class"] == "sb-panel" }
        #expect(panel?.attributes["transform"] == "translate(24 \(100 + 18 * (rows.count - 1)))")
    }

    @Test func matrixGridsCellsWithVariantTags() {
        let output = SVGEmitter.matrixSheet(cells: MatrixFixture.cells, columns: 2)
        let document = SVGInspector.parse(output)
        let panels = document.elements.filter { $0.attributes["class"] == "sb-panel" }
        #expect(panels.count == 6)
        // Two columns: x positions alternate; each row starts below the tallest cell of the row above.
        let origins = panels.compactMap { $0.attributes["transform"] }
        #expect(origins[0] == "translate(24 100)")
        #expect(origins[2].hasPrefix("translate(24 "))
        #expect(origins[1].hasPrefix("translate(") && !origins[1].hasPrefix("translate(24 "))
        let tags = document.elements(named: "tspan").map(\.text).filter { $0.hasPrefix("layout ") }
        // Portraits resolve to one variant, compact-height landscapes to another; iPad landscape is regular.
        #expect(tags == ["layout A", "layout B", "layout A", "layout B", "layout A", "layout A"])
        let emphasised = document.elements(named: "tspan").filter {
            $0.attributes["class"] == "sb-variant-tag-text"
        }.map(\.text)
        #expect(emphasised == ["layout B", "layout B"])
    }

    @Test func singleVariantMatrixHasNoTags() {
        let cells = [Configurations.iPadPro11Portrait, Configurations.iPadPro11Landscape].map {
            (title: ConfigurationLabel.title($0), scene: SettingsScene.scene(for: $0), configuration: $0)
        }
        let output = SVGEmitter.matrixSheet(cells: cells, columns: 3)
        #expect(!output.contains("layout A"))
        #expect(output.contains("Every cell resolves to the same layout variant."))
    }

    @Test func sheetTitlesNameWhatDiffers() {
        let se = Configurations.iPhoneSEPortrait
        #expect(SVGEmitter.distinguishingNames(Self.portrait, Self.landscape) == ("portrait", "landscape"))
        #expect(SVGEmitter.distinguishingNames(se, Self.portrait) == ("iPhone SE 3rd gen", "iPhone 16"))
        #expect(SVGEmitter.distinguishingNames(Configurations.iPhoneSELandscape, Self.portrait)
            == ("iPhone SE 3rd gen · landscape · wC hC", "iPhone 16 · portrait · wC hR"))
    }

    @Test func labelsNameDevicesReadably() {
        #expect(ConfigurationLabel.deviceName("iphone-16-pro-max") == "iPhone 16 Pro Max")
        #expect(ConfigurationLabel.deviceName("iphone-se-3rd-gen") == "iPhone SE 3rd gen")
        #expect(ConfigurationLabel.deviceName("ipad-mini-6") == "iPad mini 6")
        #expect(ConfigurationLabel.deviceName("retina6_1") == "retina6_1")
        #expect(ConfigurationLabel.deviceName(nil) == "Custom")
        #expect(ConfigurationLabel.title(Self.landscape) == "iPhone 16 · landscape · wC hC")
    }

    @Test func sheetIdsAreUniqueAcrossPanels() {
        // The same scene in both panels: every view id appears twice, prefixed per panel.
        let scene = SettingsScene.scene(for: Self.portrait)
        let output = SVGEmitter.compareSheet(left: (scene, Self.portrait), right: (scene, Self.portrait))
        SVGInspector.checkSafety(output)
        #expect(output.contains("id=\"sb-settings-compare-p1-v-title\""))
        #expect(output.contains("id=\"sb-settings-compare-p2-v-title\""))
    }
}
