import LayoutEngine
import LayoutModel
import Markup
import Testing
import TraitResolver

/// `LayoutEngine.explain`: the constraints that decide a view's frame, with their rules and positions.
@Suite struct ExplainTests {
    @Test func explainsAStretchedView() throws {
        // uistackview.md §12 e3: A takes the slack because of the index rule; its hugging gives way by 100.
        let fixture = WorkedExampleFixtures.exampleE.first { $0.name.hasSuffix("e-e3") }!
        let engine = LayoutEngine(options: fixture.options(.local))
        let explanation = try #require(engine.explain(fixture.document, sceneID: nil, viewID: "A"))
        #expect(explanation.frame == Rect(x: 0, y: 0, width: 160, height: 30))
        let hugging = explanation.constraints.first { $0.source.rule == "content.hugging" && $0.equation.contains("width") }
        #expect(hugging?.state == .violated(100))
        #expect(hugging?.priority == "250")
        #expect(hugging?.equation == "A.width <= 60")
        let rules = Set(explanation.constraints.map(\.source.rule))
        #expect(rules.isSuperset(of: ["stack.canvas-connection", "stack.spacing", "stack.alignment",
                                      "content.compression-resistance"]))
        // Strongest first.
        #expect(explanation.constraints.first?.priority == "1000")
    }

    @Test func explainsAConflictWithPositions() throws {
        let (markup, _) = MarkupParser.parse(SourceFile(path: "conflict.layout.xml",
                                                        text: DiagnosticsTests.conflictingWidths))
        let (configuration, _) = TraitResolver.defaultConfiguration(for: markup, catalog: .builtIn)
        let (resolved, _) = TraitResolver.resolve(markup, for: configuration)
        let engine = LayoutEngine(options: LayoutOptions(textMeasurer: SystemTextMeasurer.fixed()))
        let explanation = try #require(engine.explain(resolved, sceneID: "scene", viewID: "box"))
        let widths = explanation.constraints.filter { $0.source.rule == "constraint" && $0.equation.hasPrefix("box.width") }
        #expect(widths.map(\.state) == [.satisfied, .broken])
        #expect(widths.map { $0.source.range?.start.line } == [7, 9])
        #expect(widths.last?.description.hasPrefix("conflict.layout.xml:9:") == true)
        #expect(widths.last?.description.hasSuffix("box.width == 200 @1000 (broken)") == true)
        #expect(engine.explain(resolved, sceneID: "scene", viewID: "nothing") == nil)
    }
}
