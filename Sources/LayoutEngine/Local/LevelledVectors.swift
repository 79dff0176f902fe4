/// Cost vectors summed in many combinations, with every level they hold listed once in advance: each vector is kept
/// as (level index, rate) pairs, and a sum is accumulated in a row of rates, one per level.
///
/// ``sum(_:)`` gives the bits of adding the terms one at a time with `CostVector`'s ``CostVector/+(_:_:)`` and
/// ``CostVector/*(_:_:)``: per level the terms in their order, a product within ``CostVector/tolerance`` left out (as
/// `*` drops it), the running sum dropped whenever it falls within it (as `+` drops it; the next term then starts
/// from 0, and 0 + t is t). The row replaces looking up each entry's level in the sum so far: an equalCentering
/// stack's share program (`ShareProgram`) sums the squeeze's slope at every change of its basis.
struct LevelledVectors {
    typealias Term = (vector: Int, factor: Double)

    /// The levels of every vector, strongest first.
    let levels: [PriorityKey]
    /// Vector v's entries are `entries[starts[v]..<starts[v + 1]]`, strongest first.
    private let entries: [(level: Int32, rate: Double)]
    private let starts: [Int32]

    init(_ vectors: [CostVector]) {
        self.init(vectors, unitPairs: [])
    }

    /// `vectors`, then for each of `unitPairs` two vectors of rate 1 at that key (as `CostVector(key, 1)` holds it),
    /// without building those one-entry vectors: what an equalCentering share program (`ShareProgram`) sums, its
    /// pieces' rates and each centring constraint's two error columns.
    init(_ vectors: [CostVector], unitPairs: ArraySlice<PriorityKey>) {
        let levels = PriorityKey.strongestFirst(Array(unitPairs), merging: vectors)
        var total = 2 * unitPairs.count
        for vector in vectors { total += vector.withEntries { $0.count } }
        var entries: [(level: Int32, rate: Double)] = []
        entries.reserveCapacity(total)
        var starts: [Int32] = [0]
        starts.reserveCapacity(vectors.count + 2 * unitPairs.count + 1)
        for vector in vectors {
            vector.withEntries { vectorEntries in
                // Both strongest first: each entry's level lies further on than the one before's.
                var level = 0
                for entry in vectorEntries {
                    while level < levels.count && levels[level] != entry.key { level += 1 }
                    entries.append((Int32(level), entry.rate))
                }
            }
            starts.append(Int32(entries.count))
        }
        for key in unitPairs {
            let level = Int32(PriorityKey.index(of: key, in: levels))
            for _ in 0..<2 {
                entries.append((level, 1))
                starts.append(Int32(entries.count))
            }
        }
        self.levels = levels
        self.entries = entries
        self.starts = starts
    }

    /// How many vectors.
    var count: Int { starts.count - 1 }

    /// `Σ vector · factor` over `terms` (vector indices and factors) in their order.
    func sum(_ terms: some Sequence<Term>) -> CostVector {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(levels.count, 1)) { rates in
            rates.initialize(repeating: 0)
            entries.withUnsafeBufferPointer { entries in
                for (vector, factor) in terms where factor != 0 {
                    for entry in entries[Int(starts[vector])..<Int(starts[vector + 1])] {
                        let term = entry.rate * factor
                        guard abs(term) > CostVector.tolerance else { continue }
                        let rate = rates[Int(entry.level)] + term
                        rates[Int(entry.level)] = abs(rate) > CostVector.tolerance ? rate : 0
                    }
                }
            }
            var count = 0
            for rate in rates where rate != 0 { count += 1 }
            let sum = [CostVector.Entry](writingAtMost: count) { out in
                var written = 0
                for (level, rate) in rates.enumerated() where rate != 0 {
                    (out + written).initialize(to: (levels[level], rate))
                    written += 1
                }
                return written
            }
            return CostVector(shared: sum, start: 0, count: sum.count)
        }
    }
}
