import Foundation
import LayoutTestSupport
import Markup
import Stackboard
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// robustness.md §8, the inputs too big to commit, generated at test time. Each gives exactly what
/// `stackboard check` prints for it (sidecars in `Fixtures/robustness/generated/`, with the file shown as
/// `generated/<name>`): an error from a limit, never a crash, a hang or a blown stack.
@Suite struct GeneratedInputTests {
    static let goldenFolder = "\(CheckRun.root)/Tests/StackboardTests/Fixtures/robustness/generated"

    /// 12: a megabyte of binary junk is refused at 1:1.
    @Test func binaryJunk() throws {
        try check(Documents.junk(count: 1 << 20), name: "12-binary-junk-1mb.layout.xml")
    }

    /// 13: a folder, a FIFO (which must not block), a device, a missing file and one that cannot be read are I/O
    /// failures (the command exits 74).
    @Test func inputsThatAreNotFiles() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/a-folder.layout.xml", withIntermediateDirectories: true)
        #expect(mkfifo("\(folder)/fifo.layout.xml", 0o644) == 0)
        let cases = [
            ("13-folder", "\(folder)/a-folder.layout.xml"),
            ("13-fifo", "\(folder)/fifo.layout.xml"),
            ("13-dev-zero", "/dev/zero"),
            ("13-missing", "\(folder)/missing.layout.xml"),
            // Readable by its permissions even for root, but every read fails (EIO).
            ("13-unreadable", "/proc/self/mem"),
        ]
        for (name, path) in cases {
            let (printed, diagnostics) = CheckRun.output(displayPath: "generated/\(name)", fileSystemPath: path)
            #expect(diagnostics.isEmpty)
            let outcome = GoldenFile.check(printed, against: "\(Self.goldenFolder)/\(name).diagnostics.txt")
            #expect(outcome.isMatch, "\(outcome)")
        }
        // Permissions only bind other users than root.
        if getuid() != 0 {
            let locked = try GeneratedInput.write(Documents.screen(""), name: "locked.layout.xml", in: folder)
            chmod(locked.path, 0)
            let (printed, _) = CheckRun.output(displayPath: locked.displayPath, fileSystemPath: locked.path)
            #expect(printed == "generated/locked.layout.xml: error: cannot open file: permission denied\n")
        }
    }

    /// 29: the quadratic blowup (a 50 KB entity referenced 20,000 times, 1.1 MB) stops at its DOCTYPE; without
    /// that, libxml2 accepts it and reading the text builds a 1 GB string (F3).
    @Test func quadraticBlowup() throws {
        let entity = String(repeating: "x", count: 50_000)
        let references = String(repeating: "&a;", count: 20_000)
        try check("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY a \"\(entity)\">]>\n"
                    + "<document><screen id=\"main\"><label text=\"\(references)\"/></screen></document>\n",
                  name: "29-quadratic-blowup.layout.xml")
    }

    /// 34: 257, 10,000 and 1,000,000 levels of nesting stop at the depth or element cap, without recursion.
    @Test(arguments: [257, 10_000, 1_000_000])
    func deepNesting(depth: Int) throws {
        try check(Documents.nested(depth), name: "34-nested-\(depth).layout.xml")
    }

    /// 35: one element with 40,000 attributes (libxml2 2.9.14 alone needs 21 s) is refused by the pre-scan.
    @Test func fortyThousandAttributes() throws {
        let attributes = (0..<40_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        try check(Documents.screen("    <view \(attributes)/>\n"), name: "35-40000-attributes.layout.xml")
    }

    /// 36 and 37: 100 MB and 3 GB files are refused from their size, before any byte is read (the 3 GB one would
    /// also trap in an `Int32` conversion for libxml2).
    @Test(arguments: [(Int64(100_000_000), "36-100-megabytes"), (Int64(3) << 30, "37-3-gigabytes-sparse")])
    func hugeFiles(size: Int64, name: String) throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = try GeneratedInput.sparse(size: size, name: "\(name).layout.xml", in: folder)
        try compare(input)
    }

    /// 38: a 20 MB attribute value and a 60 KB element name hit libxml2's token limits (with the input limit
    /// raised past them), a 5 MB label text the label-length limit, and 20 MB of text inside an element is
    /// only a warning (text is not content in the native dialect).
    @Test func hugeTokens() throws {
        var pipeline = Pipeline()
        pipeline.markupLimits.maxBytes = 64 << 20
        let twentyMB = String(repeating: "x", count: 20 << 20)
        try check(Documents.screen("    <label id=\"title\" text=\"\(twentyMB)\"/>\n"),
                  name: "38-20mb-attribute.layout.xml", pipeline: pipeline)
        try check(Documents.screen("    <\(String(repeating: "v", count: 60_000))/>\n"),
                  name: "38-60kb-element-name.layout.xml", pipeline: pipeline)
        try check(Documents.screen("    <label id=\"title\" text=\"\(String(repeating: "y", count: 5 << 20))\"/>\n"),
                  name: "38-5mb-label.layout.xml", pipeline: pipeline)
        try check(Documents.screen("    <label id=\"title\">\(twentyMB)</label>\n"),
                  name: "38-20mb-text.layout.xml", pipeline: pipeline)
    }

    /// 39: 100,000 sibling views stop at the view limit (10,000).
    @Test func hundredThousandSiblings() throws {
        try check(Documents.screen(String(repeating: "    <view/>\n", count: 100_000)),
                  name: "39-100000-siblings.layout.xml")
    }

    /// 40: an error on line 70,003 is reported there (libxml2 stores 65535 for every line past that).
    @Test func seventyThousandLines() throws {
        try check(Documents.screen(String(repeating: "\n", count: 70_000) + "    <stackView id=\"s\" axis=\"diagonal\"/>\n"),
                  name: "40-70000-lines.layout.xml")
    }

    /// 43: one 8 MB line: the columns are exact and the message shows at most 80 characters of the value. (With
    /// two 5 MB values libxml2 2.9.14 stops at the second start tag with "Huge input lookup", reported as 38's
    /// token error.)
    @Test func tenMegabyteLine() throws {
        let text = String(repeating: "z", count: 4 << 20)
        try check(Documents.screen("    <label id=\"title\" text=\"\(text)\"/><stackView id=\"s\" axis=\"\(text)\"/>")
                    .replacingOccurrences(of: "\n", with: " "),
                  name: "43-10mb-line.layout.xml")
    }

    /// 71: 2,000 weak constraints do not outvote one medium one: priorities compare lexicographically, as in
    /// Auto Layout, so the medium constraint's width wins.
    @Test func manyWeakConstraintsAgainstOneMedium() throws {
        let weak = (0..<2_000).map { "      <constraint equation=\"box.width == \($0 % 7) @1\"/>\n" }.joined()
        let text = Documents.screen("""
                <view id="box" height="10" pin="margins" pinEdges="top leading"/>
                <constraints>
            \(weak)      <constraint equation="box.width == 100 @500"/>
                </constraints>

            """)
        try check(text, name: "71-2000-weak-1-medium.layout.xml")
        let pipeline = Pipeline()
        let (document, _) = pipeline.parse(text: text)
        let laidOut = pipeline.layout(document, for: pipeline.defaultConfiguration(for: document).0)
        let box = try #require(laidOut.layout?.scenes.first?.nodes.first { $0.id == "box" })
        #expect(box.frame.width == 100)
    }

    /// 73: a chain of 100,000 views, each placed after the previous one, stops at the view limit; nothing
    /// recursive walks the chain.
    @Test func hundredThousandViewChain() throws {
        var body = ""
        for index in 0..<100_000 { body += "    <view id=\"v\(index)\" width=\"1\" height=\"1\"/>\n" }
        body += "    <constraints>\n"
        for index in 1..<100_000 { body += "      <constraint equation=\"v\(index).leading == v\(index - 1).trailing\"/>\n" }
        body += "    </constraints>\n"
        try check(Documents.screen(body), name: "73-100000-view-chain.layout.xml")
    }

    /// 80: 1,000 variations on one view; the keys are a closed set of nine, so all but the first of each are
    /// duplicates, and the printed list stops after 50 diagnostics.
    @Test func thousandVariations() throws {
        let keys = ["default", "widthClass=compact", "widthClass=regular", "heightClass=compact", "heightClass=regular",
                    "heightClass=compact-widthClass=compact", "heightClass=regular-widthClass=compact",
                    "heightClass=compact-widthClass=regular", "heightClass=regular-widthClass=regular"]
        let variations = (0..<1_000).map { "      <variation key=\"\(keys[$0 % keys.count])\" spacing=\"\($0 % 50)\"/>\n" }
        try check(Documents.screen("    <stackView id=\"column\">\n\(variations.joined())    </stackView>\n"),
                  name: "80-1000-variations.layout.xml")
    }

    // MARK: - Helpers

    private func check(_ text: String, name: String, pipeline: Pipeline = Pipeline()) throws {
        try check(Array(text.utf8), name: name, pipeline: pipeline)
    }

    private func check(_ bytes: [UInt8], name: String, pipeline: Pipeline = Pipeline()) throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try compare(try GeneratedInput.write(bytes, name: name, in: folder), pipeline: pipeline)
    }

    private func compare(_ input: GeneratedInput, pipeline: Pipeline = Pipeline()) throws {
        let (printed, _) = CheckRun.output(displayPath: input.displayPath, fileSystemPath: input.path, pipeline: pipeline)
        let outcome = GoldenFile.check(printed, against: CheckRun.goldenPath(for: "\(Self.goldenFolder)/\(input.name)"))
        #expect(outcome.isMatch, "\(outcome)")
    }
}

extension Pipeline {
    /// Parses text without a file (for tests that look at the layout).
    func parse(text: String) -> (MarkupDocument, [Diagnostic]) {
        MarkupParser.parse(SourceFile(path: "generated.layout.xml", text: text), limits: markupLimits)
    }

    func layout(_ document: MarkupDocument, for configuration: LayoutConfiguration) -> LaidOutDocument {
        var timings = StageTimings()
        return layout(document, for: configuration, timings: &timings)
    }
}
