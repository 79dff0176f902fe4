#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long each stage took, for `--timings`: wall-clock and CPU time per stage, summed over documents, and the
/// process's peak resident memory when the stage last ended (so the stage that raised the peak shows).
public struct StageTimings: Sendable {
    public enum Stage: String, CaseIterable, Sendable {
        case read, parse, resolve, layout, emit

        /// The stage's position in pipeline order.
        var index: Int {
            switch self {
            case .read: 0
            case .parse: 1
            case .resolve: 2
            case .layout: 3
            case .emit: 4
            }
        }
    }

    /// Seconds per stage by ``Stage/index``. Arrays rather than dictionaries keyed by `Stage`: the first dictionary
    /// with a new key type costs a runtime conformance lookup (about 0.2 M instructions), in every run, with or
    /// without `--timings`.
    private var wallSeconds = [Double](repeating: 0, count: 5)
    private var cpuSeconds = [Double](repeating: 0, count: 5)
    private var measured = [Bool](repeating: false, count: 5)
    private var peakBytes = [Double](repeating: 0, count: 5)

    /// Wall-clock seconds per stage that ran.
    public var wall: [Stage: Double] { byStage(wallSeconds) }
    /// CPU seconds per stage that ran.
    public var cpu: [Stage: Double] { byStage(cpuSeconds) }
    /// The process's peak resident set size so far, in bytes, when each stage that ran last ended.
    public var peak: [Stage: Double] { byStage(peakBytes) }

    public init() {}

    private func byStage(_ seconds: [Double]) -> [Stage: Double] {
        var result: [Stage: Double] = [:]
        for stage in Stage.allCases where measured[stage.index] { result[stage] = seconds[stage.index] }
        return result
    }

    /// Runs `body` and adds its duration to `stage`.
    public mutating func measure<T, E: Error>(_ stage: Stage, _ body: () throws(E) -> T) throws(E) -> T {
        let startWall = Self.now(CLOCK_MONOTONIC)
        let startCPU = Self.usage().cpu
        defer {
            measured[stage.index] = true
            wallSeconds[stage.index] += Self.now(CLOCK_MONOTONIC) - startWall
            let usage = Self.usage()
            cpuSeconds[stage.index] += usage.cpu - startCPU
            peakBytes[stage.index] = usage.peak
        }
        return try body()
    }

    /// One line per stage in pipeline order, then the total:
    /// `layout  12.345 ms wall  12.001 ms cpu  peak 45.6 MiB` (a stage that did not run has no peak; the total's
    /// is the largest).
    public var report: String {
        var lines: [String] = []
        var totalWall = 0.0, totalCPU = 0.0
        for stage in Stage.allCases {
            let w = wallSeconds[stage.index], c = cpuSeconds[stage.index]
            totalWall += w
            totalCPU += c
            lines.append(Self.line(stage.rawValue, w, c, measured[stage.index] ? peakBytes[stage.index] : nil))
        }
        lines.append(Self.line("total", totalWall, totalCPU, measured.contains(true) ? peakBytes.max() : nil))
        return "timings:\n" + lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ name: String, _ wall: Double, _ cpu: Double, _ peak: Double?) -> String {
        let padded = name + String(repeating: " ", count: max(0, 8 - name.count))
        let memory = peak.map { "  peak \(mebibytes($0)) MiB" } ?? ""
        return "  \(padded)\(milliseconds(wall)) ms wall  \(milliseconds(cpu)) ms cpu\(memory)"
    }

    /// `bytes` in MiB with one decimal, right-aligned in 7 characters.
    private static func mebibytes(_ bytes: Double) -> String {
        let text = String((bytes / 1_048_576 * 10).rounded() / 10)
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }

    /// The process's CPU time so far (user and system, every thread), and its peak resident set size in bytes
    /// (Linux counts KiB, Darwin bytes), from `getrusage`.
    ///
    /// Not `CLOCK_PROCESS_CPUTIME_ID`: while a timer on the process's CPU time is armed (the command line's
    /// watchdog arms `ITIMER_PROF`), Linux answers that clock from the timer's total, which advances only at
    /// scheduler ticks (4 ms apart here): a 5 ms stage read anywhere from 1.7 to 5.1 ms. `getrusage` sums each
    /// thread's own runtime, the calling thread's up to the moment of the call.
    private static func usage() -> (cpu: Double, peak: Double) {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return (0, 0) }
        let peak = Double(usage.ru_maxrss)
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return (0, 0) }
        let peak = Double(usage.ru_maxrss) * 1024
        #endif
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return (cpu, peak)
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let value = (seconds * 1_000_000).rounded() / 1000
        var text = String(value)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            text += String(repeating: "0", count: max(0, 3 - decimals))
        }
        return String(repeating: " ", count: max(0, 10 - text.count)) + text
    }

    private static func now(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
