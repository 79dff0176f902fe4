import Foundation
import LayoutTestSupport
import Markup
import Stackboard
import SVGEmitter
import Testing

/// robustness.md §8, what the outputs of the catalogue's accepted inputs hold: byte-identical results where the
/// input only differs in encoding details, hostile text drawn literally in well-formed SVG without active content,
/// distinct ids, normalised numbers and deterministic output.
@Suite struct OutputSafetyTests {
    /// 3: a UTF-8 byte-order mark changes nothing in the frames or the SVG.
    @Test func byteOrderMarkChangesNothing() throws {
        let withMark = try render("bytes/03-byte-order-mark.layout.xml", displayPath: "document.layout.xml")
        let without = try render("bytes/03-no-byte-order-mark.layout.xml", displayPath: "document.layout.xml")
        #expect(withMark.frames == without.frames)
        #expect(withMark.svgs == without.svgs)
        #expect(!withMark.svgs.isEmpty)
    }

    /// 26: a CDATA section holding `<script>` inside a label is text, which the native dialect does not draw (a
    /// warning says so); no script reaches the SVG.
    @Test func cdataScriptNeverBecomesAnElement() throws {
        let result = try render("well-formedness/26-cdata-script.layout.xml")
        #expect(result.diagnostics.map(\.id) == ["markup.unexpectedText"])
        for svg in result.svgs {
            SampleGoldenTests.checkStructure(svg, name: "26")
            #expect(!svg.contains("<script"))
        }
    }

    /// 56: markup in a label is drawn as the literal text.
    @Test func scriptInLabelIsDrawnLiterally() throws {
        let result = try render("values/56-script-in-label.layout.xml")
        let svg = try #require(result.svgs.first)
        SampleGoldenTests.checkStructure(svg, name: "56")
        #expect(!svg.contains("<script"))
        let texts = try drawnTexts(svg)
        #expect(texts.contains { $0.hasPrefix("</text><script>") }, "\(texts)")
    }

    /// 57: quotes, ampersands, `<`, `]]>`, a tab and a line break come back from the SVG as written (the line is
    /// cut at its end and the tab drawn as a space, as UIKit draws a one-line label).
    @Test func specialCharactersReadBackUnchanged() throws {
        let result = try render("values/57-escapes.layout.xml")
        let svg = try #require(result.svgs.first)
        SampleGoldenTests.checkStructure(svg, name: "57")
        let texts = try drawnTexts(svg)
        #expect(texts.filter { $0.hasPrefix("\" ' & < ]]> ") }.count == 2, "\(texts)")
    }

    /// 58: right-to-left overrides, emoji and combining marks are drawn; the override never reaches a title,
    /// where a browser would show it as a tooltip.
    @Test func bidiEmojiAndCombiningMarks() throws {
        let result = try render("values/58-bidi-emoji-combining.layout.xml")
        let svg = try #require(result.svgs.first)
        SampleGoldenTests.checkStructure(svg, name: "58")
        #expect(svg.contains("\u{1F600}") && svg.contains("e\u{301}"))
        var sink = DiagnosticSink()
        let root = try #require(XMLLoader.load(SourceFile(path: "58.svg", text: svg), into: &sink))
        for title in elements(named: "title", in: root) {
            #expect(!title.text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "\(title.text)")
        }
    }

