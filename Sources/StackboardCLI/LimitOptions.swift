import Stackboard
import TraitResolver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--timeout` and `--max-input-bytes`: the limits on one input document (robustness.md §4.5). The others (nesting,
/// attributes, views, constraints, text length, number range) are fixed; see `MarkupLimits`.
struct LimitOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .value("timeout", valueName: "seconds",
               help: "CPU seconds one document may take from reading to writing; past it stackboard stops with status "
                   + "75 (0: no limit). Default: 30, plus 1 per MiB of the document past its first."),
        .value("max-input-bytes", valueName: "bytes", help: "The largest input file read, in bytes (at most 1 GiB).",
               default: String(MarkupLimits.default.maxBytes)),
    ]

    var timeout: Double?
    var maxInputBytes: Int

    init(_ arguments: ParsedArguments) throws {
        timeout = try arguments.number("timeout")
        maxInputBytes = try arguments.integer("max-input-bytes") ?? MarkupLimits.default.maxBytes
        try validate()
    }

    private func validate() throws(ValidationError) {
        if let timeout, !timeout.isFinite || timeout < 0 { throw ValidationError("'--timeout' must be 0 or more seconds") }
        guard maxInputBytes > 0, maxInputBytes <= 1 << 30 else {
            throw ValidationError("'--max-input-bytes' must be from 1 to 1073741824")
        }
    }

    /// The markup limits with this input-size cap.
    var markupLimits: MarkupLimits {
        var limits = MarkupLimits.default
        limits.maxBytes = maxInputBytes
        return limits
    }

    /// A pipeline with `catalog` and these limits, with the watchdog set for the documents that follow:
    /// `--timeout` as given, or the default that grows with the document's size (``Watchdog/Limit``).
    func pipeline(catalog: DeviceCatalog = .builtIn) -> Pipeline {
        Watchdog.shared.configure(timeout.map(Watchdog.Limit.fixed) ?? .default)
        return Pipeline(catalog: catalog, markupLimits: markupLimits)
    }
}

/// The most configurations (device × orientation × traits) one command lays each document out for: the "variants"
/// limit of robustness.md §4.5.
let maximumConfigurations = 64

/// File names exactly as the command line gave them. Swift decodes arguments as UTF-8 and replaces bytes that are not
/// (`\xFF` becomes U+FFFD), which would make such a file impossible to open; this finds the original bytes.
enum RawArguments {
    /// The argument's bytes when they are not valid UTF-8 and decode (with replacement) to `argument`; nil otherwise,
    /// when the string itself is the path.
    static func fileSystemPath(for argument: String) -> [UInt8]? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        let count = Int(CommandLine.argc)
        for index in 1..<max(count, 1) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            if String(validating: bytes, as: UTF8.self) == nil, String(decoding: bytes, as: UTF8.self) == argument {
                return bytes
            }
        }
        return nil
    }
}
