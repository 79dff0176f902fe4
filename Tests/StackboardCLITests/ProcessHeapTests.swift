import CProcessHeap
import Testing

/// The command line's heap set-up (`stackboard_prepare_heap`): what it reserves, and that memory works after it.
@Suite struct ProcessHeapTests {
    @Test func noReserveGrowsNothing() {
        #expect(stackboard_prepare_heap(0) == 0)
    }

    @Test func allocationsOfEverySizeWorkAfterTheSetUp() {
        let reserve = 16 * 1024 * 1024
        let grown = stackboard_prepare_heap(reserve)
        #if os(Linux)
        // The reservation, plus at most the probe's 64 KiB and a page of rounding (0 where the heap could not grow).
        #expect(grown == 0 || grown >= reserve)
        #expect(grown <= reserve + 128 * 1024)
        #else
        #expect(grown == 0)
        #endif
        // Blocks of every size, written and read back (72 MiB is more than a heap of a thread's arena holds).
        for count in [16, 4096, 1 << 20, 8 << 20, 33 << 20, 72 << 20] {
            var bytes = [UInt8](repeating: 0, count: count)
            for index in stride(from: 0, to: count, by: 4093) { bytes[index] = UInt8(truncatingIfNeeded: index) }
            var intact = true
            for index in stride(from: 0, to: count, by: 4093) where bytes[index] != UInt8(truncatingIfNeeded: index) {
                intact = false
            }
            #expect(intact)
            #expect(bytes.count == count)
        }
    }
}
