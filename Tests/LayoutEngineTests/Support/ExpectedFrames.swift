import Foundation
import LayoutModel

/// Expected frames from a sidecar `*.frames.json` (architecture.md §3.5): an array of nodes
/// `{"id": …, "frame": [x, y, w, h], "children": […]}`, frames relative to the parent. Only the listed views are
/// compared.
struct ExpectedFrames {
    var frames: [(id: String, frame: Rect)] = []

    init(json data: Data) throws {
        let root = try JSONSerialization.jsonObject(with: data)
        guard let nodes = root as? [Any] else { throw FixtureError.malformed("top level must be an array") }
        try collect(nodes)
    }

    private mutating func collect(_ nodes: [Any]) throws {
        for case let node as [String: Any] in nodes {
            guard let id = node["id"] as? String else { throw FixtureError.malformed("node without an id") }
            if let frame = node["frame"] as? [Double], frame.count == 4 {
                frames.append((id, Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])))
            } else if node["frame"] != nil {
                throw FixtureError.malformed("frame of '\(id)' must be four numbers")
            }
            if let children = node["children"] as? [Any] { try collect(children) }
        }
    }

    /// The mismatches between these frames and a scene's, within `tolerance`; empty when everything matches.
    func mismatches(in scene: LayoutScene, tolerance: Double = 0.01) -> [String] {
        var problems: [String] = []
        for (id, expected) in frames {
            guard let node = scene.nodes.first(where: { $0.id == id }) else {
                problems.append("'\(id)': not in the layout")
                continue
            }
            let actual = node.frame
            let pairs = [(expected.x, actual.x), (expected.y, actual.y), (expected.width, actual.width),
                         (expected.height, actual.height)]
            if pairs.contains(where: { abs($0.0 - $0.1) > tolerance }) {
                problems.append("'\(id)': expected \(describe(expected)), got \(describe(actual))")
            }
        }
        return problems
    }
}

enum FixtureError: Error, CustomStringConvertible {
    case malformed(String)
    case missing(String)

    var description: String {
        switch self {
        case .malformed(let message): "malformed fixture: \(message)"
        case .missing(let path): "missing fixture file \(path)"
        }
    }
}

func describe(_ rect: Rect) -> String {
    "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
}

/// The directory of this test target's fixtures.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// Loads `Fixtures/<name>.frames.json`.
func expectedFrames(_ name: String) throws -> ExpectedFrames {
    let url = fixturesDirectory.appendingPathComponent(name + ".frames.json")
    guard let data = try? Data(contentsOf: url) else { throw FixtureError.missing(url.path) }
    return try ExpectedFrames(json: data)
}

