import Stackboard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time limit per input document (`--timeout`, robustness.md §4.5).
///
/// libxml2 and the solver cannot be interrupted from outside in the middle of a call, so the kernel keeps the time:
/// an interval timer on the process's CPU time (`ITIMER_PROF`: user and system time of every thread) armed with the
/// limit when a document starts, and a wall-clock backstop at ten times the limit (`ITIMER_REAL`) for a process that
/// waits without computing. When either expires, the signal handler writes the message prepared for the current
/// document and ends the process with status 75 (`EX_TEMPFAIL`). Outputs are written atomically and only after
/// every input is done, so nothing half-written survives; a stale temporary file is removed by the next run.
///
/// Time is the process's CPU time, so that a busy machine (a CI runner, parallel tests) does not stop a document that
/// is merely waiting for a core. No thread is started: a run that finishes in time pays two system calls per
/// document. The message is prepared whenever the document or its activity changes, so that the handler only
/// copies bytes and calls `write(2)` and `_exit(2)`, which are async-signal-safe. Only the main thread calls
/// ``begin(_:_:)`` and ``update(_:)``.
final class Watchdog: @unchecked Sendable {
    static let shared = Watchdog()

    /// The time allowed per document.
    enum Limit: Equatable {
        /// The same for every document; 0 or less switches the watchdog off.
        case fixed(Double)
        /// ``baseSeconds`` plus ``secondsPerMebibyte`` for every MiB of the document past its first, so that a
        /// large document gets time in proportion to its work while a small hostile one still stops after 30 s.
        case `default`

        static let baseSeconds = 30.0
        static let secondsPerMebibyte = 1.0

        /// The seconds for a document of `bytes` bytes (nil: its size is unknown).
        func seconds(forBytes bytes: Int?) -> Double {
            switch self {
            case .fixed(let seconds):
                return seconds.isFinite ? seconds : 0
            case .default:
                let mebibytes = Double(max((bytes ?? 0) - (1 << 20), 0)) / Double(1 << 20)
                return Self.baseSeconds + Self.secondsPerMebibyte * mebibytes
            }
        }
    }

    private var rule = Limit.fixed(0)
    /// Seconds for the current input; 0 or less switches the watchdog off.
    private var limit: Double = 0
    private var path = ""
    private var handlersInstalled = false

    /// Sets the limit for the inputs that follow; ``begin(_:_:)`` applies it to each.
    func configure(_ rule: Limit) {
        self.rule = rule
    }

    /// Starts the clock for a new input: the full limit is available again.
    func begin(_ path: String, _ activity: String) {
        self.path = path
        limit = rule.seconds(forBytes: Self.fileSize(path))
        guard limit > 0 else {
            Self.arm(seconds: 0)
            return
        }
        update(activity)
        if !handlersInstalled {
            Self.install(Self.onExpiry, for: SIGPROF)
            Self.install(Self.onExpiry, for: SIGALRM)
            handlersInstalled = true
        }
        Self.arm(seconds: limit)
    }

    /// Says what the current input is doing now, for the message on expiry; the clock keeps running.
    func update(_ activity: String) {
        guard limit > 0 else { return }
        ExpiryMessage.publish(Console.sanitized(
            "\(path): error: timed out after \(formatNumber(limit)) s while \(activity); "
                + "the limit per document is set with --timeout") + "\n")
    }

    /// Arms the CPU-time timer with `seconds` and the wall-clock backstop with ten times as much; 0 disarms both.
    private static func arm(seconds: Double) {
        setTimer(cpuTimer, seconds: seconds)
        setTimer(wallTimer, seconds: 10 * seconds)
    }

    #if canImport(Glibc)
    private static let cpuTimer = Int32(ITIMER_PROF.rawValue), wallTimer = Int32(ITIMER_REAL.rawValue)
    #else
    private static let cpuTimer = ITIMER_PROF, wallTimer = ITIMER_REAL
    #endif

    private static func setTimer(_ which: Int32, seconds: Double) {
        // Far beyond any run, and within every platform's `time_t`.
        let clamped = min(max(seconds, 0), 1e9)
        // Whole microseconds, rounded up so that a positive limit never arms as 0 (which would disarm).
        let microseconds = (clamped * 1e6).rounded(.up)
        var value = itimerval()
        value.it_value.tv_sec = .init((microseconds / 1e6).rounded(.down))
        value.it_value.tv_usec = .init(microseconds - Double(value.it_value.tv_sec) * 1e6)
        setitimer(which, &value, nil)
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signalNumber: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signalNumber, &action, nil)
    }

    /// Async-signal-safe: the prepared message through `write(2)`, then `_exit`.
    private static let onExpiry: @convention(c) (Int32) -> Void = { _ in
        ExpiryMessage.write(to: STDERR_FILENO)
        _exit(ExitStatus.timedOut)
    }

    /// The size of a regular file, or nil (standard input, a missing file: the reader reports those).
    private static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}

/// The message the watchdog's signal handler writes, in one of two fixed buffers that are never freed: a new message
/// is written to the buffer the handler is not told about, then that buffer is published, so the handler always
/// reads a whole message of at most ``capacity`` bytes.
private enum ExpiryMessage {
    static let capacity = 4096
    nonisolated(unsafe) static let buffers = [UnsafeMutablePointer<UInt8>.allocate(capacity: capacity),
                                              UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)]
    nonisolated(unsafe) static let lengths: UnsafeMutablePointer<Int> = {
        let lengths = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        lengths.initialize(repeating: 0, count: 2)
        return lengths
    }()
    nonisolated(unsafe) static var published = 0

    static func publish(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.count > capacity { bytes = Array(bytes.prefix(capacity - 1)) + [UInt8(ascii: "\n")] }
        let next = 1 - published
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffers[next].update(from: base, count: source.count)
        }
        lengths[next] = bytes.count
        published = next
    }

    static func write(to descriptor: Int32) {
        let index = published
        let buffer = buffers[index]
        let length = min(max(lengths[index], 0), capacity)
        var offset = 0
        while offset < length {
            #if canImport(Glibc)
            let count = Glibc.write(descriptor, buffer + offset, length - offset)
            #else
            let count = Darwin.write(descriptor, buffer + offset, length - offset)
            #endif
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}

/// SIGINT and SIGTERM: a message and a prompt exit (robustness.md §8, 85). Outputs keep the guarantees of an
/// interruption at any moment: each is the old file or the complete new one, and the temporary file of a write in
/// progress is removed by the next run.
enum SignalHandling {
    static func install() {
        signal(SIGINT, onSignal)
        signal(SIGTERM, onSignal)
    }

    /// Async-signal-safe: a static message through `write(2)`, then `_exit`.
    private static let onSignal: @convention(c) (Int32) -> Void = { signalNumber in
        let message: StaticString = "\nstackboard: interrupted; outputs not written yet are left as they were\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        _exit(ExitStatus.interrupted(by: signalNumber))
    }
}
