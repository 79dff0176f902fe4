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

    // 16 bytes, the band in the top byte of the rank's word: cost vectors hold one key per level for every piece
    // of every subtree's cost.
    /// The UIKit priority (1…1000) in the ``Band/uikit`` band; 0 otherwise.
    let value: Double
    private let storedDepth: Int32
    /// The band (top 8 bits) and the rank (low 24 bits).
    private let storedBandRank: UInt32

    var band: Band { Band(rawValue: UInt8(storedBandRank >> 24)) ?? .uikit }

    /// In the ``Band/tieBreak`` and ``Band/ambiguitySize`` bands: the depth of the view in the tree (smaller is
    /// stronger).
    var depth: Int { Int(storedDepth) }
    /// In the ``Band/tieBreak`` band: the position among the stack's visible views (smaller is stronger; 0…2²⁴ − 1).
    var rank: Int { Int(storedBandRank & Self.rankMask) }

    private static let rankMask: UInt32 = 0xFF_FFFF

    init(band: Band, value: Double, depth: Int, rank: Int) {
        self.value = value
        storedDepth = Int32(clamping: depth)
        storedBandRank = UInt32(band.rawValue) << 24 | UInt32(min(max(rank, 0), Int(Self.rankMask)))
    }

    static func uikit(_ priority: Double) -> PriorityKey {
        PriorityKey(band: .uikit, value: priority, depth: 0, rank: 0)
    }

    static let required = PriorityKey.uikit(1000)

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
    static func < (lhs: PriorityKey, rhs: PriorityKey) -> Bool {
        let lhsBand = lhs.storedBandRank >> 24, rhsBand = rhs.storedBandRank >> 24
        if lhsBand != rhsBand { return lhsBand < rhsBand }
        switch lhs.band {
        case .uikit:
            return lhs.value < rhs.value
        case .tieBreak:
            if lhs.storedDepth != rhs.storedDepth { return lhs.storedDepth > rhs.storedDepth }
            return lhs.storedBandRank > rhs.storedBandRank  // same band: ranks compare
        case .ambiguitySize:
            return lhs.storedDepth > rhs.storedDepth
        case .ambiguityPosition:
            return false
        }
    }

    /// The priority as shown to users: a UIKit number, or the name of the engine's level.
    var displayName: String {
        switch band {
        case .uikit: formatPriority(value)
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
