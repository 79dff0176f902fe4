import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs independent jobs on several threads and returns their results in job order, so that what a caller builds
/// from them (frames, diagnostics, files) is the same bytes whatever the number of threads (robustness.md §4.6).
///
/// Job `i` runs on worker `i mod workers`; each result slot is written by exactly one worker and read only after
/// all workers have finished, so no lock is needed.
enum OrderedParallelMap {
    /// The processors the system has online, at least 1.
    static var processorCount: Int {
        max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    }

    /// `(0..<count).map(job)`, on at most `maximumWorkers` threads; serially when one suffices.
    static func map<Result: Sendable>(count: Int, maximumWorkers: Int,
                                      _ job: @Sendable (Int) -> Result) -> [Result] {
        let workers = min(max(maximumWorkers, 1), count)
        guard workers > 1 else { return (0..<count).map(job) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                slots.store(job(index), at: index)
            }
        }
        return slots.results()
    }
}

/// One slot per job; see ``OrderedParallelMap`` for why unsynchronized access is safe here.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    /// Every slot's result; called after all jobs finished, so every slot is filled.
    func results() -> [Result] {
        storage.compactMap { $0 }
    }
}

/// Values handed to parallel jobs, each taken exactly once by the job of its index (so that the job holds the only
/// copy); unsynchronized for the reason ``OrderedParallelMap`` gives.
final class TakeOnceSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(_ values: consuming [Value]) {
        storage = .allocate(capacity: values.count)
        _ = storage.initialize(from: values.lazy.map { Optional($0) })
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// The value at `index`; the slot is empty afterwards. Each index must be taken once.
    func take(_ index: Int) -> Value {
        // lint-unsafe: every job index is below the count the slots were made with, and each job takes its own
        guard let value = storage[index].take() else { preconditionFailure("slot \(index) taken twice") }
        return value
    }
}
