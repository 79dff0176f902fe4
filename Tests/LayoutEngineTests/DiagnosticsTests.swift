import LayoutEngine
import LayoutModel
import Markup
import Testing
import TraitResolver

/// Conflicts, invalid constraints, negative sizes and fonts without metrics: reported with positions, layout produced
/// anyway.
@Suite struct DiagnosticsTests {
    static func layout(_ text: String, strategy: LayoutOptions.Strategy = .local,
                       severity: DiagnosticSeverity = .error) -> (LayoutDocument, [Diagnostic]) {
        let (markup, parse) = MarkupParser.parse(SourceFile(path: "conflict.layout.xml", text: text))
        #expect(parse.filter { $0.severity == .error }.isEmpty, "\(parse)")
        let (configuration, _) = TraitResolver.defaultConfiguration(for: markup, catalog: .builtIn)
        let (resolved, _) = TraitResolver.resolve(markup, for: configuration)
        let options = LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(), strategy: strategy,
                                    conflictSeverity: severity)
        return LayoutEngine(options: options).layout(resolved)
    }

    static let conflictingWidths = """
        <document device="iphone-16">
          <component id="scene" width="300" height="200">
            <view id="box"/>
            <constraints>
              <constraint equation="box.leading == superview.leading"/>
              <constraint equation="box.top == superview.top"/>
              <constraint equation="box.width == 100"/>
              <constraint equation="box.height == 20"/>
              <constraint equation="box.width == 200"/>
            </constraints>
          </component>
        </document>
        """

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func conflictNamesEveryConstraintAndBreaksTheLastOne(_ strategy: LayoutOptions.Strategy) {
        let (layout, diagnostics) = Self.layout(Self.conflictingWidths, strategy: strategy)
        let conflicts = diagnostics.filter { $0.id == "layout.conflict" }
        #expect(conflicts.count == 1)
        guard let conflict = conflicts.first else { return }
        #expect(conflict.severity == .error)
        #expect(conflict.path == "conflict.layout.xml")
        #expect(conflict.location?.line == 9)
        #expect(conflict.message.hasPrefix("unable to satisfy constraints"))
        #expect(conflict.notes.map { $0.location?.line } == [7, 9])
        #expect(conflict.description.hasPrefix("conflict.layout.xml:9:"))
        // The layout is still produced, UIKit-style: the constraint added last is broken.
        let box = layout.scenes[0].nodes.first { $0.id == "box" }
        #expect(box?.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func conflictSeverityCanBeAWarning() {
        let (_, diagnostics) = Self.layout(Self.conflictingWidths, severity: .warning)
        #expect(diagnostics.filter { $0.id == "layout.conflict" }.map(\.severity) == [.warning])
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func stackRulesPointAtTheStack(_ strategy: LayoutOptions.Strategy) {
        // One arranged view 100 wide (required) in a stack held at 50: G4 (the stack) conflicts with the widths.
        let text = """
            <document device="iphone-16">
              <component id="scene" width="300" height="200">
                <stackView id="row" pin="superview" pinEdges="top leading">
                  <view id="cell" width="100" height="20"/>
                </stackView>
                <constraints>
                  <constraint equation="row.width == 50"/>
                </constraints>
              </component>
            </document>
            """
        let (_, diagnostics) = Self.layout(text, strategy: strategy)
        let conflict = diagnostics.first { $0.id == "layout.conflict" }
        #expect(conflict != nil)
        let lines = Set(conflict?.notes.compactMap { $0.location?.line } ?? [])
        #expect(lines.contains(3), "the stack element's line: \(conflict?.notes.map(\.description) ?? [])")
        #expect(lines.contains(7))
    }

    @Test func negativeSizesStayAndWarn() throws {
        // uistackview.md §12 f2: C is driven to −50.
        let fixture = WorkedExampleFixtures.exampleF.first { $0.name.hasSuffix("f-f2") }!
        let (layout, diagnostics) = LayoutEngine(options: fixture.options(.local)).layout(fixture.document)
        let c = layout.scenes[0].nodes.first { $0.id == "C" }
        #expect(c?.frame.width == -50)
        let warning = diagnostics.first { $0.id == "layout.negativeSize" }
        #expect(warning?.severity == .warning)
        #expect(warning?.message == "'C' gets a negative width (-50); it is drawn with width 0")
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func aNegativeLengthIsReportedWhereItStarts(_ strategy: LayoutOptions.Strategy) {
        // The row is held at 100 and 'fixed' needs 150: 'inner' gets −50 and shares it out equally, so 'a' and 'b'
        // are −25 wide because 'inner' is. One warning, at 'inner', counts them.
        let text = """
            <document device="iphone-16">
              <component id="scene" width="300" height="200">
                <stackView id="row" axis="horizontal" pin="superview" pinEdges="top leading">
                  <view id="fixed" width="150" height="20"/>
                  <stackView id="inner" axis="horizontal" distribution="fillEqually">
                    <view id="a" height="20"/>
                    <view id="b" height="20"/>
                  </stackView>
                </stackView>
                <constraints>
                  <constraint equation="row.width == 100"/>
                </constraints>
              </component>
            </document>
            """
        let (layout, diagnostics) = Self.layout(text, strategy: strategy)
        let widths = Dictionary(layout.scenes[0].nodes.map { ($0.id, $0.frame.width) }, uniquingKeysWith: { a, _ in a })
        #expect(widths["inner"] == -50)
        #expect(widths["a"] == -25)
        #expect(widths["b"] == -25)
        let warnings = diagnostics.filter { $0.id == "layout.negativeSize" }
        #expect(warnings.map(\.message)
                == ["'inner' gets a negative width (-50); it is drawn with width 0, as are 2 views inside it"])
    }

    @Test func unknownItemsAreReported() {
        let text = """
            <document device="iphone-16">
              <component id="scene" width="300" height="200">
                <view id="box" width="10" height="10"/>
              </component>
            </document>
            """
        var (markup, _) = MarkupParser.parse(SourceFile(path: "unknown.layout.xml", text: text))
        let (configuration, _) = TraitResolver.defaultConfiguration(for: markup, catalog: .builtIn)
        markup.scenes[0].root.constraints.append(MarkupConstraint(firstItem: "box", firstAttribute: .leading,
                                                                  secondItem: "ghost", secondAttribute: .leading))
        let (resolved, _) = TraitResolver.resolve(markup, for: configuration)
        for strategy in [LayoutOptions.Strategy.global, .local] {
            let (_, diagnostics) = LayoutEngine(options: LayoutOptions(strategy: strategy)).layout(resolved)
            #expect(diagnostics.contains { $0.id == "layout.invalidConstraint" && $0.message.contains("'ghost'") },
                    "\(strategy): \(diagnostics)")
        }
    }

    @Test func eachNamedFontGetsOneNoteAtItsFirstView() {
        // Two scenes: 'Avenir-Book' in both (3 views), 'Menlo' in the second, the system font under its own names
        // and as text styles nowhere in the notes.
        let text = """
            <document device="iphone-16">
              <component id="first" width="300" height="200">
                <stackView id="rows" axis="vertical" pin="superview">
                  <label id="title" text="Title" font="Avenir-Book 20"/>
                  <label id="body" text="Body" font="Avenir-Book 14"/>
                  <label id="system" text="System" font=".SFUI-Regular 14"/>
                  <label id="style" text="Style" font="headline"/>
                </stackView>
              </component>
              <component id="second" width="300" height="200">
                <stackView id="more" axis="vertical" pin="superview">
                  <label id="code" text="let x" font="Menlo 12"/>
                  <button id="go" title="Go" font="Avenir-Book 17"/>
                  <label id="pro" text="Pro" font="SFProText-Semibold 15"/>
                </stackView>
              </component>
            </document>
            """
        let (_, diagnostics) = Self.layout(text)
        let fonts = diagnostics.filter { $0.id == "layout.unknownFont" }
        #expect(fonts.map(\.severity) == [.note, .note])
        #expect(fonts.map(\.message) == [
            "no metrics for the font 'Avenir-Book' of 'title' and 2 other views; their text is measured with the "
                + "system font of the same size",
            "no metrics for the font 'Menlo' of 'code'; its text is measured with the system font of the same size",
        ])
        #expect(fonts.map { $0.location?.line } == [4, 12])  // the first label and the Menlo label
    }
}

