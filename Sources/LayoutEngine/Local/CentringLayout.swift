import LayoutModel

/// equalCentering with three or more visible views in closed form (uistackview.md §5.2), for the local path: the
/// stack's cost as a function of its length and the lengths and gaps G9 and G13 give its arranged views.
///
/// Let xᵢ be the visible views' lengths, dₖ the distance between the centres of views k and k+1, and
/// mₖ = (xₖ + xₖ₊₁)/2 + gₖ the smallest distance G9 allows (gₖ: the spacing constants between the two views).
/// With the edge length A, Σdₖ = T := A − (x₀ + xₙ₋₁)/2; G13 asks dₖ = d₀ at 150 − index(view k in A).
///
/// The closed form holds when shrinking any view costs something at a level above every centring level and growing
/// costs something (`init` fails when growing is free; when shrinking reaches the centring levels the stack's cost
/// and arrangement come from `CentringProgram`). Then:
/// 1. **Slack** (A ≥ Σ natural + Σg): the views keep their natural lengths. The centring levels are settled
///    strongest first: the longest prefix d₀ = … = dⱼ₋₁ = D that fits (j·max(m₀…mⱼ₋₁) + Σ_{i≥j} mᵢ ≤ T) holds;
///    then the first distance that does not fit, dⱼ, is as close to D as the minimums allow (dⱼ = mⱼ when
///    mⱼ ≥ max(m₀…mⱼ₋₁), else D = max(m₀…mⱼ₋₁)), and every later distance is at its minimum.
/// 2. **Squeeze** (A below that): every distance is at its minimum and the views shrink like fill, cheapest piece
///    first (`Convolution`); the centring levels pay |mₖ − m₀| for the shrunken lengths. When shrinking pieces of
///    different views tie above the centring levels, the centring and tie-break levels share the squeeze among
///    them (`CentringTies`).
struct CentringLayout {
    private(set) var convolution: Convolution
    /// Minimum edge gap between visible views k and k+1.
    let gaps: [Double]
    /// The level of distance k's centring constraint (k ≥ 1; entry 0 is unused).
    let keys: [PriorityKey]
    /// The squeeze when shrinking pieces of different views tie above the centring levels.
    private(set) var ties: CentringTies?
    /// The whole LP, when a view's shrinking piece sits at or below the centring levels.
    private(set) var program: CentringProgram?
    let margin: Double

    init?(builder: BehaviourBuilder, stack: Int, config: StackConfiguration, visible: [Int],
          children: ArrangedBehaviours, natural: [Size]) {
        let table = builder.table
        let arranged = table[stack].children
        guard visible.count >= 3 else { return nil }
        var positions: [Int] = []
        for view in visible {
            guard let position = arranged.firstIndex(of: view) else { return nil }
            positions.append(position)
        }
        // Distinct centring levels, strongest first (150 − index, then steps below 1).
        var keys = [PriorityKey.uikit(150)]
        for k in 1..<(visible.count - 1) { keys.append(.centring(previousIndex: positions[k])) }
        let gaps = Self.minimumGaps(table, config, arranged: arranged, positions: positions)
        let parts = builder.tieBrokenCosts(stack, config, visible: visible, children: children, natural: natural)
        // Each view's growing and shrinking pieces from its cheapest length, for the convolution and the checks.
        let naturals = parts.map(\.argmin)
        let rights = parts.indices.map { parts[$0].pieces(rightOf: naturals[$0]) }
        let lefts = parts.indices.map { parts[$0].pieces(leftOf: naturals[$0]) }
        let convolution = Convolution(naturals: naturals, right: rights, left: lefts)
        let strongest = keys[1]
        // Every piece must be paid for above the centring levels. Where shrinking pieces of different views tie
        // there, the lower levels share the squeeze (`CentringTies`).
        var shrinking: [(owner: Int, rate: CostVector)] = []
        var reachesCentring = false
        for owner in parts.indices {
            // Growing never lowers the centring levels (adding a constant to every distance keeps their
            // differences), so growing pieces only need to cost something.
            for piece in rights[owner] where piece.rate.isZero { return nil }
            for piece in lefts[owner] {
                guard let key = piece.rate.strongestKey, strongest < key else {
                    reachesCentring = true
                    continue
                }
                shrinking.append((owner, piece.rate.above(strongest)))
            }
        }
        self.convolution = convolution
        self.gaps = gaps
        self.keys = keys
        margin = builder.edgeMargins(stack, config, config.axis)
        if reachesCentring {
            program = CentringProgram(parts: parts, naturals: convolution.naturals, gaps: gaps, keys: keys)
            ties = nil
            return
        }
        program = nil
        // Sorted by rate above the centring levels (positions only, which moves no vector), equal rates of
        // different views meet as neighbours.
        let order = shrinking.indices.sorted { CostVector.compare(shrinking[$0].rate, shrinking[$1].rate) < 0 }
        var tied = false
        for (i, j) in zip(order, order.dropFirst()) where shrinking[i].owner != shrinking[j].owner {
            if CostVector.compare(shrinking[i].rate, shrinking[j].rate) == 0 { tied = true }
        }
        // Ties among pieces that are never taken (past the first endless group) leave the closed form exact.
        ties = tied ? CentringTies(shrinking: lefts, naturals: convolution.naturals, gaps: gaps, keys: keys) : nil
    }

