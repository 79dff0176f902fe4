import Foundation
import LayoutTestSupport
import Stackboard
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The `stackboard` executable itself (robustness.md §4.4, §8 13 and 81–86): exit statuses, the diagnostic format
/// on standard error, `--help` everywhere, and the output guarantees.
@Suite(.serialized) struct CommandLineTests {
    static let sample = "Samples/login-form.layout.xml"
    /// `path:line:column: severity: message [id]`, or a note without id.
    nonisolated(unsafe) static let diagnosticLine = #/^[^:\n]+:\d+:\d+: (error|warning): [^\n]* \[[a-zA-Z]+\.[a-zA-Z0-9]+\]$|^[^:\n]+:\d+:\d+: note: [^\n]*$/#

    // MARK: Exit statuses and messages

    /// Every catalogue input, run through the real command, prints exactly its golden and exits 1 exactly when an
    /// error was printed (0 otherwise), with every line in the compiler format.
    @Test(arguments: ["bytes", "well-formedness", "dtd", "size", "values", "ids", "constraints", "variants",
                      "interface-builder"])
    func checkPrintsTheGoldenAndTheRightStatus(folder: String) throws {
        for fixture in CatalogueFixture.all(in: folder) {
            let result = try StackboardExecutable.run(["check", fixture.relativePath])
            let golden = try String(contentsOfFile: fixture.goldenPath, encoding: .utf8)
            #expect(result.standardError == golden, "\(fixture.relativePath)")
            #expect(result.status == (golden.contains(": error: ") ? 1 : 0), "\(fixture.relativePath)")
            #expect(result.standardOutput.isEmpty)
            for line in result.standardError.split(separator: "\n") {
                #expect(line.wholeMatch(of: Self.diagnosticLine) != nil, "\(line)")
            }
        }
    }

    @Test func success() throws {
        let check = try StackboardExecutable.run(["check", Self.sample])
        #expect(check.status == 0)
        #expect(check.standardError.isEmpty)
        let render = try StackboardExecutable.run(["render", Self.sample])
        #expect(render.status == 0)
        #expect(render.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    }

    /// Warnings exit 0, and 1 with --warnings-as-errors.
    @Test func warningsAsErrors() throws {
        let file = "Tests/StackboardTests/Fixtures/robustness/constraints/65-two-required-widths.layout.xml"
        #expect(try StackboardExecutable.run(["check", file]).status == 0)
        #expect(try StackboardExecutable.run(["check", "--warnings-as-errors", file]).status == 1)
    }

    @Test(arguments: [
        ["--no-such-option"],
        ["check"],
        ["check", "--device", "nope", sample],
        ["check", "--timeout", "-1", sample],
        ["check", "--max-input-bytes", "0", sample],
        ["render", "--orientation", "sideways", sample],
        ["sheet", "--devices", "nope", sample],
        ["frames", "--format", "yaml", sample],
        ["frames", "--formt", "json", sample],
        ["--generate-completion-script", "ksh"],
        ["frobnicate"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try StackboardExecutable.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains("Error: ") || result.standardError.contains("error: "))
    }

    /// More than 64 configurations (every catalog device in both orientations) is refused; a device given twice is
    /// counted once.
    @Test func configurationLimit() throws {
        let catalog = try StackboardExecutable.run(["devices", "--format", "json"])
        let names = catalog.standardOutput.matches(of: #/\n      "name": "([^"]+)"/#).map { String($0.output.1) }
        #expect(names.count * 2 > 64)
        let all = try StackboardExecutable.run(["check", "--device", names.joined(separator: ","), "--orientation", "both",
                                                Self.sample])
        #expect(all.status == 64)
        #expect(all.standardError.contains("\(names.count * 2) configurations asked for; the limit is 64"))
        let repeated = Array(repeating: "iphone-16", count: 100).joined(separator: ",")
        #expect(try StackboardExecutable.run(["check", "--device", repeated, "--orientation", "both", Self.sample])
                    .status == 0)
    }

    /// 13: inputs that cannot be read exit 74 with `path: error: reason`, and a FIFO does not block.
    @Test func unreadableInputsExit74() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo("\(folder)/fifo.layout.xml", 0o644) == 0)
        let cases = [(folder, "is a folder, not a file"), ("\(folder)/fifo.layout.xml", "not a regular file"),
                     ("/dev/zero", "not a regular file"),
                     ("\(folder)/missing.layout.xml", "cannot open file: no such file or directory"),
                     ("/proc/self/mem", "cannot read file: input/output error")]
        for (path, reason) in cases {
            for command in ["check", "render", "frames"] {
                let result = try StackboardExecutable.run([command, path], limit: 60)
                #expect(result.status == 74, "\(command) \(path)")
                #expect(result.standardError == "\(path): error: \(reason)\n", "\(command) \(path)")
            }
        }
        // check reports the other files too, and exits 74.
        let both = try StackboardExecutable.run(["check", "/dev/zero", Self.sample])
        #expect(both.status == 74)
    }