/// `layout.ambiguous`: coordinates that no constraint decides are reported, and chosen deterministically.
@Suite struct AmbiguityTests {
    static let text = """
        <document device="iphone-16">
          <component id="scene" width="300" height="200">
            <view id="floating" width="40" height="10"/>
            <view id="pinned" width="40" height="10"/>
            <view id="hiddenFloating" width="40" height="10" hidden="YES"/>
            <constraints>
              <constraint equation="pinned.leading == superview.leading + 5"/>
              <constraint equation="pinned.top == superview.top + 6"/>
            </constraints>
          </component>
        </document>
        """

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func unplacedViewsAreReported(_ strategy: LayoutOptions.Strategy) {
        let (layout, diagnostics) = DiagnosticsTests.layout(Self.text, strategy: strategy)
        let ambiguous = diagnostics.filter { $0.id == "layout.ambiguous" }
        #expect(ambiguous.map(\.message) == [
            "'floating' has an ambiguous x and y; the layout picks the smallest size and the superview's origin",
        ])
        #expect(ambiguous.first?.location?.line == 3)
        let floating = layout.scenes[0].nodes.first { $0.id == "floating" }
        #expect(floating?.frame == Rect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func theCheckCanBeTurnedOff() {
        let (markup, _) = MarkupParser.parse(SourceFile(path: "a.layout.xml", text: Self.text))
        let (configuration, _) = TraitResolver.defaultConfiguration(for: markup, catalog: .builtIn)
        let (resolved, _) = TraitResolver.resolve(markup, for: configuration)
        let (_, diagnostics) = LayoutEngine(options: LayoutOptions(checksAmbiguity: false)).layout(resolved)
        #expect(!diagnostics.contains { $0.id == "layout.ambiguous" })
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func determinedStacksAreNotAmbiguous(_ strategy: LayoutOptions.Strategy) {
        // §12 e3 is decided by the index rule, which is UIKit's behaviour, not an ambiguity.
        let fixture = WorkedExampleFixtures.exampleE.first { $0.name.hasSuffix("e-e3") }!
        let (_, diagnostics) = LayoutEngine(options: fixture.options(strategy)).layout(fixture.document)
        #expect(!diagnostics.contains { $0.id == "layout.ambiguous" }, "\(diagnostics)")
    }
}
