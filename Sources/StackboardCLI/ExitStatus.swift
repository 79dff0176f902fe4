import ArgumentParser
import Stackboard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// sysexits-style exit codes shared by every subcommand.
enum ExitStatus {
    /// Errors in the input documents.
    static let inputErrors = ExitCode(1)
    /// Bad command-line usage (`EX_USAGE`, what swift-argument-parser uses for validation errors).
    static let usage = ExitCode(64)
    /// A file could not be read or written (`EX_IOERR`).
    static let io = ExitCode(74)
}

/// Writing to standard error, with diagnostics coloured only on a terminal and never with `NO_COLOR`.
enum Console {
    static let diagnosticPrinter = DiagnosticPrinter(
        useColor: isatty(STDERR_FILENO) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
    )

    static func error(_ text: String) {
        var text = text
        if !text.hasSuffix("\n") { text += "\n" }
        fputs(text, stderr)
    }

    static func print(diagnostics: [Diagnostic]) {
        let text = diagnosticPrinter.format(diagnostics)
        if !text.isEmpty { fputs(text, stderr) }
    }

    /// Writes to standard output in one go.
    static func output(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }
}
