import LayoutModel

/// The `frames` command's output: JSON in the `stackboard.frames/1` contract (frames relative to the parent
/// view, in points, ids as in the document, diagnostics included), or an indented text tree for people.
public enum FramesReport {
    /// The JSON document, one view per line, keys in a fixed order, ending with a newline.
    public static func json(_ layout: LayoutDocument, file: String, diagnostics: [Diagnostic]) -> String {
        String(decoding: jsonBytes(layout, file: file, diagnostics: diagnostics), as: UTF8.self)
    }

    /// ``json(_:file:diagnostics:)`` as UTF-8 bytes, written straight into one buffer (no string per number or
    /// per view), ready for a single write.
    public static func jsonBytes(_ layout: LayoutDocument, file: String, diagnostics: [Diagnostic]) -> [UInt8] {
        let configuration = layout.configuration
        var out: [UInt8] = []
        out.reserveCapacity(1024 + layout.scenes.reduce(0) { $0 + $1.nodes.count * 128 })
        func put(_ literal: StaticString) { JSONText.append(literal, to: &out) }
        func string(_ text: String) { JSONText.appendString(text, to: &out) }
        func number(_ value: Double) { appendNumber(value, to: &out) }

        put("{\n  \"schema\": \"stackboard.frames/1\",\n  \"file\": ")
        string(file)
        put(",\n  \"configuration\": {\"device\": ")
        JSONText.appendOptionalString(configuration.device, to: &out)
        put(", \"orientation\": ")
        JSONText.appendOptionalString(configuration.orientation?.rawValue, to: &out)
        put(", \"width\": ")
        number(configuration.size.width)
        put(", \"height\": ")
        number(configuration.size.height)
        put(", \"scale\": ")
        number(configuration.scale)
        put(", \"horizontalSizeClass\": ")
        string(configuration.traits.horizontalSizeClass.rawValue)
        put(", \"verticalSizeClass\": ")
        string(configuration.traits.verticalSizeClass.rawValue)
        put("},\n  \"scenes\": [")
        for (sceneIndex, scene) in layout.scenes.enumerated() {
            put(sceneIndex == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ")
            string(scene.id)
            put(", \"name\": ")
            JSONText.appendOptionalString(scene.name, to: &out)
            put(", \"views\": [")
            let nodes = scene.nodes
            for index in nodes.indices {
                let node = nodes[index]
                put(index == 0 ? "\n      {\"id\": " : ",\n      {\"id\": ")
                string(node.id)
                put(", \"kind\": ")
                string(node.elementName)
                put(", \"parent\": ")
                if let parent = node.parent { string(nodes[parent].id) } else { put("null") }
                let frame = node.frame
                put(", \"frame\": [")
                number(frame.x)
                put(", ")
                number(frame.y)
                put(", ")
                number(frame.width)
                put(", ")
                number(frame.height)
                put(node.hidden ? "], \"hidden\": true}" : "], \"hidden\": false}")
            }
            put(nodes.isEmpty ? "]}" : "\n    ]}")
        }
        put(layout.scenes.isEmpty ? "],\n" : "\n  ],\n")
        put("  \"diagnostics\": [")
        var sink = DiagnosticSink()
        sink.append(contentsOf: diagnostics)
        var first = true
        for diagnostic in sink.sorted {
            for entry in [diagnostic] + diagnostic.notes {
                put(first ? "\n    {\"severity\": " : ",\n    {\"severity\": ")
                first = false
                string(entry.severity.rawValue)
                put(", \"message\": ")
                string(entry.message)
                if let location = entry.location {
                    put(", \"line\": ")
                    appendDecimal(location.line, to: &out)
                    put(", \"column\": ")
                    appendDecimal(location.column, to: &out)
                }
                put("}")
            }
        }
        put(first ? "]\n}\n" : "\n  ]\n}\n")
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
