import LayoutModel
@testable import SVGEmitter
import Testing

/// What the wireframe of one scene holds, checked on the parsed output.
@Suite struct WireframeTests {
    static let portrait = Configurations.iPhone16Portrait
    static let settings = SettingsScene.scene(for: portrait)

    static func group(_ id: String, in document: ParsedXML) -> ParsedXML.Element? {
        document.elements.first { $0.name == "g" && $0.attributes["data-id"] == id }
    }

    @Test func rootCarriesViewBoxInPointsTitleAndDescription() {
        let document = SVGInspector.parse(SVGEmitter.emit(Self.settings, configuration: Self.portrait))
        let root = document.elements[0]
        #expect(root.attributes["viewBox"] == "-16 -16 425 884")
        #expect(root.attributes["width"] == "425")
        #expect(root.attributes["role"] == "img")
        #expect(root.attributes["font-family"] == "Inter, 'SF Pro Text', -apple-system, system-ui, sans-serif")
        #expect(document.elements[1].name == "title")
        #expect(document.elements[1].text == "Settings — iPhone 16 · portrait · wC hR")
        #expect(document.elements[2].name == "desc")
        #expect(document.elements[2].text.hasPrefix("22 views, 1 hidden (not drawn)."))
        #expect(document.elements(named: "style").count == 1)
    }

    @Test func everyVisibleViewIsOneGroupWithKindClassAndTooltip() {
        let output = SVGEmitter.emit(Self.settings, configuration: Self.portrait)
        let document = SVGInspector.parse(output)
        let groups = document.elements.filter { $0.attributes["data-id"] != nil }
        #expect(groups.count == Self.settings.nodes.filter { !$0.hidden }.count)
        let label = Self.group("title", in: document)
        #expect(label?.attributes["class"] == "sb-view sb-label")
        let title = Self.settings.nodes.first { $0.id == "title" }
        #expect(label?.attributes["data-frame"] == "0 0 \(formatNumber(title?.frame.width ?? 0)) 40.667")
        #expect(output.contains("<title>UILabel 'title' — 34 pt bold (largeTitle) — 0,0 "))
        #expect(output.contains("<title>UIStackView 'main' — vertical, distribution fill, alignment fill, spacing 20 — 16,71 361×"))
        #expect(Self.group("debugInfo", in: document) == nil, "hidden views are left out by default")
    }

    @Test func labelBaselineIsWhereLayoutPutIt() throws {
        // A 17-pt label at its intrinsic height: the baseline is the frame's top plus the first baseline.
        let scene = SettingsScene.scene(for: Self.portrait)
        let index = try #require(scene.nodes.firstIndex { $0.id == "wifiLabel" })
        let text = try #require(scene.nodes[index].text)
        let top = scene.absoluteFrame(of: index).y
        let document = SVGInspector.parse(SVGEmitter.emit(scene, configuration: Self.portrait))
        let drawn = try #require(document.elements.first { $0.name == "text" && $0.text == "Wi-Fi" })
        #expect(drawn.attributes["y"] == formatNumber(top + text.firstBaseline))
        #expect(drawn.attributes["x"] == formatNumber(scene.absoluteFrame(of: index).x))
        #expect(drawn.attributes["font-size"] == "17")
        #expect(drawn.attributes["textLength"] == formatNumber(text.size.width))
        #expect(drawn.attributes["clip-path"]?.hasPrefix("url(#sb-settings-iphone-16-portrait-c-") == true)
    }

    @Test func textIsDrawnWithSFTrackingAndLargeTextInTheDisplayFace() throws {
        // librsvg ignores textLength: the face and letter-spacing must already give about the measured width.
        let document = SVGInspector.parse(SVGEmitter.emit(Self.settings, configuration: Self.portrait))
        let body = try #require(document.elements.first { $0.name == "text" && $0.text == "Wi-Fi" })
        #expect(body.attributes["class"] == "sb-text")
        #expect(body.attributes["letter-spacing"] == "-0.43", "SF tracks 17-pt text by -0.43 pt per glyph")
        let title = try #require(document.elements.first { $0.name == "text" && $0.text == "Settings" })
        #expect(title.attributes["font-size"] == "34")
        #expect(title.attributes["class"] == "sb-text sb-display")
        #expect(title.attributes["letter-spacing"] == "0.4", "SF tracks 34-pt text by +0.40 pt per glyph")
        #expect(document.elements(named: "style")[0].text.contains(".sb-display { font-family: 'Inter Display'"))
    }