    /// 52: `-0` is accepted and written as `0`, never as `-0`.
    @Test func negativeZeroIsWrittenAsZero() throws {
        let result = try render("values/52-negative-zero.layout.xml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.frames.contains("\"kind\": \"view\", \"parent\": \"main\", \"frame\": [16, 59, 0, 10]"))
        #expect(!result.frames.contains("-0"))
        for svg in result.svgs {
            #expect(!svg.contains("\"-0\"") && !svg.contains(" -0 ") && !svg.contains("\"-0 "))
        }
    }

    /// 61: ids that only differ in punctuation or case stay distinct SVG ids, and the originals are kept.
    @Test func similarIDsStayDistinct() throws {
        let result = try render("ids/61-valid-similar-ids.layout.xml")
        let svg = try #require(result.svgs.first)
        var sink = DiagnosticSink()
        let root = try #require(XMLLoader.load(SourceFile(path: "61.svg", text: svg), into: &sink))
        let groups = elements(named: "g", in: root).filter { $0["data-id"] != nil }
        let byDataID = Dictionary(groups.map { ($0["data-id"] ?? "", $0["id"] ?? "") }, uniquingKeysWith: { a, _ in a })
        let ids = ["a-b", "a_b", "A_b"].compactMap { byDataID[$0] }
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3, "\(ids)")
        let allIDs = elements(named: nil, in: root).compactMap { $0["id"] }
        #expect(Set(allIDs).count == allIDs.count, "ids repeat")
    }

    /// 62: ids follow a pattern (quotes, `<`, spaces and leading digits are errors, see the catalogue), but not a
    /// length: a 10,000-character id is kept in `data-id` and mapped to a unique SVG id.
    @Test func longIDIsKeptAndMapped() throws {
        let id = "v" + String(repeating: "abc_-9", count: 1_667)
        let text = Documents.screen("    <view id=\"\(id)\" width=\"10\" height=\"10\" pin=\"margins\" pinEdges=\"top leading\"/>\n")
        let pipeline = Pipeline()
        let (document, diagnostics) = pipeline.parse(text: text)
        #expect(diagnostics.isEmpty)
        let layout = try #require(pipeline.layout(document, for: pipeline.defaultConfiguration(for: document).0).layout)
        let svg = SVGEmitter.emit(try #require(layout.scenes.first), configuration: layout.configuration)
        SampleGoldenTests.checkStructure(svg, name: "62")
        var sink = DiagnosticSink()
        let root = try #require(XMLLoader.load(SourceFile(path: "62.svg", text: svg), into: &sink))
        let group = try #require(elements(named: "g", in: root).first { $0["data-id"] == id })
        let mapped = try #require(group["id"])
        #expect(mapped.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
    }

    /// 68: an under-constrained view gets the same frames and SVG on every run.
    @Test func ambiguousLayoutIsDeterministic() throws {
        let first = try render("constraints/68-no-horizontal-constraints.layout.xml")
        for _ in 0..<9 {
            let again = try render("constraints/68-no-horizontal-constraints.layout.xml")
            #expect(again.frames == first.frames)
            #expect(again.svgs == first.svgs)
        }
    }

    /// 65 (and 66, 70): conflicting required constraints still give a layout, with one broken as UIKit breaks it,
    /// and a warning that names every constraint of the conflict with its position.
    @Test func conflictStillDrawsTheLayout() throws {
        let result = try render("constraints/65-two-required-widths.layout.xml")
        let conflict = try #require(result.diagnostics.first { $0.id == "layout.conflict" })
        #expect(conflict.location?.line == 6)
        #expect(conflict.notes.compactMap(\.location?.line) == [5, 6])
        #expect(result.frames.contains("\"id\": \"box\", \"kind\": \"view\", \"parent\": \"main\", \"frame\": [16, 59, 100, 10]"))
        #expect(!result.svgs.isEmpty)
    }

    /// 70: the policy for negative sizes is UIKit's (uistackview.md §2.3): no implicit `width >= 0`, so a required
    /// `width == -10` is kept in the frame, a warning says so, and the SVG draws the view with width 0.
    @Test func negativeWidthIsDrawnAsZeroWithAWarning() throws {
        let result = try render("constraints/70-negative-width.layout.xml")
        #expect(result.diagnostics.map(\.id) == ["layout.negativeSize"])
        #expect(result.frames.contains("\"frame\": [16, 59, -10, 10]"))
        let svg = try #require(result.svgs.first)
        SampleGoldenTests.checkStructure(svg, name: "70")
    }

    // MARK: - Helpers

    struct Rendered {
        var diagnostics: [Diagnostic]
        var frames: String
        var svgs: [String]
    }

    /// The document's default configuration: diagnostics, frames JSON and one SVG per scene.
    private func render(_ fixture: String, displayPath: String? = nil) throws -> Rendered {
        let relative = "Tests/StackboardTests/Fixtures/robustness/\(fixture)"
        let pipeline = Pipeline()
        var timings = StageTimings()
        let path = displayPath ?? relative
        let (document, parseDiagnostics) = try pipeline.parse(
            path: path, fileSystemPath: Array("\(CheckRun.root)/\(relative)".utf8), timings: &timings)
        #expect(!parseDiagnostics.contains { $0.severity == .error }, "\(parseDiagnostics)")
        let (configuration, _) = pipeline.defaultConfiguration(for: document)
        let laidOut = pipeline.layout(document, for: configuration, timings: &timings)
        let layout = try #require(laidOut.layout)
        let diagnostics = parseDiagnostics + laidOut.diagnostics
        return Rendered(
            diagnostics: diagnostics,
            frames: FramesReport.json(layout, file: path, diagnostics: diagnostics),
            svgs: layout.scenes.map { SVGEmitter.emit($0, configuration: layout.configuration) })
    }

    /// The text of every `<text>` element, read back through libxml2.
    private func drawnTexts(_ svg: String) throws -> [String] {
        var sink = DiagnosticSink()
        let root = try #require(XMLLoader.load(SourceFile(path: "output.svg", text: svg), into: &sink))
        return elements(named: "text", in: root).map(\.text)
    }

    private func elements(named name: String?, in root: XMLElement) -> [XMLElement] {
        var result: [XMLElement] = []
        var pending = [root]
        while let element = pending.popLast() {
            if name == nil || element.name == name { result.append(element) }
            pending += element.children.reversed()
        }
        return result
    }
}
