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
        var out = ByteWriter(capacity: 1024 + layout.scenes.reduce(0) { $0 + $1.nodes.count * 128 })

        out.write("{\n  \"schema\": \"stackboard.frames/1\",\n  \"file\": ")
        out.write(jsonString: file)
        out.write(",\n  \"configuration\": {\"device\": ")
        out.write(optionalJSONString: configuration.device)
        out.write(", \"orientation\": ")
        out.write(optionalJSONString: configuration.orientation?.rawValue)
        out.write(", \"width\": ")
        out.write(number: configuration.size.width)
        out.write(", \"height\": ")
        out.write(number: configuration.size.height)
        out.write(", \"scale\": ")
        out.write(number: configuration.scale)
        out.write(", \"horizontalSizeClass\": ")
        out.write(jsonString: configuration.traits.horizontalSizeClass.rawValue)
        out.write(", \"verticalSizeClass\": ")
        out.write(jsonString: configuration.traits.verticalSizeClass.rawValue)
        out.write("},\n  \"scenes\": [")
        for (sceneIndex, scene) in layout.scenes.enumerated() {
            out.write(sceneIndex == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ")
            out.write(jsonString: scene.id)
            out.write(", \"name\": ")
            out.write(optionalJSONString: scene.name)
            out.write(", \"views\": [")
            let nodes = scene.nodes
            for index in nodes.indices {
                // Fields are read in place: copying a whole node per view would retain all its references.
                out.write(index == 0 ? "\n      {\"id\": " : ",\n      {\"id\": ")
                out.write(jsonString: nodes[index].id)
                out.write(", \"kind\": ")
                out.write(jsonString: nodes[index].elementName)
                out.write(", \"parent\": ")
                if let parent = nodes[index].parent { out.write(jsonString: nodes[parent].id) } else { out.write("null") }
                let frame = nodes[index].frame
                out.write(", \"frame\": [")
                out.write(number: frame.x)
                out.write(", ")
                out.write(number: frame.y)
                out.write(", ")
                out.write(number: frame.width)
                out.write(", ")
                out.write(number: frame.height)
                out.write(nodes[index].hidden ? "], \"hidden\": true}" : "], \"hidden\": false}")
            }
            out.write(nodes.isEmpty ? "]}" : "\n    ]}")
        }
        out.write(layout.scenes.isEmpty ? "],\n" : "\n  ],\n")
        out.write("  \"diagnostics\": [")
        var sink = DiagnosticSink()
        sink.append(contentsOf: diagnostics)
        var first = true
        for diagnostic in sink.sorted {
            for entry in [diagnostic] + diagnostic.notes {
                out.write(first ? "\n    {\"severity\": " : ",\n    {\"severity\": ")
                first = false
                out.write(jsonString: entry.severity.rawValue)
                out.write(", \"message\": ")
                out.write(jsonString: entry.message)
                if let location = entry.location {
                    out.write(", \"line\": ")
                    out.write(decimal: location.line)
                    out.write(", \"column\": ")
                    out.write(decimal: location.column)
                }
                out.write("}")
            }
        }
        out.write(first ? "]\n}\n" : "\n  ]\n}\n")
        return out.finish()
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