    /// The same layout without live programs (``CentringTies/restarted()``): it arranges as a newly built layout.
    func restarted() -> CentringLayout {
        var copy = self
        copy.ties = ties?.restarted()
        copy.program = program?.restarted()
        return copy
    }

    /// What the plan keeps for the arrangement: the layout restarted, and its convolution without the rates that
    /// ordered its pieces (arranging reads the allocation alone; the kept layout's ``cost`` is not the stack's).
    func forArrangement() -> CentringLayout {
        var copy = restarted()
        copy.convolution = convolution.allocationOnly()
        return copy
    }

    /// The stack's cost, or nil when the squeeze with ties takes too long to find (`CentringTies`).
    var cost: PiecewiseCost? {
        if let program { return program.cost()?.mapped(scale: 1, offset: -margin) }
        guard let left = Self.squeezePieces(ties: ties, convolution, gaps, keys) else { return nil }
        let start = convolution.natural + gaps.reduce(0, +)
        let content = PiecewiseCost.fromPieces(natural: start, right: Self.slackPieces(convolution.naturals,
                                                                                       gaps, keys),
                                               left: left)
        return content.mapped(scale: 1, offset: -margin)
    }

    // MARK: Arrangement

    /// The visible views' lengths and the edge gaps between them for an edge length `edge`.
    func arrange(edge: Double) -> (lengths: [Double], gaps: [Double]) {
        if let program { return program.arrange(edge: edge) }
        let total = gaps.reduce(0, +)
        guard edge >= convolution.natural + total else {
            if let ties, let lengths = ties.lengths(convolution.natural + total - edge) { return (lengths, gaps) }
            return (convolution.allocate(edge - total), gaps)
        }
        return Self.slack(convolution.naturals, gaps, edge: edge)
    }

    /// ``arrange(edge:)`` without the layout, for a stack whose layout has no program: from the visible views'
    /// cheapest lengths `naturals`, the minimum gaps (``minimumGaps(_:_:arranged:positions:)``) and the allocation
    /// of the views' convolution. Nil when the views are squeezed and shrinking pieces tie (`tiedSqueeze`, the
    /// layout's ``ties``): only the layout can share that squeeze.
    static func arrange(edge: Double, naturals: [Double], gaps: [Double], tiedSqueeze: Bool,
                        allocate: (Double) -> [Double]) -> (lengths: [Double], gaps: [Double])? {
        guard naturals.count >= 3, gaps.count == naturals.count - 1 else { return nil }
        let total = gaps.reduce(0, +)
        guard edge >= naturals.reduce(0, +) + total else {  // the convolution's natural length
            return tiedSqueeze ? nil : (allocate(edge - total), gaps)
        }
        return slack(naturals, gaps, edge: edge)
    }