    @Test func trackingFollowsTheTableBetweenAndBeyondListedSizes() {
        #expect(DrawingFont.tracking(pointSize: 12) == 0)
        #expect(DrawingFont.tracking(pointSize: 12.5) == -0.04)
        #expect(DrawingFont.tracking(pointSize: 2) == 0.24)
        #expect(DrawingFont.tracking(pointSize: 120) == 0)
        #expect(DrawingFont.tracking(pointSize: .nan) == 0)
        #expect(!DrawingFont.usesDisplayFace(pointSize: 20))
        #expect(DrawingFont.usesDisplayFace(pointSize: 22))
    }

    @Test func fittingTextMayOverhangByHalfAnEmButTruncatedTextIsClippedAtTheFrame() throws {
        func clip(of text: String, width: Double) throws -> (clip: [String: String], frame: Rect) {
            var properties = ViewProperties()
            properties.text = text
            let layout = TestText.layout(text, font: .labelDefault)
            let frame = Rect(x: 10, y: 10, width: width, height: layout.size.height)
            let scene = LayoutScene(id: "t", name: nil, size: Size(width: 300, height: 40), nodes: [
                LayoutNode(id: "root", elementName: "view", kind: .view, parent: nil,
                           frame: Rect(x: 0, y: 0, width: 300, height: 40), hidden: false, range: nil,
                           properties: ViewProperties()),
                LayoutNode(id: "l", elementName: "label", kind: .label, parent: 0, frame: frame, hidden: false,
                           range: nil, properties: properties, text: layout),
            ], safeAreaInsets: nil)
            let document = SVGInspector.parse(SVGEmitter.emit(scene, configuration: Configurations.component(scene.size)))
            let index = try #require(document.elements.firstIndex { $0.name == "clipPath" })
            return (document.elements[index + 1].attributes, frame)
        }
        let fitting = try clip(of: "Fits", width: 200)
        #expect(fitting.clip["x"] == formatNumber(fitting.frame.x - 8.5))
        #expect(fitting.clip["width"] == formatNumber(fitting.frame.width + 17))
        let cut = try clip(of: "A very long title that does not fit", width: 120)
        #expect(cut.clip["x"] == "10")
        #expect(cut.clip["width"] == "120")
    }

