/// The strength of an engine constraint: a UIKit priority, or one of the engine's levels below every UIKit priority.
///
/// Solving is lexicographic (uistackview.md §2.3), so only the *order* of strengths matters, never their values.
/// Stackboard uses that to add three bands of levels under UIKit's 1…1000, strongest first:
///
/// 1. ``Band/uikit``: the priorities of UIKit's and the document's constraints, compared by value.
/// 2. ``Band/tieBreak``: the index rule of uistackview.md §3 (“ties go to the lowest index”), one level per
///    (stack depth, position) pair, outer stacks before inner ones and lower positions before higher ones. They
///    only choose among solutions that are optimal for every UIKit priority (see `IndexTieBreak.swift`).
/// 3. ``Band/ambiguitySize`` then ``Band/ambiguityPosition``: a deterministic choice for what is still free, which
///    UIKit leaves to its solver (Auto Layout's ambiguity): sizes are pulled towards 0, outer views before inner
///    ones (one level per depth), then positions towards the superview's origin.
///
/// When the constraints go to Cassowary, every distinct key is mapped to a priority by rank (`PriorityLadder`).
struct PriorityKey: Hashable, Comparable, Sendable {
    enum Band: UInt8, Comparable, Sendable {
        case ambiguityPosition = 0
        case ambiguitySize = 1
        case tieBreak = 2
        case uikit = 3

        static func < (lhs: Band, rhs: Band) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    // One word whose integer order is the strength order: cost vectors hold one key per level for every piece of
    // every subtree's cost, and merging them compares keys in the innermost loop.
    //
    //   bits 62–63  the band
    //   uikit       bits 30–61: the priority as a `Float` (UIKit's `UILayoutPriority`), mapped so that integer order
    //               is numeric order; bits 0–29: 2³⁰ − 1 − step, the order among keys of one priority (step 0 for
    //               every UIKit constraint, ``uikit(_:step:)``)
    //   tieBreak    bits 24–54: 2³¹ − 1 − depth; bits 0–23: 2²⁴ − 1 − position (shallower, then lower, is stronger)
    //   ambiguitySize  bits 24–54: 2³¹ − 1 − depth
    private let word: UInt64

    var band: Band { Band(rawValue: UInt8(word >> 62)) ?? .uikit }

    /// The key's one word (for keys compared bit for bit, `OwnTermsKey`).
    var bits: UInt64 { word }

    /// The key whose word is `bits` (one ``bits`` gave).
    init(bits: UInt64) { word = bits }

    /// The UIKit priority (1…1000) in the ``Band/uikit`` band, as UIKit keeps it (a `Float`); 0 otherwise.
    var value: Double {
        band == .uikit ? Double(Self.float(fromOrdered: UInt32(truncatingIfNeeded: word >> 30))) : 0
    }

    /// In the ``Band/uikit`` band: how many steps below the plain priority ``value`` the key ranks (0 for every
    /// constraint UIKit or the document makes, ``uikit(_:step:)``).
    var step: Int { band == .uikit ? Int(Self.stepMask - word & Self.stepMask) : 0 }

    /// In the ``Band/tieBreak`` and ``Band/ambiguitySize`` bands: the depth of the view in the tree (smaller is
    /// stronger).
    var depth: Int {
        switch band {
        case .tieBreak, .ambiguitySize: Int(Self.depthMask) - Int((word >> 24) & Self.depthMask)
        case .uikit, .ambiguityPosition: 0
        }
    }

    /// In the ``Band/tieBreak`` band: the position among the stack's visible views (smaller is stronger; 0…2²⁴ − 1).
    var rank: Int { band == .tieBreak ? Int(Self.rankMask) - Int(word & Self.rankMask) : 0 }

    private static let rankMask: UInt64 = 0xFF_FFFF
    private static let stepMask: UInt64 = 0x3FFF_FFFF
    private static let depthMask: UInt64 = 0x7FFF_FFFF

    init(band: Band, value: Double, depth: Int, rank: Int, step: Int = 0) {
        let bandBits = UInt64(band.rawValue) << 62
        switch band {
        case .uikit:
            let stepBits = Self.stepMask - UInt64(min(max(step, 0), Int(Self.stepMask)))
            word = bandBits | UInt64(Self.ordered(Float(value))) << 30 | stepBits
        case .tieBreak, .ambiguitySize:
            let depthBits = Self.depthMask - UInt64(min(max(depth, 0), Int(Self.depthMask)))
            let rankBits = band == .tieBreak ? Self.rankMask - UInt64(min(max(rank, 0), Int(Self.rankMask))) : 0
            word = bandBits | depthBits << 24 | rankBits
        case .ambiguityPosition:
            word = bandBits
        }
    }

    /// `value`'s bits, turned so that unsigned integer order is numeric order (negative values flipped whole,
    /// non-negative ones with the sign bit set).
    private static func ordered(_ value: Float) -> UInt32 {
        let bits = value.bitPattern
        return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
    }