    /// 36: an input over the limit is an input error at 1:1, whatever its size (a sparse 3 GB file here).
    @Test func oversizedInputIsAnInputError() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = try GeneratedInput.sparse(size: 3 << 30, name: "big.layout.xml", in: folder)
        let result = try StackboardExecutable.run(["check", input.path])
        #expect(result.status == 1)
        #expect(result.standardError == "\(input.path):1:1: error: file is too large (3221225472 bytes); the limit is 96000000 bytes [markup.fileTooLarge]\n")
        let small = try StackboardExecutable.run(["check", "--max-input-bytes", "100", Self.sample])
        #expect(small.status == 1)
        #expect(small.standardError.contains("the limit is 100 bytes [markup.fileTooLarge]"))
    }

    /// 72: the 200-view system that takes kiwi 32 s: it completes, or stops at the time limit with status 75 and a
    /// message naming the file and what it was doing.
    @Test func timeLimitExits75() throws {
        var views = ""
        var constraints = ""
        for index in 0..<200 {
            views += "    <view id=\"v\(index)\" height=\"1\"/>\n"
            constraints += "      <constraint equation=\"v\(index).top == superview.top\"/>\n"
            constraints += "      <constraint equation=\"v\(index).leading == superview.leading @1\"/>\n"
            for back in 1...5 where index - back >= 0 {
                constraints += "      <constraint equation=\"v\(index).leading >= v\(index - back).leading + 1 @999\"/>\n"
            }
        }
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = try GeneratedInput.write(
            Documents.screen(views + "    <constraints>\n" + constraints + "    </constraints>\n"),
            name: "kiwi-200.layout.xml", in: folder)
        // A twentieth of a second is far less than this document takes (about 0.8 s in a debug build): the CPU-time
        // timer expires while it is parsed or laid out, and the handler writes the message prepared for that stage.
        let stopped = try StackboardExecutable.run(["check", "--timeout", "0.05", input.path])
        #expect(stopped.status == 75)
        #expect(stopped.standardError.hasPrefix("\(input.path): error: timed out after 0.05 s while "))
        #expect(stopped.standardError.hasSuffix("; the limit per document is set with --timeout\n"))
        #expect(stopped.standardError.split(separator: "\n").count == 1)
        let result = try StackboardExecutable.run(["check", "--timeout", "2", input.path])
        if result.status == 75 {
            #expect(result.standardError.hasPrefix("\(input.path): error: timed out after 2 s while laying out for iPhone 16"))
            #expect(result.standardError.hasSuffix("; the limit per document is set with --timeout\n"))
        } else {
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    /// Every subcommand has --help, which exits 0 and describes its usage.
    @Test func helpOnEverySubcommand() throws {
        let root = try StackboardExecutable.run(["--help"])
        #expect(root.status == 0)
        let listed = root.standardOutput.components(separatedBy: "SUBCOMMANDS:").last?
            .components(separatedBy: "\n\n").first?
            .split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  "), let word = line.split(separator: " ").first,
                      line.dropFirst(2).first != " " else { return nil }
                return String(word)
            } ?? []
        #expect(Set(listed).isSuperset(of: ["check", "frames", "render", "compare", "sheet", "devices", "measure"]),
                "\(listed)")
        for subcommand in listed {
            let help = try StackboardExecutable.run([subcommand, "--help"])
            #expect(help.status == 0, "\(subcommand)")
            #expect(help.standardOutput.contains("USAGE: stackboard \(subcommand)"), "\(subcommand)")
            #expect(help.standardOutput.contains("OVERVIEW: "), "\(subcommand)")
        }
    }

    // MARK: Output and process (81–86)

    /// 81: a folder that cannot be written, an output that is a folder, and a full disk: status 74, the earlier
    /// outputs untouched, no temporary file left.
    @Test func unwritableOutputsExit74() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = "\(folder)/out"
        #expect(try StackboardExecutable.run(["render", Self.sample, "-o", out]).status == 0)
        let before = try snapshot(out)

        // A destination that is a folder: nothing is replaced, not even the files before it.
        try FileManager.default.removeItem(atPath: "\(out)/index.html")
        try FileManager.default.createDirectory(atPath: "\(out)/index.html", withIntermediateDirectories: false)
        var afterMove = before
        afterMove["index.html"] = nil
        let blocked = try StackboardExecutable.run(["render", Self.sample, "--no-safe-area", "-o", out])
        #expect(blocked.status == 74)
        #expect(blocked.standardError.contains("index.html: error: cannot replace output: is a folder"))
        #expect(try snapshot(out).filter { $0.key != "index.html" } == afterMove)

        // A full disk, for a file and for standard output.
        let full = try StackboardExecutable.run(["render", Self.sample, "-o", "/dev/full"])
        #expect(full.status == 74)
        let toFull = try StackboardExecutable.run(["render", Self.sample], standardOutputPath: "/dev/full")
        #expect(toFull.status == 74)
        #expect(toFull.standardError.contains("standard output: error: cannot write output: no space left on device"))

        // A folder that cannot be written: permissions for users other than root, /proc for root.
        let readOnly = getuid() == 0 ? "/proc" : "\(folder)/read-only"
        if getuid() != 0 {
            try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
            chmod(readOnly, 0o555)
        }
        let denied = try StackboardExecutable.run(["render", Self.sample, "-o", readOnly])
        #expect(denied.status == 74, "\(denied.standardError)")
        #expect(denied.standardError.contains(": error: cannot create output: "))
        #expect(try snapshot(out).filter { $0.key != "index.html" } == afterMove)
        #expect(try temporaries(in: out).isEmpty)
    }

    /// 82: an output path that is a symbolic link: the link is replaced by the new file; its target is untouched.
    @Test func symbolicLinkIsReplaced() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old target\n".write(toFile: "\(folder)/target.svg", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.svg", withDestinationPath: "target.svg")
        let result = try StackboardExecutable.run(["render", Self.sample, "-o", "\(folder)/link.svg"])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: "\(folder)/target.svg", encoding: .utf8) == "old target\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: "\(folder)/link.svg")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: "\(folder)/link.svg", encoding: .utf8).hasPrefix("<?xml"))
    }

    /// 83: two outputs with one name (documents with one name in two folders) are refused before anything is
    /// written; a device named twice is laid out once.
    @Test func clashingOutputNamesWriteNothing() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "\(CheckRun.root)/\(Self.sample)", toPath: "\(folder)/\(sub)/form.layout.xml")
        }
        let result = try StackboardExecutable.run(["render", "a/form.layout.xml", "b/form.layout.xml", "-o", "out"],
                                                  in: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains("two outputs would both be written to 'form.signIn.svg'"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        let twice = try StackboardExecutable.run(["render", "a/form.layout.xml", "--device", "iphone-16,retina6_12,iphone-15",
                                                  "-o", "twice"], in: folder)
        #expect(twice.status == 0, "\(twice.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/twice").sorted()
                == ["form.signIn.svg", "index.html"])
        #expect(twice.standardOutput == "wrote 1 SVG file and index.html to twice\n")
    }

    /// 84 (the part a single run can check): stale temporaries of dead processes are removed by the next write to
    /// their folder; those of live processes are not.
    @Test func staleTemporariesAreRemoved() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = "\(folder)/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let dead = try deadProcessID()
        let stale = "\(out)/.stackboard-tmp-\(dead)-abc123"
        let live = "\(out)/.stackboard-tmp-\(getpid())-def456"
        for path in [stale, live] { try "partial".write(toFile: path, atomically: false, encoding: .utf8) }
        #expect(try StackboardExecutable.run(["render", Self.sample, "-o", out]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    /// 85: SIGINT stops a run at once with a message and status 130; the earlier outputs are untouched.
    @Test func interruptStopsPromptly() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = try GeneratedInput.write(SlowDocument.text(variant: 0), name: "slow.layout.xml", in: folder)
        let out = "\(folder)/out"
        #expect(try StackboardExecutable.run(["render", Self.sample, "-o", out]).status == 0)
        let before = try snapshot(out)
        let running = try StackboardExecutable.start(["render", input.path, "-o", out])
        usleep(300_000)
        kill(running.process.processIdentifier, SIGINT)
        let result = try StackboardExecutable.finish(running, limit: 60)
        if result.status == 130 {
            #expect(result.standardError.contains("stackboard: interrupted"))
            #expect(try snapshot(out) == before)
        } else {
            // The machine was fast enough to finish first.
            #expect(result.status == 0)
        }
    }

    /// 86: a file name with bytes that are not UTF-8 is still opened, and control characters in file names never
    /// reach the terminal.
    @Test func hostileFileNames() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = "\(CheckRun.root)/Tests/StackboardTests/Fixtures/robustness/values/46-wrong-enum.layout.xml"
        let escape = "\(folder)/esc\u{1B}[2Jname.layout.xml"
        try FileManager.default.copyItem(atPath: source, toPath: escape)
        let escaped = try StackboardExecutable.run(["check", escape])
        #expect(escaped.status == 1)
        #expect(!escaped.standardError.contains("\u{1B}"))
        #expect(escaped.standardError.contains("esc\u{FFFD}[2Jname.layout.xml:3:"))
        let missing = try StackboardExecutable.run(["check", "\(folder)/gone\u{1B}]0;title\u{7}.xml"])
        #expect(missing.status == 74)
        #expect(!missing.standardError.contains("\u{1B}") && !missing.standardError.contains("\u{7}"))

        // A name with the byte 0xFF, made and passed through the shell so that no Swift string touches it.
        let script = "cp '\(source)' \"$(printf 'bad\\377name.layout.xml')\" && '\(try #require(StackboardExecutable.path))' check \"$(printf 'bad\\377name.layout.xml')\""
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", script]
        shell.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        shell.standardError = errors
        try shell.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 1, "\(text)")
        #expect(text.hasPrefix("bad\u{FFFD}name.layout.xml:3:"), "\(text)")
        #expect(text.contains("invalid value 'diagonal' for 'axis'"))
    }

    // MARK: - Helpers

    /// File name → contents of a folder (temporaries included, so leftovers show).
    func snapshot(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(folder)/\(name)", isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            result[name] = FileManager.default.contents(atPath: "\(folder)/\(name)")
        }
        return result
    }

    func temporaries(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".stackboard-tmp-") }
    }

    /// The id of a process that has exited and been reaped.
    func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

/// A document that takes a while to lay out (many scenes of stacked rows), for interruption tests; `variant`
/// changes its texts, so that two variants give different SVGs.
enum SlowDocument {
    static func text(variant: Int, scenes: Int = 8, rows: Int = 6) -> String {
        var text = "<document device=\"iphone-16\">\n"
        for scene in 0..<scenes {
            text += "  <screen id=\"s\(scene)\">\n"
            text += "    <stackView id=\"c\(scene)\" axis=\"vertical\" spacing=\"8\" pin=\"safeArea\" pinEdges=\"top leading trailing\">\n"
            for row in 0..<rows {
                text += "      <stackView axis=\"horizontal\" spacing=\"8\" alignment=\"center\">\n"
                text += "        <label text=\"Row \(row) of scene \(scene), version \(variant)\" numberOfLines=\"0\"/>\n"
                text += "        <switch/>\n"
                text += "      </stackView>\n"
            }
            text += "    </stackView>\n  </screen>\n"
        }
        return text + "</document>\n"
    }
}
