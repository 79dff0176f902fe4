#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An append-only list of plain values kept in chunks mapped from the system rather than taken from the allocator's
/// heap: growing never copies what it holds, and freeing the list gives its memory back to the system.
///
/// A plan keeps its arrangement notes (``ArrangementStore``) while the scene is solved and frees them before the
/// layout's output is made. Memory freed into the heap stays with the process and the output's large arrays are
/// mapped afresh, so notes in the heap would raise the layout's peak by their size (and by the heap's growth around
/// them); mapped chunks are returned first. A chunk that cannot be mapped comes from the heap instead.
struct ChunkedList<Element: BitwiseCopyable>: Sendable {
    private var storage = Chunks()

    init() {}

    var count: Int { storage.count }

    mutating func append(_ element: Element) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.append(element)
    }

    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// The element at `index` (`0..<count`).
    subscript(index: Int) -> Element { storage.element(at: index) }

    /// The chunks. Only a list's sole owner appends (``append(_:)`` copies a shared one first), and elements are never
    /// changed once written, so sharing the chunks between threads is safe.
    private final class Chunks: @unchecked Sendable {
        /// 2¹² elements per chunk.
        static var shift: Int { 12 }
        static var perChunk: Int { 1 << shift }
        static var chunkBytes: Int { perChunk * MemoryLayout<Element>.stride }

        /// The chunks and the element count, behind a pointer: a class's stored properties are checked for exclusive
        /// access at run time on every access, and a plan appends to its notes for every arranged view.
        private struct State {
            var chunks: [(base: UnsafeMutablePointer<Element>, mapped: Bool)] = []
            var count = 0
        }

        private let state: UnsafeMutablePointer<State>

        var count: Int { state.pointee.count }

        init() {
            state = .allocate(capacity: 1)
            state.initialize(to: State())
        }

        deinit {
            for chunk in state.pointee.chunks { Self.release(chunk) }
            state.deinitialize(count: 1)
            state.deallocate()
        }

        func append(_ element: Element) {
            let count = state.pointee.count
            if count & (Self.perChunk - 1) == 0 { state.pointee.chunks.append(Self.newChunk()) }
            (state.pointee.chunks[count >> Self.shift].base + (count & (Self.perChunk - 1))).initialize(to: element)
            state.pointee.count = count + 1
        }

        func element(at index: Int) -> Element {
            state.pointee.chunks[index >> Self.shift].base[index & (Self.perChunk - 1)]
        }

        func copy() -> Chunks {
            let copy = Chunks()
            for index in 0..<count { copy.append(element(at: index)) }
            return copy
        }

        private static func newChunk() -> (base: UnsafeMutablePointer<Element>, mapped: Bool) {
            if let raw = mmap(nil, chunkBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
               Int(bitPattern: raw) != -1 {  // MAP_FAILED
                return (raw.bindMemory(to: Element.self, capacity: perChunk), true)
            }
            return (UnsafeMutablePointer<Element>.allocate(capacity: perChunk), false)
        }

        private static func release(_ chunk: (base: UnsafeMutablePointer<Element>, mapped: Bool)) {
            if chunk.mapped {
                _ = munmap(UnsafeMutableRawPointer(chunk.base), chunkBytes)
            } else {
                chunk.base.deallocate()
            }
        }
    }
}
