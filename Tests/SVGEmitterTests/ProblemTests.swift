import LayoutModel
@testable import SVGEmitter
import Testing

/// What the solver can hand over that SVG cannot show: negative and non-finite sizes, huge and deep trees.
@Suite struct ProblemTests {
    static func scene(_ frames: [Rect]) -> LayoutScene {
        var nodes = [LayoutNode(id: "root", elementName: "view", kind: .view, parent: nil,
                                frame: Rect(x: 0, y: 0, width: 200, height: 200), hidden: false, range: nil,
                                properties: ViewProperties())]
        for (index, frame) in frames.enumerated() {
            var properties = ViewProperties()
            properties.text = "label \(index)"
            nodes.append(LayoutNode(id: "v\(index)", elementName: "label", kind: .label, parent: 0, frame: frame,
                                    hidden: false, range: nil, properties: properties))
        }
        return LayoutScene(id: "problems", name: nil, size: Size(width: 200, height: 200), nodes: nodes,
                           safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: -5, trailing: .nan))
    }

    @Test func negativeAndNonFiniteSizesAreClampedAndMarked() {
        let scene = Self.scene([
            Rect(x: 10, y: 10, width: -12, height: 20),
            Rect(x: .nan, y: 40, width: 50, height: .infinity),
            Rect(x: 10, y: 80, width: -1e300, height: -3),
        ])
        let configuration = LayoutConfiguration(device: "iphone-16", orientation: .portrait, size: scene.size,
                                                scale: .nan, traits: .unspecified, safeAreaInsets: .zero,
                                                rootLayoutMargins: .zero)
        let output = SVGEmitter.emit(scene, configuration: configuration, style: WireframeStyle(showBaselines: true))
        SVGInspector.checkSafety(output)
        let document = SVGInspector.parse(output)
        let marked = document.elements.filter { $0.attributes["class"]?.hasSuffix("sb-negative") == true }
        #expect(marked.map { $0.attributes["data-id"] } == ["v0", "v1", "v2"])
        #expect(document.elements.filter { $0.attributes["class"] == "sb-negative-mark" }.count == 3)
        #expect(output.contains("negative size drawn as 0"))
        #expect(output.contains("non-finite frame drawn as 0"))
        // The solver's numbers stay visible in data-frame (non-finite ones as 0).
        #expect(marked[0].attributes["data-frame"] == "10 10 -12 20")
        #expect(marked[1].attributes["data-frame"] == "0 40 50 0")
    }

    @Test func viewCountIsCappedAndReported() {
        let frames = (0..<50).map { Rect(x: 0, y: Double($0) * 4, width: 100, height: 4) }
        let output = SVGEmitter.emit(Self.scene(frames), configuration: Configurations.component(Size(width: 200, height: 200)),
                                     style: WireframeStyle(maximumViews: 10))
        SVGInspector.checkSafety(output)
        let document = SVGInspector.parse(output)
        #expect(document.elements.filter { $0.attributes["data-id"] != nil }.count == 10)
        #expect(document.elements[2].text.contains("41 over the limit of 10 not drawn"))
        #expect(output.contains("41 views not drawn (limits: 10 views, 400000 elements)"))
    }

    @Test func elementBudgetKeepsHugeDocumentsRenderable() {
        // 900 labels of 1,000 lines each: drawing all would take about 450,000 elements (lines past 500 are cut).
        let lines = (0..<1000).map { "line \($0)" }
        let text = TextLayout(lines: lines, font: .labelDefault, lineHeight: 20, firstBaseline: 16,
                              size: Size(width: 50, height: 20_000))
        var nodes = [LayoutNode(id: "root", elementName: "view", kind: .view, parent: nil,
                                frame: Rect(x: 0, y: 0, width: 100, height: 20_000), hidden: false, range: nil,
                                properties: ViewProperties())]
        for index in 0..<900 {
            nodes.append(LayoutNode(id: "l\(index)", elementName: "label", kind: .label, parent: 0,
                                    frame: Rect(x: 0, y: 0, width: 100, height: 20_000), hidden: false, range: nil,
                                    properties: ViewProperties(), text: text))
        }
        let scene = LayoutScene(id: "huge", name: nil, size: Size(width: 100, height: 20_000), nodes: nodes,
                                safeAreaInsets: nil)
        let output = SVGEmitter.emit(scene, configuration: Configurations.component(scene.size), style: .plain)
        let elements = output.components(separatedBy: "<").count - 1 - output.components(separatedBy: "</").count + 1
        #expect(elements < 450_000)
        #expect(elements > 390_000)
        #expect(output.contains("views not drawn (limits: 20000 views, 400000 elements)"))
        #expect(!output.contains(">line 500<"))
    }

    @Test func deepNestingDoesNotRecurse() {
        let depth = 10_000
        let nodes = (0..<depth).map { index in
            LayoutNode(id: "n\(index)", elementName: "view", kind: .view, parent: index == 0 ? nil : index - 1,
                       frame: Rect(x: 0.01, y: 0.01, width: 100, height: 100), hidden: false, range: nil,
                       properties: ViewProperties())
        }
        let scene = LayoutScene(id: "deep", name: nil, size: Size(width: 100, height: 100), nodes: nodes,
                                safeAreaInsets: nil)
        let output = SVGEmitter.emit(scene, configuration: Configurations.component(scene.size), style: .plain)
        #expect(output.components(separatedBy: "</g>").count - 1 == depth + 1)
        #expect(output.contains("data-frame=\"0.01 0.01 100 100\""))
    }

    @Test func invalidParentIndicesAreDrawnAsRoots() {
        var scene = Self.scene([Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 5, y: 5, width: 5, height: 5)])
        scene.nodes[1].parent = 7      // past the end
        scene.nodes[2].parent = 2      // itself
        let output = SVGEmitter.emit(scene, configuration: Configurations.component(scene.size))
        SVGInspector.checkSafety(output)
        #expect(SVGInspector.parse(output).elements.filter { $0.attributes["data-id"] != nil }.count == 3)
    }

    @Test func emptySceneAndEmptySheetsAreValid() {
        let empty = LayoutScene(id: "", name: nil, size: Size(width: 0, height: 0), nodes: [], safeAreaInsets: nil)
        let configuration = Configurations.component(.zero)
        SVGInspector.checkSafety(SVGEmitter.emit(empty, configuration: configuration))
        SVGInspector.checkSafety(SVGEmitter.compareSheet(left: (empty, configuration), right: (empty, configuration)))
        SVGInspector.checkSafety(SVGEmitter.matrixSheet(cells: [], columns: 0))
    }
}
