import Stackboard
import Testing

/// `--timings`: every stage's line gives its times and the process's peak memory when the stage ended.
@Suite struct StageTimingsTests {
    @Test func reportGivesEachStagesTimesAndPeakMemory() {
        var timings = StageTimings()
        let small = timings.measure(.parse) { [UInt8](repeating: 1, count: 1000).count }
        // 64 MiB touched inside the layout stage: the peak when it ends is at least that (other tests share the
        // process, so the peak may have been higher already).
        let large = timings.measure(.layout) { () -> Int in
            var bytes = [UInt8](repeating: 0, count: 64 << 20)
            for index in stride(from: 0, to: bytes.count, by: 4096) { bytes[index] = 1 }
            return stride(from: 0, to: bytes.count, by: 4096).reduce(0) { $0 + Int(bytes[$1]) }
        }
        #expect(small == 1000 && large == 16384)
        let parsePeak = timings.peak[.parse] ?? 0, layoutPeak = timings.peak[.layout] ?? 0
        #expect(parsePeak > 0)
        #expect(layoutPeak >= parsePeak && layoutPeak >= 64 * 1_048_576)
        #expect(timings.peak[.emit] == nil)

        let lines = timings.report.split(separator: "\n").map(String.init)
        #expect(lines.first == "timings:")
        #expect(lines.count == 1 + StageTimings.Stage.allCases.count + 1)
        let layout = lines.first { $0.hasPrefix("  layout") } ?? ""
        #expect(layout.contains(" ms wall ") && layout.contains(" ms cpu  peak "))
        #expect(layout.hasSuffix(" MiB"))
        // A stage that did not run has no peak; the total's is the largest.
        #expect(lines.first { $0.hasPrefix("  emit") }?.contains("peak") == false)
        let total = lines.last ?? ""
        #expect(total.hasPrefix("  total") && total.hasSuffix(layout.suffix(from: layout.range(of: "peak")!.lowerBound)))
    }
}
