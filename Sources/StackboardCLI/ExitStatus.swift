import Stackboard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// sysexits-style exit codes shared by every subcommand (robustness.md §4.4).
enum ExitStatus {
    /// Errors in the input documents.
    static let inputErrors = ExitCode(1)
    /// Bad command-line usage (`EX_USAGE`).
    static let usage = ExitCode(64)
    /// A file could not be read or written (`EX_IOERR`).
    static let io = ExitCode(74)
    /// The time limit (`--timeout`) was hit (`EX_TEMPFAIL`).
    static let timedOut: Int32 = 75
    /// Interrupted by SIGINT or SIGTERM (128 + the signal number, as shells report it).
    static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}

/// Writing to standard error and standard output, with diagnostics coloured only on a terminal and never with
/// `NO_COLOR`. Text from the command line (file names) is printed with control characters replaced.
enum Console {
    static let diagnosticPrinter = DiagnosticPrinter(
        useColor: isatty(STDERR_FILENO) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
    )

    /// A message on standard error, with control characters replaced so that a file name cannot drive the terminal.
    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        _ = write(sanitized(line) + "\n", to: STDERR_FILENO)
    }

    static func print(diagnostics: [Diagnostic]) {
        let text = diagnosticPrinter.format(diagnostics)
        if !text.isEmpty { _ = write(text, to: STDERR_FILENO) }
    }

    /// Writes to standard output in one go; a failed write (a full disk, a closed pipe) is an I/O failure.
    static func output(_ text: String) throws(IOFailure) {
        try output(bytes: Array(text.utf8))
    }

    /// ``output(_:)`` for UTF-8 bytes, written as they are (large outputs are built as bytes).
    static func output(bytes: [UInt8]) throws(IOFailure) {
        if let errorNumber = write(bytes, to: STDOUT_FILENO) {
            throw IOFailure(path: "standard output",
                            reason: "cannot write output: \(String(cString: strerror(errorNumber)).lowercased())")
        }
    }

    /// ``output(_:)`` for commands without other I/O: a failure is reported and ends the command with status 74.
    static func outputOrExit(_ text: String) throws {
        do { try output(text) } catch {
            Console.error(error.description)
            throw ExitStatus.io
        }
    }

    /// Control characters (C0, DEL, C1) replaced by U+FFFD; line breaks kept.
    static func sanitized(_ text: String) -> String {
        if !containsControlCharacters(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl = (value < 0x20 && value != 0x0A) || value == 0x7F || (0x80..<0xA0).contains(value)
            result.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
        }
        return result
    }

    /// Whether `text` has a character ``sanitized(_:)`` replaces, found from its UTF-8 bytes: C0 and DEL are single
    /// bytes, and C1 (U+0080–U+009F) is 0xC2 followed by 0x80–0x9F.
    private static func containsControlCharacters(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte < 0xA0) {
                return true
            }
            previous = byte
        }
        return false
    }

    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes every byte, retrying after interruptions and partial writes; the `errno` of a failure, or nil.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
                #else
                return Darwin.write(descriptor, base + offset, buffer.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }
}