    private static func float(fromOrdered bits: UInt32) -> Float {
        Float(bitPattern: bits & 0x8000_0000 != 0 ? bits & 0x7FFF_FFFF : ~bits)
    }

    static func uikit(_ priority: Double) -> PriorityKey {
        PriorityKey(band: .uikit, value: priority, depth: 0, rank: 0)
    }

    /// A level `step` steps below the plain priority `priority` and above every weaker priority: for an order that
    /// UIKit's numbers cannot express, equalCentering's centring constraints past priority 1
    /// (``centring(previousIndex:)``).
    static func uikit(_ priority: Double, step: Int) -> PriorityKey {
        PriorityKey(band: .uikit, value: priority, depth: 0, rank: 0, step: step)
    }

    static let required = PriorityKey.uikit(1000)

    /// The level of equalCentering's centring constraint (G13) after the visible view at `previousIndex` in
    /// `arrangedSubviews`: UIKit's `150 − index` (149, 148, …). Past index 149 that number would reach 0, which UIKit
    /// does not allow; Stackboard keeps the order going at priority 1, one step weaker per index, so that earlier
    /// distances still come first and the program has one answer (a tie at one level would leave it to the solver).
    static func centring(previousIndex: Int) -> PriorityKey {
        previousIndex < 149 ? .uikit(150 - Double(previousIndex)) : .uikit(1, step: previousIndex - 149)
    }

    static func tieBreak(depth: Int, rank: Int) -> PriorityKey {
        PriorityKey(band: .tieBreak, value: 0, depth: depth, rank: rank)
    }

    /// The size pull of a view at `depth` in the tree: outer views' sizes are settled before inner ones', so a
    /// stack's own pull never cancels against its content's (which would leave the choice to position pulls).
    static func ambiguitySize(depth: Int) -> PriorityKey {
        PriorityKey(band: .ambiguitySize, value: 0, depth: depth, rank: 0)
    }
    static let ambiguityPosition = PriorityKey(band: .ambiguityPosition, value: 0, depth: 0, rank: 0)

    var isRequired: Bool { band == .uikit && value >= 1000 }

    /// True when `lhs` is weaker than `rhs`.
    static func < (lhs: PriorityKey, rhs: PriorityKey) -> Bool { lhs.word < rhs.word }

    /// The key's word scrambled (a Fibonacci hash): a slot in a power-of-two table that `SlopeWords` probes without
    /// the standard hasher.
    func slot(mask: Int) -> Int { Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask }

    /// The priority as shown to users: a UIKit number, or the name of the engine's level.
    var displayName: String {
        switch band {
        case .uikit: step == 0 ? formatPriority(Float(value)) : "\(formatPriority(Float(value))) (step \(step) below)"
        case .tieBreak: "index-tie-break(depth \(depth), position \(rank))"
        case .ambiguitySize: "ambiguity(size, depth \(depth))"
        case .ambiguityPosition: "ambiguity(position)"
        }
    }
}

/// A priority written the way users write it: `1000`, `999.5`, `251`.
func formatPriority(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// A priority as UIKit keeps it (a `Float`), written the way users write it: `250.3`, not its nearest `Double`.
func formatPriority(_ value: Float) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

extension PriorityKey {
    /// The distinct keys of `keys`, strongest first: the levels of a dense lexicographic program (`BoundedProgram`).
    static func strongestFirst(_ keys: [PriorityKey]) -> [PriorityKey] {
        var result: [PriorityKey] = []
        for key in keys.sorted(by: { $1 < $0 }) where result.last != key { result.append(key) }
        return result
    }

    /// ``strongestFirst(_:)`` of `keys` and every vector's levels. A vector's levels are strongest first already: each
    /// is walked along the levels found so far and merged in only when it holds one they lack (vectors of one
    /// program share most of theirs), instead of sorting every entry's key.
    static func strongestFirst(_ keys: [PriorityKey], merging vectors: [CostVector]) -> [PriorityKey] {
        var levels = strongestFirst(keys)
        for vector in vectors {
            vector.withEntries { entries in
                var i = 0
                var isCovered = true
                for entry in entries {
                    while i < levels.count && entry.key < levels[i] { i += 1 }
                    guard i < levels.count && levels[i] == entry.key else {
                        isCovered = false
                        break
                    }
                }
                guard !isCovered else { return }
                var merged: [PriorityKey] = []
                merged.reserveCapacity(levels.count + entries.count)
                var j = 0
                i = 0
                while i < levels.count || j < entries.count {
                    if j == entries.count || (i < levels.count && entries[j].key < levels[i]) {
                        merged.append(levels[i])
                        i += 1
                    } else if i == levels.count || levels[i] < entries[j].key {
                        merged.append(entries[j].key)
                        j += 1
                    } else {
                        merged.append(levels[i])
                        i += 1
                        j += 1
                    }
                }
                levels = merged
            }
        }
        return levels
    }

    /// The place of `key` in `levels` (strictly falling, ``strongestFirst(_:)``), by binary search; `levels.count`
    /// when it is weaker than every level.
    static func index(of key: PriorityKey, in levels: [PriorityKey]) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if key < levels[middle] { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
