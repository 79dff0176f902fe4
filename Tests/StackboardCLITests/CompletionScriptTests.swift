import Foundation
import Testing
@testable import StackboardCLI

/// `stackboard --generate-completion-script SHELL`: each script is run by its shell where the shell is installed
/// (bash always is; `.ci/run` installs zsh and fish) and asked for completions in a folder of sample files.
@Suite struct CompletionScriptTests {
    let specs = StackboardCommand.subcommands.map { $0.spec }

    func script(_ shell: CompletionScript.Shell) -> String {
        CompletionScript.script(for: shell, tool: StackboardCommand.tool, commands: specs)
    }

    /// A folder with a document, a device file, another file and a subfolder, and the script written into it.
    func folder(with script: String, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stackboard-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"),
                                                withIntermediateDirectories: true)
        for file in ["a.xib", "b.json", "c.txt", "d e.storyboard"] {
            try Data().write(to: folder.appendingPathComponent(file))
        }
        try Data(script.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// Runs `program` with `arguments` in `folder`; its standard output, or nil when the program is not installed.
    func run(_ program: String, _ arguments: [String], in folder: URL) throws -> (output: String, status: Int32)? {
        guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"]
            .map({ $0 + program }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test func bashCompletesSubcommandsOptionsValuesAndDocuments() throws {
        let folder = try folder(with: script(.bash), named: "stackboard.bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = """
            source ./stackboard.bash
            ask() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _stackboard; \
            printf '%s|' "${COMPREPLY[@]}"; echo; }
            ask stackboard fr
            ask stackboard frames --format ''
            ask stackboard frames ''
            ask stackboard frames --devices-file ''
            ask stackboard render a.xib --no-s
            ask stackboard help ex
            ask stackboard frames --scene ''
            """
        let result = try #require(try run("bash", ["-c", probe], in: folder))
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(7) == [
            "frames|",
            "json|text|",
            "sub|d e.storyboard|a.xib|",  // folders, then by extension in the order the spec lists them
            "sub|b.json|",
            "--no-safe-area|",
            "explain|",
            "|",
        ])
    }

    @Test func fishCompletesSubcommandsValuesAndFiles() throws {
        let folder = try folder(with: script(.fish), named: "stackboard.fish")
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = "source ./stackboard.fish; complete -C 'stackboard fr'; complete -C 'stackboard frames --format '; "
            + "complete -C 'stackboard render -o '"
        guard let result = try run("fish", ["-c", probe], in: folder) else {
            #expect(script(.fish).contains("-l format -x -a 'json text' -d 'Output format: json or text.'"))
            return
        }
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("frames\tPrint the frame of every view."))
        #expect(lines.contains("json\tOutput format: json or text."))
        #expect(lines.contains("text\tOutput format: json or text."))
        #expect(lines.contains("a.xib") && lines.contains("sub/"))
    }

    @Test func zshScriptIsValidAndDescribesEveryOption() throws {
        let text = script(.zsh)
        #expect(text.hasPrefix("#compdef stackboard\n"))
        for spec in specs {
            #expect(text.contains("        \(spec.name))\n            _arguments -s \\\n"), "\(spec.name)")
            for option in spec.options { #expect(text.contains("--\(option.name)"), "\(spec.name) --\(option.name)") }
        }
        // Quotes in help text close and reopen the word; colons and brackets in descriptions are escaped.
        #expect(text.contains("(see '\\''stackboard devices'\\'').]:name:'"))
        #expect(text.contains("'--format=[Output format\\: json or text.]:format:(json text)'"))
        let folder = try folder(with: text, named: "_stackboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        if let result = try run("zsh", ["-n", "_stackboard"], in: folder) { #expect(result.status == 0) }
    }
}
