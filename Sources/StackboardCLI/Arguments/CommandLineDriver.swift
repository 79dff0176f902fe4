import LayoutModel

/// A subcommand of the tool: what it accepts, how it reads its parsed arguments, and what it does.
protocol Subcommand {
    static var spec: CommandSpec { get }
    /// Reads and validates the arguments; a mistake is a ``ValidationError``.
    init(_ arguments: ParsedArguments) throws
    /// Throws a ``ValidationError`` for a usage mistake found late, an ``ExitCode`` after printing what went wrong.
    func run() throws
}

/// Options that several subcommands share, declared once and read as a unit.
protocol OptionGroup {
    static var options: [OptionSpec] { get }
    init(_ arguments: ParsedArguments) throws
}

extension OptionGroup {
    /// The group read from `arguments` alone.
    static func parse(_ arguments: [String]) throws -> Self {
        let spec = CommandSpec(name: "options", abstract: "", options: options)
        guard case .arguments(let parsed) = try ArgumentParsing.parse(arguments, for: spec) else {
            throw ValidationError("help or version asked for where options were expected")
        }
        return try Self(parsed)
    }
}

/// Picks the subcommand, parses its arguments, runs it and turns the outcome into an exit status: 0, 64 for usage
/// mistakes (printed with the usage), the status of an ``ExitCode``, 1 for any other error.
enum CommandLineDriver {
    static func run(_ arguments: [String], tool: ToolSpec, commands: [any Subcommand.Type]) -> Int32 {
        // Every command's spec only where a list of them is printed or searched: a run of one command builds the
        // specs up to its own (some build help texts from catalogs, a cost paid at every start otherwise).
        var specs: [CommandSpec] { commands.map { $0.spec } }
        guard let first = arguments.first else { return write(HelpText.root(tool, commands: specs)) }
        if ArgumentParsing.isOption(first) { return runRootOptions(arguments, tool: tool, specs: specs) }
        switch first {
        case "help":
            guard arguments.count > 1 else { return write(HelpText.root(tool, commands: specs)) }
            guard let spec = commands.lazy.map({ $0.spec }).first(where: { $0.name == arguments[1] }) else {
                return usageError(unknownSubcommand(arguments[1], specs: specs), spec: nil, tool: tool)
            }
            return write(HelpText.command(spec, tool: tool))
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            return usageError(unknownSubcommand(first, specs: specs), spec: nil, tool: tool)
        }
        let spec = command.spec
        do {
            switch try ArgumentParsing.parse(Array(arguments.dropFirst()), for: spec) {
            case .help:
                return write(HelpText.command(spec, tool: tool))
            case .version:
                return write(tool.version + "\n")
            case .arguments(let parsed):
                try command.init(parsed).run()
                return 0
            }
        } catch let mistake as ValidationError {
            return usageError(mistake, spec: spec, tool: tool)
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            Console.error("error: \(error)")
            return ExitStatus.inputErrors.rawValue
        }
    }

    /// A command line that starts with an option: the tool's own options, `--version` or `-h`/`--help`, read by
    /// the same parser as a command's, against ``ToolSpec/rootSpec``.
    private static func runRootOptions(_ arguments: [String], tool: ToolSpec, specs: [CommandSpec]) -> Int32 {
        do {
            switch try ArgumentParsing.parse(arguments, for: tool.rootSpec) {
            case .help:
                return write(HelpText.root(tool, commands: specs))
            case .version:
                return write(tool.version + "\n")
            case .arguments(let parsed):
                guard let shell = try parsed.choice("generate-completion-script", as: CompletionScript.Shell.self) else {
                    return write(HelpText.root(tool, commands: specs))
                }
                return write(CompletionScript.script(for: shell, tool: tool, commands: specs))
            }
        } catch {
            return usageError(error, spec: nil, tool: tool)
        }
    }

    private static func unknownSubcommand(_ name: String, specs: [CommandSpec]) -> ValidationError {
        let suggestion = Suggestions.closest(to: name, in: specs.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        return ValidationError("unknown subcommand '\(name)'\(suggestion)")
    }

    private static func usageError(_ mistake: ValidationError, spec: CommandSpec?, tool: ToolSpec) -> Int32 {
        Console.error(HelpText.error(mistake, spec: spec, tool: tool))
        return ExitStatus.usage.rawValue
    }

    /// Help and the version on standard output; 74 when it cannot be written.
    private static func write(_ text: String) -> Int32 {
        do {
            try Console.output(text)
            return 0
        } catch {
            Console.error(error.description)
            return ExitStatus.io.rawValue
        }
    }
}
