/// What arranging a summarized stack needs from its arranged views' costs, noted while the plan builds the stack's
/// behaviour (``BehaviourBuilder/behaviour(of:behaviours:natural:notes:)``), so that `StackArrangement` need not
/// rebuild those costs (a leaf's is rebuilt on each read, `LocalPlan`) nor convolve them again.
struct ArrangementNotes {
    /// fill, equalSpacing, and equalCentering unless its layout needs a program (`CentringLayout`): the convolution
    /// of the visible views' tie-broken costs, whose allocation gives their lengths along the axis.
    var allocation: Convolution?
    /// equalCentering with three or more visible views: shrinking pieces of different views tie, so that a squeeze
    /// needs the layout (``CentringLayout/arrange(edge:naturals:gaps:tiedSqueeze:allocate:)``).
    var tiedSqueeze = false
    /// fillProportionally: the views do not trade against the proportional priorities, so that their lengths follow
    /// from their roles alone (``ProportionalLayout/lengths(roles:margin:gaps:stackLength:)``).
    var closedProportions = false
    /// Alignments other than fill: per arranged view, in the stack's order, its cross length inside the spanner.
    var crossFits: [CrossFit] = []
    /// equalCentering whose arrangement needs its layout (a program, or ties that share a squeeze): the layout
    /// itself, so that the arrangement need not build it again from the arranged views' costs.
    var centring: CentringLayout?
}

/// A view inside a spanner of length P across a stack's axis (G2, G6): the cheapest length of its cross cost with the
/// pull towards 0 at 25, and the least length its required constraints allow.
struct CrossFit: Sendable {
    var cheapest: Double
    var lower: Double

    /// The fit of a view whose cross cost is `cost`.
    init(_ cost: PiecewiseCost) {
        self = cost.withPlusAbsolute(0, BehaviourBuilder.crossPull) { CrossFit(pulled: $0) }
    }

    /// The fit whose cheapest length and lower bound are known (``SpannedSum``).
    init(cheapest: Double, lower: Double) {
        self.cheapest = cheapest
        self.lower = lower
    }

    /// The fit from the cost with the pull added (``BehaviourBuilder/pulled(_:)``).
    init(pulled: CostView) {
        cheapest = pulled.argmin
        lower = pulled.lower
    }

    /// The cheapest cross length of a visible view inside a spanner of length `spanner`.
    func length(spanner: Double) -> Double { max(min(cheapest, spanner), lower) }
}

/// The plan's ``ArrangementNotes`` of all its summarized stacks, in a few flat lists (``ChunkedList``) instead of
/// several arrays per stack: a plan keeps them until the scene is solved.
///
/// A stack's allocation table is what ``Convolution/allocate(_:)`` reads: the visible views' cheapest lengths and
/// the pieces' owners and lengths, cheapest first on each side. The pieces' rates only decide that order, so they
/// are not kept; `allocate` takes the same steps in the same order as the convolution's, so it gives the same bits.
struct ArrangementStore: Sendable {
    /// One stack's notes: ranges in the flat arrays (a negative start for notes the stack does not have).
    struct Record: Sendable {
        var naturalStart: Int32 = -1
        var naturalCount: Int32 = 0
        /// Growing pieces `rightStart..<leftStart`, shrinking pieces `leftStart..<pieceEnd`.
        var rightStart: Int32 = 0
        var leftStart: Int32 = 0
        var pieceEnd: Int32 = 0
        var fitStart: Int32 = -1
        var fitCount: Int32 = 0
        var tiedSqueeze = false
        var closedProportions = false
        /// Index into the kept equalCentering layouts, or −1.
        var centring: Int32 = -1
    }

    private var records = ChunkedList<Record>()
    private var naturals = ChunkedList<Double>()
    private var owners = ChunkedList<Int32>()
    private var lengths = ChunkedList<Double>()
    private var fits = ChunkedList<CrossFit>()
    private var centrings: [CentringLayout] = []

    init() {}

