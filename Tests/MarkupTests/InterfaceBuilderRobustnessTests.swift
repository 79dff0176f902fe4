import Foundation
import LayoutModel
@testable import Markup
import Testing

/// Deep, wide and damaged documents: the reader uses explicit stacks, is linear, and never traps on input.
@Suite struct InterfaceBuilderRobustnessTests {
    @Test func nestingAsDeepAsTheLoaderAllows() throws {
        let depth = 118
        var views = ""
        for level in 0..<depth {
            views += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="D\#(level)"><subviews>"#
        }
        views += #"<label opaque="NO" contentMode="left" text="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="LEAF"/>"#
        for _ in 0..<depth { views += "</subviews></view>" }
        let (read, diagnostics) = readIB(xib(views), limits: MarkupLimits(maxDepth: 250))
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        let all = document.allViews
        #expect(all.count == depth + 1)
        #expect(all.last?.view.id == "LEAF")
        #expect(all.last?.parent == "D\(depth - 1)")
    }

    @Test func wideDocumentsKeepEveryLeafInOrder() throws {
        let count = 10_000
        var leaves = ""
        leaves.reserveCapacity(count * 120)
        for index in 0..<count {
            leaves += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="W\#(index)"/>"#
        }
        let text = xib(#"<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="ROW"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews>\#(leaves)</subviews></stackView>"#)
        let (read, diagnostics) = readIB(text)
        #expect(diagnostics.isEmpty)
        let stack = try #require(read?.scenes.first?.root)
        #expect(stack.subviews.count == count)
        #expect(stack.subviews.first?.id == "W0")
        #expect(stack.subviews.last?.id == "W\(count - 1)")
    }

    /// Every attribute of every fixture replaced in turn by hostile values: the reader reports or ignores them and
    /// never traps.
    @Test func damagedAttributeValuesNeverTrap() throws {
        let hostile = ["", "nan", "-inf", "1e999", "-0", "9223372036854775807", "0x1p3", "YES", "1:0", ":", "⚠️"]
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ib")
        for name in ["cells.xib", "legacy-guides.storyboard", "size-classes.storyboard", "frame-inset.storyboard"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let pieces = text.components(separatedBy: "\"")
            var reads = 0
            // Odd pieces are attribute values; damage every seventh one with each hostile value.
            for index in stride(from: 1, to: pieces.count, by: 14) {
                for value in hostile {
                    var damaged = pieces
                    damaged[index] = value
                    let (document, diagnostics) = readIB(damaged.joined(separator: "\""), path: name)
                    #expect(document != nil || diagnostics.contains { $0.severity == .error })
                    reads += 1
                }
            }
            #expect(reads > 50)
        }
    }
}