    @Test func scrollViewContentIsClippedToTheScrollView() throws {
        // A scroll view 100 high whose content runs to 300: UIKit shows only what lies inside its bounds.
        let scroll = Rect(x: 0, y: 20, width: 200, height: 100)
        var contentProperties = ViewProperties()
        contentProperties.layoutMargins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let scene = LayoutScene(id: "s", name: nil, size: Size(width: 200, height: 140), nodes: [
            LayoutNode(id: "root", elementName: "view", kind: .view, parent: nil,
                       frame: Rect(x: 0, y: 0, width: 200, height: 140), hidden: false, range: nil,
                       properties: ViewProperties()),
            LayoutNode(id: "scroll", elementName: "scrollView", kind: .scrollView, parent: 0, frame: scroll,
                       hidden: false, range: nil, properties: ViewProperties()),
            LayoutNode(id: "content", elementName: "view", kind: .view, parent: 1,
                       frame: Rect(x: 0, y: 0, width: 200, height: 300), hidden: false, range: nil,
                       properties: contentProperties),
        ], safeAreaInsets: nil)
        let document = SVGInspector.parse(SVGEmitter.emit(scene, configuration: Configurations.component(scene.size)))
        let scrollIndex = try #require(document.elements.firstIndex { $0.attributes["data-id"] == "scroll" })
        let wrapper = try #require(document.children(of: scrollIndex).first { $0.attributes["class"] == "sb-content" })
        let reference = try #require(wrapper.attributes["clip-path"])
        let clipIndex = try #require(document.elements.firstIndex {
            $0.name == "clipPath" && reference == "url(#\($0.attributes["id"] ?? ""))"
        })
        let rect = try #require(document.children(of: clipIndex).first)
        #expect([rect.attributes["x"], rect.attributes["y"], rect.attributes["width"], rect.attributes["height"]]
                == ["0", "20", "200", "100"])
        let wrapperIndex = try #require(document.elements.firstIndex { $0.attributes["class"] == "sb-content" })
        #expect(document.descendants(of: wrapperIndex).contains { $0.attributes["data-id"] == "content" })
        // Margins of clipped content are clipped with it (the content's 300-pt height ends at the scroll view's).
        let marginsIndex = try #require(document.elements.indices.first {
            document.elements[$0].attributes["class"] == "sb-margins-line"
                && document.children(of: $0).first?.text.contains("'content'") == true
        })
        let margins = document.elements[marginsIndex].attributes
        #expect([margins["y"], margins["height"]] == ["28", "92"])
        // The root of the scene is a plain view: one class, not "sb-view" twice.
        #expect(Self.group("root", in: document)?.attributes["class"] == "sb-view sb-root")
    }

    @Test func multiLineTextUsesOneTspanPerLine() throws {
        let document = SVGInspector.parse(SVGEmitter.emit(Self.settings, configuration: Self.portrait))
        let footer = try #require(Self.settings.nodes.first { $0.id == "footer" }?.text)
        #expect(footer.lines.count == 2)
        let spans = document.elements(named: "tspan").filter { footer.lines.contains($0.text) }
        #expect(spans.count == 2)
        let baselines = spans.compactMap { $0.attributes["y"].flatMap(Double.init) }
        #expect(abs(baselines[1] - baselines[0] - footer.lineHeight) < 0.002)
    }

    @Test func weightsAndItalicsMapToCSS() {
        let (scene, configuration) = ComponentScenes.gallery()
        let document = SVGInspector.parse(SVGEmitter.emit(scene, configuration: configuration))
        let large = document.elements.first { $0.name == "text" && $0.text == "Large" }
        #expect(large?.attributes["font-weight"] == "800")
        let note = document.elements.first { $0.name == "text" && $0.text.hasPrefix("Italic") }
        #expect(note?.attributes["font-weight"] == "300")
        #expect(note?.attributes["font-style"] == "italic")
    }

    @Test func truncatedLabelEndsInEllipsisAtTheFrameWidth() {
        var properties = ViewProperties()
        properties.text = "A very long title that does not fit"
        let text = TestText.layout(properties.text!, font: .labelDefault)
        let scene = LayoutScene(id: "t", name: nil, size: Size(width: 200, height: 40), nodes: [
            LayoutNode(id: "root", elementName: "view", kind: .view, parent: nil,
                       frame: Rect(x: 0, y: 0, width: 200, height: 40), hidden: false, range: nil,
                       properties: ViewProperties()),
            LayoutNode(id: "title", elementName: "label", kind: .label, parent: 0,
                       frame: Rect(x: 10, y: 10, width: 120, height: text.size.height), hidden: false, range: nil,
                       properties: properties, text: text),
        ], safeAreaInsets: nil)
        let document = SVGInspector.parse(SVGEmitter.emit(scene, configuration: Configurations.component(scene.size)))
        let drawn = document.elements.first { $0.name == "text" && $0.text.hasSuffix("…") }
        #expect(drawn != nil)
        #expect(drawn?.attributes["textLength"] == "120")
        #expect((drawn?.text.count ?? 99) < properties.text!.count)
    }

    @Test func everyKindIsDrawnRecognisably() throws {
        let (scene, configuration) = ComponentScenes.gallery()
        let document = SVGInspector.parse(SVGEmitter.emit(scene, configuration: configuration))
        func children(of id: String) -> [String] {
            guard let start = document.elements.firstIndex(where: { $0.attributes["data-id"] == id }) else { return [] }
            return document.descendants(of: start).map { $0.name + "." + ($0.attributes["class"] ?? "") }
        }
        #expect(children(of: "sampleSwitch") == ["title.", "rect.sb-track", "circle.sb-knob"])
        #expect(children(of: "sampleSlider") == ["title.", "rect.sb-track", "rect.sb-track-fill", "circle.sb-knob"])
        #expect(children(of: "sampleImage").prefix(3) == ["title.", "rect.sb-image-shape", "path.sb-image-cross"])
        #expect(children(of: "sampleImage").contains("text.sb-caption"))
        #expect(children(of: "sampleSegments").filter { $0 == "line.sb-divider" }.count == 2)
        #expect(children(of: "sampleSegments").filter { $0 == "text.sb-text" }.count == 4)
        #expect(children(of: "sampleSpinner").filter { $0 == "line.sb-spoke" }.count == 8)
        #expect(children(of: "sampleProgress") == ["title.", "rect.sb-track", "rect.sb-track-fill"])
        #expect(children(of: "sampleScroll") == ["title.", "rect.sb-scroll-outline", "rect.sb-scroll-indicator"])
        #expect(children(of: "sampleField").contains("text.sb-placeholder"))
        #expect(children(of: "sampleButton").contains("text.sb-tinted"))
        #expect(children(of: "chart").contains("text.sb-caption"))
        let chartCaption = document.elements.first { $0.name == "text" && $0.text == "chartView" }
        #expect(chartCaption != nil, "an unknown element is a box labelled with its element name")
    }

    @Test func stackViewsHaveOutlineAxisMarkerAndMeasuredGaps() {
        let document = SVGInspector.parse(SVGEmitter.emit(Self.settings, configuration: Self.portrait))
        let outlines = document.elements.filter { $0.attributes["class"] == "sb-stack-outline" }
        #expect(outlines.count == Self.settings.nodes.filter { $0.kind == .stackView && !$0.hidden }.count)
        let axes = document.elements.filter { $0.attributes["class"] == "sb-stack-axis" }
        #expect(axes.count == outlines.count)
        let gapTitles = document.elements(named: "title").map(\.text).filter { $0.hasPrefix("gap ") }
        #expect(gapTitles.contains("gap 20 between 'header' and 'controls' (spacing 20)"))
        #expect(gapTitles.contains("gap 12 between 'wifiIcon' and 'wifiLabel' (spacing 12)"))
        // The hidden debug label takes no space: the last gap is between the footer and the button.
        #expect(gapTitles.contains("gap 12 between 'footer' and 'signOut' (spacing 12)"))
        #expect(!gapTitles.contains { $0.contains("debugInfo") })
    }

    @Test func overlaysCanBeSwitchedOff() {
        let full = SVGEmitter.emit(Self.settings, configuration: Self.portrait, style: .standard)
        for name in ["sb-safe-area", "sb-layout-margins", "sb-device", "sb-spacing", "sb-stack-outline",
                     "sb-stack-axis", "sb-home-indicator"] {
            #expect(full.contains("class=\"\(name)") || full.contains(" \(name)\""), "\(name) missing")
        }
        let plain = SVGEmitter.emit(Self.settings, configuration: Self.portrait, style: .plain)
        for name in ["sb-overlay", "sb-stack-outline", "sb-stack-axis", "sb-home-indicator", "sb-baseline-line"] {
            #expect(!plain.contains("class=\"\(name)"), "\(name) present with overlays off")
        }
        var noSafeArea = WireframeStyle.standard
        noSafeArea.showSafeArea = false
        let partial = SVGEmitter.emit(Self.settings, configuration: Self.portrait, style: noSafeArea)
        #expect(!partial.contains("class=\"sb-overlay sb-safe-area\""))
        #expect(partial.contains("class=\"sb-overlay sb-layout-margins\""))
    }

    @Test func hiddenViewsAreGhostedOnRequest() {
        let output = SVGEmitter.emit(Self.settings, configuration: Self.portrait,
                                     style: WireframeStyle(showHidden: true))
        let document = SVGInspector.parse(output)
        let hidden = Self.group("debugInfo", in: document)
        #expect(hidden?.attributes["class"] == "sb-view sb-label sb-hidden")
        #expect(output.contains("class=\"sb-collapsed\""), "a hidden view collapsed by its stack gets a marker")
        #expect(document.elements[2].text.hasPrefix("22 views, 1 hidden (ghosted)."))
    }

    @Test func screensHaveRoundedCornersAndHomeIndicatorOnlyWhenTheDeviceHasThem() {
        let rounded = SVGInspector.parse(SVGEmitter.emit(Self.settings, configuration: Self.portrait))
        #expect(rounded.elements.first { $0.attributes["class"] == "sb-screen" }?.attributes["rx"] == "44")
        let se = Configurations.iPhoneSEPortrait
        let square = SVGEmitter.emit(SettingsScene.scene(for: se), configuration: se)
        #expect(!square.contains("class=\"sb-home-indicator\""))
        let (form, component) = ComponentScenes.signInForm()
        let card = SVGEmitter.emit(form, configuration: component)
        #expect(card.contains("class=\"sb-component\""))
        #expect(!card.contains("class=\"sb-overlay sb-device\""))
    }
}