    /// Stores `notes` and returns their record's index, or nil when the notes are too large to index with 32 bits (the
    /// arrangement then rebuilds what it needs).
    mutating func append(_ notes: ArrangementNotes) -> Int32? {
        let pieceCount = notes.allocation.map { $0.right.count + $0.left.count } ?? 0
        let naturalCount = notes.allocation?.naturals.count ?? 0
        guard let index = Int32(exactly: records.count),
              Int32(exactly: lengths.count + pieceCount) != nil,
              Int32(exactly: naturals.count + naturalCount) != nil,
              Int32(exactly: fits.count + notes.crossFits.count) != nil
        else { return nil }
        var record = Record()
        record.tiedSqueeze = notes.tiedSqueeze
        record.closedProportions = notes.closedProportions
        if let allocation = notes.allocation {
            record.naturalStart = Int32(naturals.count)
            record.naturalCount = Int32(naturalCount)
            naturals.append(contentsOf: allocation.naturals)
            record.rightStart = Int32(lengths.count)
            for piece in allocation.right { appendPiece(piece) }
            record.leftStart = Int32(lengths.count)
            for piece in allocation.left { appendPiece(piece) }
            record.pieceEnd = Int32(lengths.count)
        }
        if let centring = notes.centring, let slot = Int32(exactly: centrings.count) {
            record.centring = slot
            centrings.append(centring)
        }
        if !notes.crossFits.isEmpty {
            record.fitStart = Int32(fits.count)
            record.fitCount = Int32(notes.crossFits.count)
            fits.append(contentsOf: notes.crossFits)
        }
        records.append(record)
        return index
    }

    private mutating func appendPiece(_ piece: Convolution.OwnedPiece) {
        owners.append(Int32(truncatingIfNeeded: piece.owner))  // owners index the naturals, which fit in Int32
        lengths.append(piece.length)
    }

    // MARK: Reading

    /// Whether record `index` has an allocation table.
    func hasAllocation(_ index: Int32) -> Bool { record(index)?.naturalStart ?? -1 >= 0 }

    /// The visible views' cheapest lengths (``Convolution/naturals``), empty without a table.
    func naturals(_ index: Int32) -> [Double] {
        guard let record = record(index), record.naturalStart >= 0 else { return [] }
        let start = Int(record.naturalStart)
        return (start..<start + Int(record.naturalCount)).map { naturals[$0] }
    }

    /// Each visible view's length when they share `total`: ``Convolution/allocate(_:)`` of the stored convolution.
    func allocate(_ index: Int32, _ total: Double) -> [Double] {
        let naturals = naturals(index)
        guard let record = record(index), record.naturalStart >= 0 else { return naturals }
        let rightStart = Int(record.rightStart), leftStart = Int(record.leftStart)
        return Convolution.allocate(total, naturals: naturals, natural: naturals.reduce(0, +),
                                    growing: leftStart - rightStart, shrinking: Int(record.pieceEnd) - leftStart) {
            let i = ($0 ? rightStart : leftStart) + $1
            return (Int(owners[i]), lengths[i])
        }
    }

    /// ``ArrangementNotes/tiedSqueeze`` of record `index`.
    func tiedSqueeze(_ index: Int32) -> Bool { record(index)?.tiedSqueeze ?? false }

    /// ``ArrangementNotes/centring`` of record `index`.
    func centring(_ index: Int32) -> CentringLayout? {
        guard let record = record(index), record.centring >= 0 else { return nil }
        return centrings[Int(record.centring)]
    }

    /// ``ArrangementNotes/closedProportions`` of record `index`.
    func closedProportions(_ index: Int32) -> Bool { record(index)?.closedProportions ?? false }

    /// The cross fit of the arranged view at `position`, nil without one.
    func crossFit(_ index: Int32, at position: Int) -> CrossFit? {
        guard let record = record(index), record.fitStart >= 0, position >= 0, position < Int(record.fitCount)
        else { return nil }
        return fits[Int(record.fitStart) + position]
    }

    private func record(_ index: Int32) -> Record? {
        let i = Int(index)
        return i >= 0 && i < records.count ? records[i] : nil
    }
}
