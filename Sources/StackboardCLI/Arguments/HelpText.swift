/// The tool itself: its name, what it does, its version, and the options it takes before any subcommand (besides
/// `--version` and `-h`/`--help`).
struct ToolSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String
    var version: String
    var options: [OptionSpec] = []

    /// The tool's own options as a command's spec, for the parser.
    var rootSpec: CommandSpec { CommandSpec(name: name, abstract: abstract, options: options) }
}

/// Help pages, usage lines and usage errors, wrapped to 80 columns: an OVERVIEW, the discussion, USAGE, then the
/// ARGUMENTS, OPTIONS and SUBCOMMANDS, each entry's help in a column of its own.
enum HelpText {
    static let width = 80
    /// Where the help of an entry starts; a longer label puts it on the next line.
    static let helpColumn = 26

    /// `stackboard frames --help`.
    static func command(_ spec: CommandSpec, tool: ToolSpec) -> String {
        var text = overview(spec.abstract, discussion: spec.discussion)
        text += usage(spec, tool: tool.name, prefix: "USAGE: ") + "\n"
        if !spec.positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            text += spec.positionals.map { entry("<\($0.name)>", $0.help) }.joined()
        }
        text += "\nOPTIONS:\n"
        text += spec.options.map { entry($0.label, $0.fullHelp) }.joined()
        text += entry("-h, --help", "Show help information.")
        return text
    }

    /// `stackboard --help`.
    static func root(_ tool: ToolSpec, commands: [CommandSpec]) -> String {
        var text = overview(tool.abstract, discussion: tool.discussion)
        text += "USAGE: \(tool.name) <subcommand>\n"
        text += "\nOPTIONS:\n"
        text += entry("--version", "Show the version.")
        text += tool.options.map { entry($0.label, $0.fullHelp) }.joined()
        text += entry("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n"
        text += commands.map { entry($0.name, $0.abstract) }.joined()
        text += "\n  See '\(tool.name) help <subcommand>' for detailed help.\n"
        return text
    }

    /// `prefix` and `stackboard frames <file> [--scene <scene>] ...`, wrapped under the command's name; `brief`
    /// shows the optional options as `[<options>]`.
    static func usage(_ spec: CommandSpec, tool: String, prefix: String, brief: Bool = false) -> String {
        let head = "\(prefix)\(tool) \(spec.name)"
        let options = brief
            ? spec.options.filter(\.isRequired).map(\.synopsis) + (spec.options.contains { !$0.isRequired } ? ["[<options>]"] : [])
            : spec.options.map(\.synopsis)
        let words = spec.positionals.map(\.synopsis) + options
        var lines = [head]
        let indent = String(repeating: " ", count: min(head.count + 1, width / 2))
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count <= width || lines[lines.count - 1] == indent {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(indent + word)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What a usage error prints: the message, the help of what it is about, the usage and where to learn more.
    static func error(_ error: ValidationError, spec: CommandSpec?, tool: ToolSpec) -> String {
        var text = "error: \(error.message)\n"
        if let subject = error.subject {
            text += wrap("\(subject.label): \(subject.help)", indent: 2, firstIndent: 2).joined(separator: "\n") + "\n"
        }
        if let spec {
            text += usage(spec, tool: tool.name, prefix: "usage: ", brief: true) + "\n"
            text += "see '\(tool.name) \(spec.name) --help' for more information\n"
        } else {
            text += "usage: \(tool.name) <subcommand>\n"
            text += "see '\(tool.name) --help' for the subcommands\n"
        }
        return text
    }

    private static func overview(_ abstract: String, discussion: String) -> String {
        var text = wrap("OVERVIEW: " + abstract, indent: 0).joined(separator: "\n") + "\n\n"
        guard !discussion.isEmpty else { return text }
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            let leading = line.prefix { $0 == " " }.count
            text += wrap(String(line.dropFirst(leading)), indent: leading, firstIndent: leading)
                .joined(separator: "\n") + "\n"
        }
        return text + "\n"
    }

    /// `  --format <format>       Output format ...`, the help wrapped in its column.
    private static func entry(_ label: String, _ help: String) -> String {
        let helpLines = wrap(help, indent: helpColumn, firstIndent: helpColumn)
        let head = "  " + label
        guard head.count + 2 <= helpColumn else {
            return head + "\n" + helpLines.joined(separator: "\n") + "\n"
        }
        let first = head + String(repeating: " ", count: helpColumn - head.count)
            + helpLines[0].dropFirst(helpColumn)
        return ([first] + helpLines.dropFirst()).joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most ``width`` columns (a longer word gets a line of its own), the first indented by
    /// `firstIndent` spaces and the rest by `indent`.
    static func wrap(_ text: String, indent: Int, firstIndent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent)
        var lineIsEmpty = true
        for word in text.split(separator: " ") {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        lines.append(line)
        return lines
    }
}
