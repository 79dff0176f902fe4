import LayoutModel

/// A mistake on the command line: printed with the command's usage, exit status 64 (`EX_USAGE`).
struct ValidationError: Error, CustomStringConvertible {
    var message: String
    /// The option or argument the mistake is about, whose help is printed with the message.
    var subject: (label: String, help: String)?

    init(_ message: String, subject: (label: String, help: String)? = nil) {
        self.message = message
        self.subject = subject
    }

    var description: String { message }
}

/// A command's end with this exit status; whatever explains it has been printed already.
struct ExitCode: Error, Equatable {
    var rawValue: Int32

    init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }
}

/// The arguments of one command, checked against its ``CommandSpec``: every option known, every value present and
/// allowed, every positional argument there.
struct ParsedArguments: Sendable {
    let spec: CommandSpec
    private(set) var flags: Set<String> = []
    /// Every value of each option given, in command-line order.
    private(set) var values: [String: [String]] = [:]
    private(set) var positionals: [String: [String]] = [:]

    /// Whether the flag was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The option's value (the last one when it was given more than once), or nil.
    func string(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeated option, in order.
    func strings(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The option's value as a number (decimal, as Swift's `Double` reads it), or nil when it is not given.
    func number(_ name: String) throws(ValidationError) -> Double? {
        try converted(name) { Double($0) }
    }

    /// The option's value as an integer, or nil when it is not given.
    func integer(_ name: String) throws(ValidationError) -> Int? {
        try converted(name) { Int($0) }
    }

    /// The option's value as one of an enumeration's cases (checked while parsing), or nil when it is not given.
    func choice<Choice: ArgumentChoice>(_ name: String, as type: Choice.Type = Choice.self) throws(ValidationError) -> Choice? {
        try converted(name) { Choice(rawValue: $0) }
    }

    /// The value of a positional argument that is not repeated.
    func positional(_ name: String) -> String {
        positionals[name]?.first ?? ""
    }

    /// Every value of a repeated positional argument.
    func positionalList(_ name: String) -> [String] {
        positionals[name] ?? []
    }

    private func converted<T>(_ name: String, _ convert: (String) -> T?) throws(ValidationError) -> T? {
        guard let text = string(name) else { return nil }
        if let value = convert(text) { return value }
        let option = spec.options.first { $0.name == name }
        throw ValidationError("the value '\(text)' is invalid for '\(option?.label ?? "--" + name)'",
                              subject: option.map { ($0.label, $0.help) })
    }

    fileprivate mutating func add(flag name: String) { flags.insert(name) }
    fileprivate mutating func add(value: String, for name: String) { values[name, default: []].append(value) }
    fileprivate mutating func add(positional value: String, for name: String) {
        positionals[name, default: []].append(value)
    }
}

/// What a command line asks of a command: to run with these arguments, or its help, or the version.
enum ParseOutcome: Sendable {
    case arguments(ParsedArguments)
    case help
    case version
}

/// Reads a command's arguments (everything after its name) against its spec.
///
/// Options may come before, between and after positional arguments; `--name=value` and `--name value` are the same,
/// and so are `-o value` and `--output value`. A value may start with `-` only when it is a number (`--timeout -1`,
/// which validation then refuses with its own message), when it is `-` alone, or after `=`. Everything after `--`
/// is positional. `-h`/`--help` and `--version` win over any mistake elsewhere on the line.
enum ArgumentParsing {
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(ValidationError) -> ParseOutcome {
        let beforeSeparator = arguments.prefix(while: { $0 != "--" })
        if let first = beforeSeparator.first(where: { $0 == "-h" || $0 == "--help" || $0 == "--version" }) {
            return first == "--version" ? .version : .help
        }
        var parsed = ParsedArguments(spec: spec)
        var loose: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !isOption(argument) {
                loose.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = spec.option(named: name) else { throw unknownOption(argument, name: name, in: spec) }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else {
                    throw ValidationError("the flag '--\(option.name)' takes no value", subject: (option.label, option.help))
                }
                parsed.add(flag: option.name)
            case .value, .repeated:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !isOption(arguments[index]) || isNumber(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw ValidationError("missing value for '\(option.label)'", subject: (option.label, option.help))
                }
                if !option.values.isEmpty, !option.values.contains(value) {
                    throw invalidChoice(value, for: option)
                }
                parsed.add(value: value, for: option.name)
            }
        }
        try assign(loose, to: spec, in: &parsed)
        if let missing = spec.options.first(where: { $0.isRequired && parsed.values[$0.name] == nil }) {
            throw ValidationError("missing expected option '--\(missing.name) <\(missing.valueName)>'",
                                  subject: (missing.label, missing.help))
        }
        return .arguments(parsed)
    }

    /// Hands the positional arguments to the spec's positionals in order.
    private static func assign(_ loose: [String], to spec: CommandSpec,
                               in parsed: inout ParsedArguments) throws(ValidationError) {
        var remaining = loose[...]
        for positional in spec.positionals {
            guard let first = remaining.popFirst() else {
                throw ValidationError("missing expected argument '\(positional.synopsis)'",
                                      subject: ("<\(positional.name)>", positional.help))
            }
            parsed.add(positional: first, for: positional.name)
            if positional.repeated {
                while let next = remaining.popFirst() { parsed.add(positional: next, for: positional.name) }
            }
        }
        if let extra = remaining.first {
            throw ValidationError("unexpected argument '\(extra)'")
        }
    }

    /// `-x`, `--name`, `--name=value`, `--`; not `-` alone (standard input) and not a plain word.
    static func isOption(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-")
    }

    /// `-1`, `-0.5`, `-.5`: a negative number, taken as an option's value rather than as an option.
    private static func isNumber(_ argument: String) -> Bool {
        argument.hasPrefix("-") && Double(argument) != nil
    }

    /// `--name=value` → (`name`, `value`); `--name` → (`name`, nil); `-o` → (`o`, nil).
    private static func split(_ argument: String) -> (name: Substring, value: String?) {
        let body = argument.hasPrefix("--") ? argument.dropFirst(2) : argument.dropFirst()
        guard let equals = body.firstIndex(of: "=") else { return (body, nil) }
        return (body[..<equals], String(body[body.index(after: equals)...]))
    }

    private static func unknownOption(_ argument: String, name: Substring, in spec: CommandSpec) -> ValidationError {
        let shown = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let candidates = spec.options.map { "--" + $0.name } + ["--help"]
        let suggestion = Suggestions.closest(to: "--" + name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        return ValidationError("unknown option '\(shown)'\(suggestion)")
    }

    private static func invalidChoice(_ value: String, for option: OptionSpec) -> ValidationError {
        var message = "the value '\(value)' is invalid for '\(option.label)'"
        if let suggestion = Suggestions.closest(to: value, in: option.values) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; use " + listed(option.values)
        }
        return ValidationError(message, subject: (option.label, option.help))
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func listed(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