    /// Minimum edge gap between visible views k and k+1 (at `positions` among `arranged`): G9's constants.
    static func minimumGaps(_ table: SceneTable, _ config: StackConfiguration, arranged: [Int],
                            positions: [Int]) -> [Double] {
        var gaps: [Double] = []
        for k in 0..<max(positions.count - 1, 0) {
            var gap = 0.0
            for i in (positions[k] + 1)...positions[k + 1] {
                gap += StackSpacing.constant(config.spacing, previousHidden: table.isHidden(arranged[i - 1]),
                                             nextHidden: table.isHidden(arranged[i]), previousIndex: i - 1,
                                             nextIndex: i, lastIndex: arranged.count - 1)
            }
            gaps.append(gap)
        }
        return gaps
    }

    /// Slack: the views at their cheapest lengths `x`, the gaps as the centring levels settle them.
    private static func slack(_ x: [Double], _ gaps: [Double], edge: Double) -> (lengths: [Double], gaps: [Double]) {
        let m = minimumDistances(x, gaps)
        let d = distances(m, total: edge - (x[0] + x[x.count - 1]) / 2)
        return (x, d.indices.map { d[$0] - (x[$0] + x[$0 + 1]) / 2 })
    }

    // MARK: Slack

    static func minimumDistances(_ x: [Double], _ gaps: [Double]) -> [Double] {
        gaps.indices.map { minimumDistance(x, gaps, $0) }
    }

    /// Entry `k` of ``minimumDistances(_:_:)``: the distance between the centres of views `k` and `k + 1`.
    @inline(__always)
    private static func minimumDistance(_ x: [Double], _ gaps: [Double], _ k: Int) -> Double {
        (x[k] + x[k + 1]) / 2 + gaps[k]
    }

    /// The centre distances the centring levels choose for minimums `m` and their sum `total` (≥ Σm).
    static func distances(_ m: [Double], total: Double) -> [Double] {
        var d = m
        fillDistances(&d, m, total: total, thresholds: thresholds(m))
        return d
    }

    /// Writes ``distances(_:total:)`` into `d` (as many entries as `m`), with `m`'s thresholds (``thresholds(_:)``)
    /// given: for a caller that asks for many totals of one `m`.
    private static func fillDistances(_ d: inout [Double], _ m: [Double], total: Double, thresholds: [Double]) {
        let count = m.count
        var j = 1
        while j < count && thresholds[j] <= total + 1e-9 { j += 1 }
        if j == count {
            for i in 0..<count { d[i] = total / Double(count) }
            return
        }
        // Distances 0..<j share D; distance j is the first that cannot.
        let widest = m[0..<j].max() ?? 0
        let rest = m[(j + 1)...].reduce(0, +)
        for i in 0..<count { d[i] = m[i] }
        if m[j] >= widest {
            let shared = (total - rest - m[j]) / Double(j)
            for i in 0..<j { d[i] = shared }
        } else {
            for i in 0..<j { d[i] = widest }
            d[j] = total - rest - Double(j) * widest
        }
    }

    /// τⱼ (index j − 1): the least total at which distances 0..<j can be equal.
    private static func thresholds(_ m: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(m.count)
        var widest = -Double.infinity
        var rest = m.reduce(0, +)
        for j in 1...m.count {
            widest = max(widest, m[j - 1])
            rest -= m[j - 1]
            result.append(Double(j) * widest + rest)
        }
        return result
    }

    /// Σₖ keyₖ·|dₖ − d₀|. The keys fall strictly (150 − index), so the entries are written in order into one list
    /// (the same vector as the sum of one-level vectors).
    static func centringCost(_ d: [Double], _ keys: [PriorityKey]) -> CostVector {
        var inOrder = true
        let entries = [CostVector.Entry](writingAtMost: d.count - 1) { base in
            let room = UnsafeMutableBufferPointer(start: base, count: d.count - 1)
            let written = writeCentringEntries(count: d.count, keys: keys, into: room) { d[$0] }
            inOrder = written != nil
            return written ?? 0
        }
        guard inOrder else { return summedCentringCost(d, keys) }
        return CostVector(shared: entries, start: 0, count: entries.count)
    }

