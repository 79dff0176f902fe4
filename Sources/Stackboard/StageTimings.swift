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
    }

    public private(set) var wall: [Stage: Double] = [:]
    public private(set) var cpu: [Stage: Double] = [:]
    /// The process's peak resident set size so far, in bytes, when the stage last ended.
    public private(set) var peak: [Stage: Double] = [:]

    public init() {}

    /// Runs `body` and adds its duration to `stage`.
    public mutating func measure<T, E: Error>(_ stage: Stage, _ body: () throws(E) -> T) throws(E) -> T {
        let startWall = Self.now(CLOCK_MONOTONIC)
        let startCPU = Self.now(CLOCK_PROCESS_CPUTIME_ID)
        defer {
            wall[stage, default: 0] += Self.now(CLOCK_MONOTONIC) - startWall
            cpu[stage, default: 0] += Self.now(CLOCK_PROCESS_CPUTIME_ID) - startCPU
            peak[stage] = Self.peakResident()
        }
        return try body()
    }

    /// One line per stage in pipeline order, then the total:
    /// `layout  12.345 ms wall  12.001 ms cpu  peak 45.6 MiB` (the total's peak is the largest).
    public var report: String {
        var lines: [String] = []
        var totalWall = 0.0, totalCPU = 0.0
        for stage in Stage.allCases {
            let w = wall[stage] ?? 0, c = cpu[stage] ?? 0
            totalWall += w
            totalCPU += c
            lines.append(Self.line(stage.rawValue, w, c, peak[stage]))
        }
        lines.append(Self.line("total", totalWall, totalCPU, peak.values.max()))
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

    /// The peak resident set size of the process so far, in bytes (`getrusage`; Linux counts KiB, Darwin bytes).
    private static func peakResident() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss)
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) * 1024
        #endif
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
