#if canImport(Glibc)
import Glibc
import CProcessHeap
#elseif canImport(Darwin)
import Darwin
#endif

/// The `stackboard` command: a layout markup compiler for UIStackView layouts.
@main
enum StackboardCommand {
    static let tool = ToolSpec(
        name: "stackboard",
        abstract: "Lay out storyboard-like markup exactly as UIKit would, and draw it as SVG wireframes.",
        discussion: """
            Reads native *.layout.xml documents and Interface Builder .storyboard and .xib files.

            Exit status: 0 success (warnings allowed), 1 errors in the input, 64 usage error, 74 I/O error, \
            75 time limit (--timeout) reached, 130 interrupted.
            """,
        version: "0.1.0",
        options: [
            .value("generate-completion-script", valueName: "shell",
                   help: "Print a completion script for the shell (see its first line for where it goes).",
                   values: CompletionScript.Shell.names),
        ])

    static var subcommands: [any Subcommand.Type] { [
        CheckCommand.self, FramesCommand.self, RenderCommand.self, CompareCommand.self, SheetCommand.self,
        ExplainCommand.self, ConvertCommand.self, DevicesCommand.self, MeasureCommand.self,
    ] }

    /// Installs the SIGINT and SIGTERM handlers, sets up the heap, then runs the command. No command is
    /// asynchronous, so the entry point is synchronous: no concurrency runtime and no executor threads are started
    /// for a run.
    ///
    /// The heap (Linux): a run allocates and frees its stages' tables in turn, and page faults were about a sixth
    /// of a 10,000-leaf document's CPU time; keeping what is freed lets each stage reuse the memory of the last
    /// without faulting pages in again, and the heap grows by 64 MiB at once (Benchmarks/README.md, fifteenth
    /// round). It takes no transparent huge pages: after another large process had exited, the kernel's compaction
    /// for them made a 10,000-leaf run about a third slower (twenty-ninth round).
    static func main() {
        SignalHandling.install()
        #if canImport(Glibc)
        _ = stackboard_prepare_heap(64 << 20)
        #endif
        exit(CommandLineDriver.run(Array(CommandLine.arguments.dropFirst()), tool: tool, commands: subcommands))
    }
}
