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
        write(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
    }

    static func print(diagnostics: [Diagnostic]) {
        let text = diagnosticPrinter.format(diagnostics)
        if !text.isEmpty { write(text, to: STDERR_FILENO) }
    }

    /// Writes to standard output in one go.
    static func output(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes UTF-8 bytes to standard output in one go.
    static func output(bytes: [UInt8]) {
        write(bytes, to: STDOUT_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes every byte, retrying after interruptions and partial writes.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more can be said
            }
            offset += count
        }
    }
}
