/// What a command accepts, as its help, its usage line and the parser see it: plain values, declared once per
/// command (and per option group), so that parsing needs no reflection and no runtime type lookups.
struct CommandSpec: Sendable {
    /// The name after `stackboard`: `frames`.
    var name: String
    /// One line for the list of subcommands and the help's OVERVIEW.
    var abstract: String
    /// Paragraphs under the overview; lines that start with spaces keep them (examples).
    var discussion: String = ""
    /// Positional arguments in order; a repeated one takes every remaining argument and must be last.
    var positionals: [PositionalSpec] = []
    var options: [OptionSpec] = []

    /// The option with this long name or (for a one-letter name) this short name.
    func option(named name: Substring) -> OptionSpec? {
        options.first { $0.name == name } ?? (name.count == 1 ? options.first { $0.short == name.first } : nil)
    }
}

/// A positional argument: `<file>` or, repeated, `<files> ...` (one or more).
struct PositionalSpec: Sendable {
    var name: String
    var help: String
    var repeated = false
    /// File names complete it (``CompletionScript``), with these extensions; nil: not a file, empty: any file.
    var files: [String]?

    /// The extensions of the documents Stackboard reads.
    static let documentExtensions = ["xml", "storyboard", "xib"]

    /// `<file>` or `<files> ...`.
    var synopsis: String { repeated ? "<\(name)> ..." : "<\(name)>" }
}

/// An option: a flag (`--timings`), an option with a value (`--format <format>`), or one that may be given several
/// times and keeps every value (`--device <name> ...`). A single-valued option given twice keeps the last value.
struct OptionSpec: Sendable {
    enum Kind: Sendable, Equatable {
        case flag, value, repeated
    }

    /// The long name without dashes.
    var name: String
    /// A one-letter alias (`-o`).
    var short: Character?
    var kind: Kind
    /// The placeholder of the value in help and usage.
    var valueName: String
    var help: String
    /// The only values allowed (an enumeration's cases), checked while parsing and listed in the help.
    var values: [String] = []
    /// The value used when the option is not given, as the help shows it.
    var defaultValue: String?
    /// Whether the command cannot run without it (checked while parsing).
    var isRequired = false
    /// File names complete its value (``CompletionScript``), with these extensions; nil: not a file, empty: any.
    var files: [String]?

    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, valueName: "", help: help)
    }

    static func value(_ name: String, short: Character? = nil, valueName: String? = nil, help: String,
                      values: [String] = [], default defaultValue: String? = nil, required: Bool = false,
                      files: [String]? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .value, valueName: valueName ?? name, help: help, values: values,
                   defaultValue: defaultValue, isRequired: required, files: files)
    }

    static func repeated(_ name: String, valueName: String? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .repeated, valueName: valueName ?? name, help: help)
    }

    /// `--format <format>`, `-o, --output <output>`, `--timings`: how the option is listed in help and errors.
    var label: String {
        let long = kind == .flag ? "--\(name)" : "--\(name) <\(valueName)>"
        return short.map { "-\($0), \(long)" } ?? long
    }

    /// `[--format <format>]`, `[--device <name> ...]`, `[--timings]`, `--output <output>` (required): the option
    /// in a usage line.
    var synopsis: String {
        switch kind {
        case .flag: "[--\(name)]"
        case .value: isRequired ? "--\(name) <\(valueName)>" : "[--\(name) <\(valueName)>]"
        case .repeated: "[--\(name) <\(valueName)> ...]"
        }
    }

    /// The help with the allowed values and the default appended, as the OPTIONS section shows it.
    var fullHelp: String {
        var notes: [String] = []
        if !values.isEmpty { notes.append("values: " + values.joined(separator: ", ")) }
        if let defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}

/// An enumeration whose cases are an option's values: the case names, as written on the command line.
protocol ArgumentChoice: RawRepresentable, CaseIterable where RawValue == String {}

extension ArgumentChoice {
    /// Every case's name, in declaration order.
    static var names: [String] { allCases.map(\.rawValue) }
}
