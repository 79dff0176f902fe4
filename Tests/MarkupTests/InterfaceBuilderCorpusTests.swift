import Foundation
import LayoutModel
@testable import Markup
import Testing

/// Reads every document of the frame oracle (`../shared/oracle/files` beside the package) and checks that every view
/// with a stored frame is in the document, under the right parent, with that frame.
///
/// The expectations come from the XML itself through an independent walk that follows the oracle harness's rules
/// (`shared/oracle/README.md`, "What is compared"): a view is an element inside `<subviews>`, a known view element,
/// or an element with a `<rect key="frame">` child; subtrees of `<variation>`, `<constraints>` and the like hold
/// none; a view's parent is the nearest enclosing view.
@Suite struct InterfaceBuilderCorpusTests {
    static let corpusFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/oracle/files").standardizedFileURL

    static var corpusFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            .map { corpusFolder.appendingPathComponent($0) }
    }

    static var corpusAvailable: Bool { !corpusFiles.isEmpty }

    @Test(.enabled(if: corpusAvailable, "the oracle corpus ../shared/oracle/files is not beside the package"))
    func everyStoredFrameIsRead() throws {
        var totals = (files: 0, views: 0, frames: 0)
        for url in Self.corpusFiles {
            let bytes = try [UInt8](Data(contentsOf: url))
            let (read, diagnostics) = readIB(bytes: bytes, path: url.lastPathComponent)
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(url.lastPathComponent): \(errors.map(\.description))")
            let document = try #require(read, "\(url.lastPathComponent) was not read")
            var sink = DiagnosticSink()
            let root = try #require(XMLLoader.load(SourceFile(path: url.path, bytes: bytes), into: &sink))
            let expected = StoredViews.collect(root)
            var byID: [String: (view: MarkupView, parent: String?)] = [:]
            for entry in document.allViews where byID[entry.view.id] == nil { byID[entry.view.id] = entry }
            for stored in expected {
                guard let found = byID[stored.id] else {
                    Issue.record("\(url.lastPathComponent): view '\(stored.id)' (\(stored.kind)) is missing")
                    continue
                }
                #expect(found.view.elementName == stored.kind, "\(url.lastPathComponent): '\(stored.id)'")
                if stored.parent == StoredViews.anonymous {
                    #expect(found.parent?.hasPrefix("_") == true, "\(url.lastPathComponent): parent of '\(stored.id)'")
                } else {
                    #expect(found.parent == stored.parent, "\(url.lastPathComponent): parent of '\(stored.id)'")
                }
                if let frame = stored.frame {
                    #expect(found.view.stored?.frame == frame, "\(url.lastPathComponent): frame of '\(stored.id)'")
                    totals.frames += 1
                }
            }
            totals.files += 1
            totals.views += expected.count
        }
        // The oracle's own count (README, "--self-test"): 52 files; 1319 comparable views, 37 without a stored frame.
        #expect(totals.files == Self.corpusFiles.count)
        #expect(totals.views > 1_300)
        #expect(totals.frames > 1_300)
    }
}

/// The harness's reading of a document: every view with an id, its element name, its parent and its stored frame.
private enum StoredViews {
    struct Entry {
        var id: String
        var kind: String
        var parent: String?
        var frame: Rect?
    }

    /// The parent of views whose superview has no id (old collection view cells' content views).
    static let anonymous = "<no id>"

    static let viewTags: Set<String> = [
        "view", "stackView", "label", "button", "imageView", "textField", "textView", "switch", "slider", "stepper",
        "segmentedControl", "progressView", "activityIndicatorView", "pageControl", "scrollView", "tableView",
        "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "visualEffectView", "mapView", "datePicker",
        "pickerView", "searchBar", "navigationBar", "tabBar", "toolbar", "containerView", "webView", "wkWebView",
        "window",
    ]
    static let skipped: Set<String> = [
        "constraints", "connections", "resources", "designables", "dependencies", "userDefinedRuntimeAttributes",
        "accessibility", "variation", "mask", "attributedString", "fontDescription", "state", "color",
    ]

    static func collect(_ root: XMLElement) -> [Entry] {
        var entries: [Entry] = []
        // (element, holder name, nearest enclosing view id)
        var stack: [(XMLElement, String, String?)] = [(root, "", nil)]
        while let (element, holder, parent) = stack.popLast() {
            if skipped.contains(element.name) { continue }
            let frameElement = element.children.first { $0.name == "rect" && $0["key"] == "frame" }
            let isView = element !== root
                && (holder == "subviews" || viewTags.contains(element.name) || frameElement != nil)
            var childParent = parent
            if isView {
                if let id = element["id"] {
                    entries.append(Entry(id: id, kind: element.name, parent: parent, frame: frameElement.map(rect)))
                }
                childParent = element["id"] ?? anonymous
            }
            for child in element.children.reversed() { stack.append((child, element.name, childParent)) }
        }
        return entries
    }

    static func rect(_ element: XMLElement) -> Rect {
        func value(_ name: String) -> Double { element[name].flatMap(Double.init) ?? 0 }
        return Rect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }
}

private func !== (lhs: XMLElement, rhs: XMLElement) -> Bool {
    lhs.range != rhs.range
}
