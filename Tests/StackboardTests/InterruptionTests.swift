import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// robustness.md §4.3 and §8 84: outputs are all or nothing. `stackboard render` of a document with many scenes is
/// killed (SIGKILL, which nothing can intercept) at several moments of its run: every output file must then be
/// byte-identical either to what it was before or to the complete new output, and the next normal run must leave
/// the new outputs and no temporary file behind.
@Suite(.serialized) struct InterruptionTests {
    @Test func sigkillNeverLeavesPartialOutputs() throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sub in ["old", "new"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: true)
        }
        // Same file name, so the same output names; different texts, so different SVGs.
        let oldInput = try GeneratedInput.write(SlowDocument.text(variant: 0), name: "old/board.layout.xml", in: folder)
        let newInput = try GeneratedInput.write(SlowDocument.text(variant: 1), name: "new/board.layout.xml", in: folder)
        let out = "\(folder)/out"
        let expected = "\(folder)/expected"

        #expect(try StackboardExecutable.run(["render", oldInput.path, "-o", out]).status == 0)
        let start = Date()
        #expect(try StackboardExecutable.run(["render", newInput.path, "-o", expected]).status == 0)
        let duration = Date().timeIntervalSince(start)
        let complete = try CommandLineTests().snapshot(expected)
        #expect(complete.count == 9)  // 8 scenes and the index
        var before = try CommandLineTests().snapshot(out)
        #expect(Set(before.keys) == Set(complete.keys))
        #expect(before != complete)

        var untouched = 0
        for fraction in [0.05, 0.3, 0.6, 0.85, 0.95, 1.05] {
            let running = try StackboardExecutable.start(["render", newInput.path, "-o", out])
            usleep(useconds_t(max(duration * fraction, 0.001) * 1_000_000))
            kill(running.process.processIdentifier, SIGKILL)
            let result = try StackboardExecutable.finish(running, limit: 120)
            #expect(result.signal == SIGKILL || result.status == 0, "\(result.status) \(result.standardError)")
            let after = try CommandLineTests().snapshot(out)
            for (name, contents) in after where !name.hasPrefix(".stackboard-tmp-") {
                #expect(contents == before[name] || contents == complete[name], "\(name) is neither old nor new")
            }
            #expect(Set(after.keys.filter { !$0.hasPrefix(".stackboard-tmp-") }) == Set(complete.keys))
            if after.filter({ !$0.key.hasPrefix(".stackboard-tmp-") }) == before { untouched += 1 }
            if fraction == 0.05 {
                // Killed while the documents were still being laid out: the earlier outputs are intact.
                #expect(after == before)
            }
            before = after.filter { !$0.key.hasPrefix(".stackboard-tmp-") }
        }
        #expect(untouched >= 1)

        #expect(try StackboardExecutable.run(["render", newInput.path, "-o", out]).status == 0)
        let final = try CommandLineTests().snapshot(out)
        #expect(final == complete)
        #expect(try CommandLineTests().temporaries(in: out).isEmpty)
    }
}