    /// Writes the entries of ``centringCost(_:_:)`` for distances `distance(0..<count)` into `entries` (room for
    /// `count − 1`), strongest first, and returns how many; nil when the keys come out of order.
    @inline(__always)
    private static func writeCentringEntries(count: Int, keys: [PriorityKey],
                                             into entries: UnsafeMutableBufferPointer<CostVector.Entry>,
                                             distance: (Int) -> Double) -> Int? {
        let d0 = distance(0)
        var written = 0
        for k in 1..<count {
            let rate = abs(distance(k) - d0)
            guard rate > CostVector.tolerance else { continue }
            guard written == 0 || keys[k] < entries[written - 1].key else { return nil }
            entries[written] = (keys[k], rate)
            written += 1
        }
        return written
    }

    /// ``centringCost(_:_:)`` level by level, for keys out of order.
    private static func summedCentringCost(_ d: [Double], _ keys: [PriorityKey]) -> CostVector {
        var cost = CostVector.zero
        for k in 1..<d.count { cost = cost + CostVector(keys[k], abs(d[k] - d[0])) }
        return cost
    }

    /// `total + centringCost(minimumDistances(x, gaps), keys)`, bit for bit, in `total` (`spare` is working room):
    /// the distances are not stored, and the centring cost is written in temporary room.
    static func addCentringCost(to total: inout EntryBuffer, spare: inout EntryBuffer, lengths x: [Double],
                                gaps: [Double], keys: [PriorityKey]) {
        let count = gaps.count
        guard count > 1 else { return }
        withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: count - 1) { entries in
            if let written = writeCentringEntries(count: count, keys: keys, into: entries,
                                                  distance: { minimumDistance(x, gaps, $0) }) {
                spare.set(total.contents, plus: UnsafeBufferPointer(rebasing: entries[..<written]))
            } else {
                // Keys out of order: the sum level by level.
                centringCost(minimumDistances(x, gaps), keys).withEntries { spare.set(total.contents, plus: $0) }
            }
            swap(&total, &spare)
        }
    }

    /// ``addCentringCost(to:spare:lengths:gaps:keys:)`` to a vector.
    static func plusCentringCost(_ total: CostVector, lengths x: [Double], gaps: [Double],
                                 keys: [PriorityKey]) -> CostVector {
        EntryBuffer.withThree { sum, spare, _ in
            total.withEntries { sum.set($0) }
            addCentringCost(to: &sum, spare: &spare, lengths: x, gaps: gaps, keys: keys)
            return sum.vector
        }
    }

    /// The pieces for growing from Σ natural + Σg: the centring cost falls as the distances even out.
    private static func slackPieces(_ x: [Double], _ gaps: [Double], _ keys: [PriorityKey]) -> [PiecewiseCost.Piece] {
        let m = minimumDistances(x, gaps)
        let thresholds = Self.thresholds(m)
        guard let first = thresholds.first, let last = thresholds.last else { return [] }
        // Breakpoints: the thresholds, and where the shared distance passes a later minimum. Between τⱼ and τⱼ₊₁
        // (distances 0..<j shared, the later ones at their minimums) the total is j·D + Σ_{i≥j} mᵢ, so D = mₖ
        // (k > j) is a breakpoint only if that total lies in the region; the others would only split a piece.
        var points = thresholds
        var rest = m.reduce(0, +)
        for j in 1..<m.count {
            rest -= m[j - 1]
            let low = thresholds[j - 1], high = thresholds[j]
            for k in (j + 1)..<m.count {
                let point = rest + Double(j) * m[k]
                if point >= low && point <= high { points.append(point) }
            }
        }
        points.removeAll { !($0 >= first && $0 <= last) }
        points.sort()
        var pieces: [PiecewiseCost.Piece] = []
        pieces.reserveCapacity(points.count + 1)
        var previous = first
        var d = m  // the distances at each point, written in place
        fillDistances(&d, m, total: first, thresholds: thresholds)
        var previousCost = centringCost(d, keys)
        for point in points where point > previous + 1e-9 {
            fillDistances(&d, m, total: point, thresholds: thresholds)
            let cost = centringCost(d, keys)
            let rate = CostVector.chord(from: previousCost, to: cost, times: 1 / (point - previous))
            pieces.append(PiecewiseCost.Piece(length: point - previous, rate: rate))
            previous = point
            previousCost = cost
        }
        pieces.append(PiecewiseCost.Piece(length: .infinity, rate: .zero))
        return pieces
    }

    // MARK: Squeeze

    /// The squeeze's pieces, nearest first: from the tie search where shrinking pieces tie (nil when it takes too
    /// long), in closed form otherwise.
    static func squeezePieces(ties: CentringTies?, _ convolution: Convolution, _ gaps: [Double],
                              _ keys: [PriorityKey]) -> [PiecewiseCost.Piece]? {
        guard let ties else { return squeezePieces(convolution, gaps, keys) }
        return ties.pieces()
    }

    /// The pieces for shrinking from Σ natural + Σg in closed form: the views' pieces, cheapest first, each split
    /// where a centring difference mₖ − m₀ changes sign, with the centring cost's change added.
    static func squeezePieces(_ convolution: Convolution, _ gaps: [Double],
                              _ keys: [PriorityKey]) -> [PiecewiseCost.Piece] {
        var x = convolution.naturals
        let n = x.count
        // The rows every step fills again, made once: the minimum distances of some lengths (x with one view's
        // length replaced), the differences mₖ − m₀ before and after a piece, the lengths at the last step's end
        // and the cuts. Each is computed with the arithmetic of copying x and changing the one length.
        var m = [Double](count: gaps.count, filledWith: 0)
        var before = [Double](count: max(gaps.count - 1, 0), filledWith: 0), after = before
        var lastEnd = [Double](count: n, filledWith: 0)
        var cuts: [Double] = []
        /// `m` for x with view `owner`'s length replaced by `length`.
        func minimums(owner: Int, length: Double) {
            for k in gaps.indices {
                m[k] = ((k == owner ? length : x[k]) + (k + 1 == owner ? length : x[k + 1])) / 2 + gaps[k]
            }
        }
        func differences(into out: inout [Double]) {
            for k in out.indices { out[k] = m[k + 1] - m[0] }
        }
        // What the last step computed that the next one would again: the differences after the whole piece (the
        // next piece's `before`: the same lengths) and the centring cost at the step's end (the next step's start
        // when the lengths agree bit for bit).
        var carried = false
        var lastEndCost: CostVector?
        var pieces: [PiecewiseCost.Piece] = []
        for piece in convolution.left {
            let owner = piece.owner
            // Split points (as amounts of this piece taken) where a difference crosses zero.
            let probe = piece.length.isFinite ? piece.length : 1
            if !carried {
                minimums(owner: owner, length: x[owner])
                differences(into: &before)
            }
            minimums(owner: owner, length: x[owner] - probe)
            differences(into: &after)
            cuts.removeAll(keepingCapacity: true)
            for (a, b) in zip(before, after) where a != b {
                let t = a / (a - b) * probe  // linear along the piece
                if t > 1e-9 && t < piece.length - 1e-9 { cuts.append(t) }
            }
            cuts.sort()
            var taken = 0.0
            for index in 0...cuts.count {
                let cut = index < cuts.count ? cuts[index] : piece.length
                guard cut > taken + 1e-12 else { continue }
                let step = cut.isFinite ? cut - taken : 1
                let start = x[owner] - taken, end = x[owner] - (taken + step)
                let startCost: CostVector
                if let cost = lastEndCost, x.indices.allSatisfy({ i in
                    (i == owner ? start : x[i]).bitPattern == lastEnd[i].bitPattern
                }) {
                    startCost = cost
                } else {
                    minimums(owner: owner, length: start)
                    startCost = centringCost(m, keys)
                }
                minimums(owner: owner, length: end)
                let endCost = centringCost(m, keys)
                let rate = piece.rate + CostVector.chord(from: startCost, to: endCost, times: 1 / step)
                pieces.append(PiecewiseCost.Piece(length: cut - taken, rate: rate))
                for i in x.indices { lastEnd[i] = i == owner ? end : x[i] }
                lastEndCost = endCost
                taken = cut
            }
            guard piece.length.isFinite else { break }
            x[owner] -= piece.length
            // The lengths after the piece were those `after` was taken at: x less this piece's length.
            swap(&before, &after)
            carried = true
        }
        return pieces
    }
}
