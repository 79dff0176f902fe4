import CProcessHeap
import Testing

/// The command line's heap set-up (`stackboard_prepare_heap`): what it reserves, and that memory works after it.
@Suite struct ProcessHeapTests {
    @Test func aReserveBelowTwoHugePagesIsIgnored() {
        #expect(stackboard_prepare_heap(0) == 0)
        #expect(stackboard_prepare_heap(4 * 1024 * 1024 - 1) == 0)
    }

    @Test func allocationsOfEverySizeWorkAfterTheSetUp() {
        let reserve = 16 * 1024 * 1024
        let advised = stackboard_prepare_heap(reserve)
        #if os(Linux)
        // At least one huge page and no more than the reservation (0 where the kernel has no transparent huge pages
        // or the heap could not grow).
        #expect(advised == 0 || advised >= 2 * 1024 * 1024)
        #expect(advised <= reserve + 2 * 1024 * 1024)
        #else
        #expect(advised == 0)
        #endif
        // Blocks below, at and above the 32 MiB mapping threshold, written and read back.
        for count in [16, 4096, 1 << 20, 8 << 20, 33 << 20] {
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
