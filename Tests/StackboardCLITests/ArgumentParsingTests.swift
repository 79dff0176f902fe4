import LayoutTestSupport
import Testing
@testable import StackboardCLI

/// The command-line parser and the help it prints, on a spec of every kind of argument.
@Suite struct ArgumentParsingTests {
    enum Shade: String, ArgumentChoice {
        case light, dark
    }

    static let spec = CommandSpec(
        name: "paint",
        abstract: "Paint things.",
        discussion: "Paints every thing given, in order.\n\nExample:\n  stackboard paint wall --shade dark",
        positionals: [PositionalSpec(name: "canvas", help: "What to paint on."),
                      PositionalSpec(name: "things", help: "The things to paint.", repeated: true)],
        options: [
            .value("output", short: "o", help: "Where the result goes."),
            .value("shade", help: "How dark.", values: Shade.names, default: "light"),
            .repeated("colour", valueName: "name", help: "Colours, repeated."),
            .value("coats", help: "How many coats.", default: "1"),
            .value("thickness", help: "Millimetres per coat."),
            .value("brush", help: "The brush to use, which every painting needs.", required: true),
            .flag("dry-run", help: "Only say what would be painted."),
        ])

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        guard case .arguments(let parsed) = try ArgumentParsing.parse(arguments, for: Self.spec) else {
            throw ValidationError("not arguments")
        }
        return parsed
    }

    func mistake(_ arguments: [String]) -> String? {
        do {
            _ = try ArgumentParsing.parse(arguments, for: Self.spec)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func optionsGoAnywhereInEitherSpelling() throws {
        let parsed = try parse(["--colour", "red", "wall", "-o", "out.svg", "door", "--brush=wide", "--colour=blue",
                                "--dry-run", "gate", "--shade", "dark"])
        #expect(parsed.positional("canvas") == "wall")
        #expect(parsed.positionalList("things") == ["door", "gate"])
        #expect(parsed.string("output") == "out.svg")
        #expect(parsed.string("brush") == "wide")
        #expect(parsed.strings("colour") == ["red", "blue"])
        #expect(parsed.flag("dry-run"))
        #expect(try parsed.choice("shade", as: Shade.self) == .dark)
        #expect(try parsed.integer("coats") == nil)
    }

    @Test func aSingleValuedOptionGivenTwiceKeepsTheLastValue() throws {
        let parsed = try parse(["wall", "door", "--brush", "a", "--coats", "2", "--coats", "3"])
        #expect(try parsed.integer("coats") == 3)
        #expect(!parsed.flag("dry-run"))
    }

    @Test func negativeNumbersAndTheDashAreValuesAndEverythingAfterTheSeparatorIsPositional() throws {
        let parsed = try parse(["--thickness", "-0.5", "--coats", "-2", "--brush", "b", "-o", "-", "--", "--shade",
                                "-x"])
        #expect(try parsed.number("thickness") == -0.5)
        #expect(try parsed.integer("coats") == -2)
        #expect(parsed.string("output") == "-")
        #expect(parsed.positional("canvas") == "--shade")
        #expect(parsed.positionalList("things") == ["-x"])
    }

    @Test func helpAndVersionWinOverMistakes() throws {
        guard case .help = try ArgumentParsing.parse(["--nope", "-h"], for: Self.spec) else {
            Issue.record("-h is help")
            return
        }
        guard case .version = try ArgumentParsing.parse(["--version", "--help"], for: Self.spec) else {
            Issue.record("--version comes first")
            return
        }
        // After `--`, `--help` is a positional argument like any other.
        let parsed = try parse(["--brush", "b", "wall", "--", "--help"])
        #expect(parsed.positionalList("things") == ["--help"])
    }

    @Test func mistakesSayWhatIsWrongWithASuggestion() {
        #expect(mistake(["wall", "door", "--brush", "b", "--shde", "dark"])
                == "unknown option '--shde'; did you mean '--shade'?")
        #expect(mistake(["wall", "door", "--brush", "b", "--zzzzzz=3"]) == "unknown option '--zzzzzz'")
        #expect(mistake(["wall", "door", "--brush", "b", "--shade", "drak"])
                == "the value 'drak' is invalid for '--shade <shade>'; did you mean 'dark'?")
        #expect(mistake(["wall", "door", "--brush", "b", "--shade", "purple"])
                == "the value 'purple' is invalid for '--shade <shade>'; use 'light' or 'dark'")
        #expect(mistake(["wall", "door", "--brush"]) == "missing value for '--brush <brush>'")
        #expect(mistake(["wall", "door", "--brush", "--dry-run"]) == "missing value for '--brush <brush>'")
        #expect(mistake(["wall", "door", "--brush", "b", "--dry-run=yes"]) == "the flag '--dry-run' takes no value")
        #expect(mistake(["wall", "--brush", "b"]) == "missing expected argument '<things> ...'")
        #expect(mistake(["--brush", "b"]) == "missing expected argument '<canvas>'")
        #expect(mistake(["wall", "door"]) == "missing expected option '--brush <brush>'")
        #expect(mistake(["wall", "door", "--brush", "b", "-x"]) == "unknown option '-x'")
    }

    @Test func numbersThatDoNotReadAreMistakesAboutTheirOption() throws {
        let parsed = try parse(["wall", "door", "--brush", "b", "--coats", "two"])
        #expect(throws: ValidationError.self) { try parsed.integer("coats") }
        do {
            _ = try parsed.integer("coats")
        } catch {
            #expect(error.message == "the value 'two' is invalid for '--coats <coats>'")
            #expect(error.subject?.help == "How many coats.")
        }
    }

    @Test func surplusArgumentsAreRefusedWhenNothingRepeats() {
        let single = CommandSpec(name: "one", abstract: "", positionals: [PositionalSpec(name: "file", help: "")])
        #expect(throws: ValidationError.self) { try ArgumentParsing.parse(["a", "b"], for: single) }
        #expect(throws: ValidationError.self) { try ArgumentParsing.parse([], for: single) }
    }

    @Test func helpListsEveryArgumentInColumnsWithinEightyCharacters() {
        let help = HelpText.command(Self.spec, tool: StackboardCommand.tool)
        #expect(help.hasPrefix("OVERVIEW: Paint things.\n\nPaints every thing given, in order.\n\nExample:\n"
                               + "  stackboard paint wall --shade dark\n\n"))
        // Wrapped under the command's name, each word whole.
        #expect(help.contains("""
            USAGE: stackboard paint <canvas> <things> ... [--output <output>]
                                    [--shade <shade>] [--colour <name> ...]
                                    [--coats <coats>] [--thickness <thickness>]
                                    --brush <brush> [--dry-run]

            """))
        #expect(help.contains("\nARGUMENTS:\n  <canvas>                What to paint on.\n"))
        #expect(help.contains("  -o, --output <output>   Where the result goes.\n"))
        #expect(help.contains("  --shade <shade>         How dark. (values: light, dark; default: light)\n"))
        #expect(help.contains("  -h, --help              Show help information.\n"))
        for line in help.split(separator: "\n") { #expect(line.count <= HelpText.width, "\(line)") }
    }

    @Test func aLongLabelPutsItsHelpOnTheNextLine() {
        let spec = CommandSpec(name: "x", abstract: "", options: [
            .value("a-rather-long-option", valueName: "value", help: "Help."),
        ])
        #expect(HelpText.command(spec, tool: StackboardCommand.tool)
            .contains("  --a-rather-long-option <value>\n                          Help.\n"))
    }

    @Test func usageErrorsShowTheBriefUsageAndWhereToLearnMore() {
        let text = HelpText.error(ValidationError("bad", subject: ("--shade <shade>", "How dark.")), spec: Self.spec,
                                  tool: StackboardCommand.tool)
        #expect(text == """
            error: bad
              --shade <shade>: How dark.
            usage: stackboard paint <canvas> <things> ... --brush <brush> [<options>]
            see 'stackboard paint --help' for more information

            """)
    }

    /// Random command lines of options, values, separators and odd tokens: parsing never traps, and whatever it
    /// accepts, written back as `--name=value` options then `--` and the positionals, parses to the same arguments.
    @Test func randomCommandLinesParseOrFailCleanlyAndRoundTrip() throws {
        let vocabulary = ["wall", "door", "-", "--", "-o", "--output", "--shade", "dark", "light", "purple", "--colour",
                          "red", "--coats", "3", "-2", "--thickness", "-0.5", "--brush", "b", "--dry-run",
                          "--dry-run=1", "--shade=dark", "--brush=", "-x", "---", "--=", "=", "", " ", "é", "--Brush"]
        var generator = SeededGenerator(seed: 0x5EED)
        var accepted = 0
        for _ in 0..<3000 {
            let count = Int(generator.next() % 9)
            // A valid core (the required option and both positionals) with random tokens around it.
            var line = (0..<count).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            line.insert(contentsOf: ["wall", "door", "--brush", "b"], at: Int(generator.next() % UInt64(count + 1)))
            guard let parsed = try? parse(line) else { continue }
            accepted += 1
            var written: [String] = []
            for option in Self.spec.options {
                if parsed.flag(option.name) { written.append("--\(option.name)") }
                for value in parsed.strings(option.name) { written.append("--\(option.name)=\(value)") }
            }
            written.append("--")
            for positional in Self.spec.positionals { written += parsed.positionalList(positional.name) }
            let again = try parse(written)
            #expect(again.flags == parsed.flags, "\(line)")
            #expect(again.values == parsed.values, "\(line)")
            #expect(again.positionals == parsed.positionals, "\(line)")
        }
        #expect(accepted > 500)  // about 900 of the 3000 lines are valid; the rest must fail cleanly
    }

    @Test func everySubcommandHasADistinctNameAndEveryOptionOneSpelling() {
        let specs = StackboardCommand.subcommands.map { $0.spec }
        #expect(Set(specs.map(\.name)).count == specs.count)
        for spec in specs {
            let names = spec.options.map(\.name)
            #expect(Set(names).count == names.count, "\(spec.name): \(names)")
            let shorts = spec.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(spec.name)")
            #expect(spec.positionals.dropLast().allSatisfy { !$0.repeated }, "\(spec.name)")
        }
    }
}
