import LayoutModel

/// The `frames` command's output: JSON in the `stackboard.frames/1` contract (frames relative to the parent
/// view, in points, ids as in the document, diagnostics included), or an indented text tree for people.
public enum FramesReport {
    /// The JSON document, one view per line, keys in a fixed order, ending with a newline.
    public static func json(_ layout: LayoutDocument, file: String, diagnostics: [Diagnostic]) -> String {
        let configuration = layout.configuration
        var out = "{\n"
        out += "  \"schema\": \"stackboard.frames/1\",\n"
        out += "  \"file\": \(JSONText.string(file)),\n"
        out += "  \"configuration\": {"
        out += "\"device\": \(JSONText.optionalString(configuration.device)), "
        out += "\"orientation\": \(JSONText.optionalString(configuration.orientation?.rawValue)), "
        out += "\"width\": \(formatNumber(configuration.size.width)), "
        out += "\"height\": \(formatNumber(configuration.size.height)), "
        out += "\"scale\": \(formatNumber(configuration.scale)), "
        out += "\"horizontalSizeClass\": \"\(configuration.traits.horizontalSizeClass.rawValue)\", "
        out += "\"verticalSizeClass\": \"\(configuration.traits.verticalSizeClass.rawValue)\"},\n"
        out += "  \"scenes\": ["
        for (sceneIndex, scene) in layout.scenes.enumerated() {
            out += sceneIndex == 0 ? "\n" : ",\n"
            out += "    {\"id\": \(JSONText.string(scene.id)), \"name\": \(JSONText.optionalString(scene.name)), "
            out += "\"views\": ["
            for (index, node) in scene.nodes.enumerated() {
                out += index == 0 ? "\n" : ",\n"
                let parent = node.parent.map { JSONText.string(scene.nodes[$0].id) } ?? "null"
                let frame = node.frame
                out += "      {\"id\": \(JSONText.string(node.id)), \"kind\": \(JSONText.string(node.elementName)), "
                out += "\"parent\": \(parent), \"frame\": [\(formatNumber(frame.x)), \(formatNumber(frame.y)), "
                out += "\(formatNumber(frame.width)), \(formatNumber(frame.height))], \"hidden\": \(node.hidden)}"
            }
            out += scene.nodes.isEmpty ? "]}" : "\n    ]}"
        }
        out += layout.scenes.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"diagnostics\": ["
        var sink = DiagnosticSink()
        sink.append(contentsOf: diagnostics)
        let flattened = sink.sorted.flatMap { [$0] + $0.notes }
        for (index, diagnostic) in flattened.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"severity\": \"\(diagnostic.severity.rawValue)\", \"message\": \(JSONText.string(diagnostic.message))"
            if let location = diagnostic.location {
                out += ", \"line\": \(location.line), \"column\": \(location.column)"
            }
            out += "}"
        }
        out += flattened.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// An indented tree: `id kind (x, y, w × h)` per view, hidden views marked.
    public static func text(_ layout: LayoutDocument) -> String {
        let configuration = layout.configuration
        var out = "\(configuration.device ?? "custom canvas")"
        if let orientation = configuration.orientation { out += " \(orientation.rawValue)" }
        out += ", \(formatNumber(configuration.size.width)) × \(formatNumber(configuration.size.height)) pt"
        out += " @\(formatNumber(configuration.scale))x, \(configuration.traits)\n"
        for scene in layout.scenes {
            out += "\nscene \(scene.id)\(scene.name.map { " (\($0))" } ?? "")\n"
            var depth = [Int](repeating: 0, count: scene.nodes.count)
            for (index, node) in scene.nodes.enumerated() {
                if let parent = node.parent { depth[index] = depth[parent] + 1 }
                let frame = node.frame
                out += String(repeating: "  ", count: depth[index] + 1)
                out += "\(node.id) \(node.elementName) (\(formatNumber(frame.x)), \(formatNumber(frame.y)), "
                out += "\(formatNumber(frame.width)) × \(formatNumber(frame.height)))"
                if node.hidden { out += " hidden" }
                out += "\n"
            }
        }
        return out
    }
}
