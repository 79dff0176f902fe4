import Testing
@testable import StackboardCLI

/// `--timeout`: as given, or by default 30 CPU seconds plus 1 per MiB of the document past its first.
@Suite struct LimitOptionsTests {
    @Test func anExplicitTimeoutIsUsedAsGivenWhateverTheSize() throws {
        let options = try LimitOptions.parse(["--timeout", "2.5"])
        #expect(options.timeout == 2.5)
        let rule = Watchdog.Limit.fixed(2.5)
        #expect(rule.seconds(forBytes: 90 << 20) == 2.5)
        #expect(rule.seconds(forBytes: nil) == 2.5)
        #expect(Watchdog.Limit.fixed(0).seconds(forBytes: 1 << 30) == 0)
    }

    @Test func theDefaultGrowsWithTheDocument() throws {
        let options = try LimitOptions.parse([])
        #expect(options.timeout == nil)
        let rule = Watchdog.Limit.default
        #expect(rule.seconds(forBytes: nil) == 30)
        #expect(rule.seconds(forBytes: 4096) == 30)
        #expect(rule.seconds(forBytes: 1 << 20) == 30)
        #expect(rule.seconds(forBytes: 11 << 20) == 40)
        #expect(rule.seconds(forBytes: 91 << 20) == 120)
    }

    @Test func negativeOrInfiniteTimeoutsAreRefused() {
        #expect(throws: (any Error).self) { try LimitOptions.parse(["--timeout", "-1"]) }
        #expect(throws: (any Error).self) { try LimitOptions.parse(["--timeout", "inf"]) }
    }
}
