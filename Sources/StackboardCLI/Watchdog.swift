import Dispatch
import Stackboard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time limit per input document (`--timeout`, robustness.md §4.5).
///
/// libxml2 and the solver cannot be interrupted from outside in the middle of a call, so when a document takes
/// longer than the limit, a timer on its own queue prints what was being done and ends the process with status 75
/// (`EX_TEMPFAIL`). Outputs are written atomically and only after every input is done, so nothing half-written
/// survives; a stale temporary file is removed by the next run.
///
/// Time is the process's CPU time, so that a busy machine (a CI runner, parallel tests) does not stop a document that
/// is merely waiting for a core; a wall-clock backstop of ten times the limit catches a process that waits without
/// computing.
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
    /// How often the clocks are read.
    private static let tick = DispatchTimeInterval.milliseconds(200)

    private var rule = Limit.fixed(0)
    /// Seconds for the current input; 0 or less switches the watchdog off.
    private var limit: Double = 0
    private var activity = ""
    private var path = ""
    private var startCPU = 0.0
    private var startWall = 0.0
    private var timer: DispatchSourceTimer?
    /// Serialises every access to the state above; the timer's handler runs on it too.
    private let queue = DispatchQueue(label: "stackboard.watchdog")

    /// Sets the limit for the inputs that follow.
    func configure(_ rule: Limit) {
        queue.sync {
            self.rule = rule
            limit = rule.seconds(forBytes: nil)
        }
    }

    /// Starts the clock for a new input: the full limit is available again.
    func begin(_ path: String, _ activity: String) {
        let bytes = Self.fileSize(path)
        queue.sync {
            self.path = path
            self.activity = activity
            limit = rule.seconds(forBytes: bytes)
            startCPU = Self.seconds(CLOCK_PROCESS_CPUTIME_ID)
            startWall = Self.seconds(CLOCK_MONOTONIC)
            guard limit > 0, timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.setEventHandler { [unowned self] in self.check() }
            timer.schedule(deadline: .now() + Self.tick, repeating: Self.tick)
            timer.resume()
            self.timer = timer
        }
    }

    /// Says what the current input is doing now, for the message on expiry; the clock keeps running.
    func update(_ activity: String) {
        queue.sync { self.activity = activity }
    }

    /// Runs on `queue`.
    private func check() {
        let cpu = Self.seconds(CLOCK_PROCESS_CPUTIME_ID) - startCPU
        let wall = Self.seconds(CLOCK_MONOTONIC) - startWall
        guard cpu > limit || wall > 10 * limit else { return }
        Console.error("\(path): error: timed out after \(formatNumber(limit)) s while \(activity); "
                      + "the limit per document is set with --timeout")
        _exit(ExitStatus.timedOut)
    }

    /// The size of a regular file, or nil (standard input, a missing file: the reader reports those).
    private static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
