/// The convolution of a fill or equalSpacing stack's visible views along its axis
/// (``BehaviourBuilder/tieBrokenConvolution(_:_:visible:children:natural:)``) and the cost `alongCost` makes of it,
/// on rows (``CostRows``) where every rate is a whole number: each view's cost with its tie-break hinge added (the
/// pair-sum walk), its cheapest length and its pieces either side (`Breakpoints.measurePieces`), the pieces of all
/// views cheapest first (`Convolution.cheapestOrder`: by rate, then owner, then nearness), and the cost from the
/// pieces (`PiecewiseCost.fromPieces` and its clipping), each with the general path's arithmetic on lengths. The
/// allocation keeps the views' cheapest lengths and the pieces' owners and lengths, which is all the arrangement
/// reads (``ArrangementStore``).
enum RowConvolution {
    enum Shape {
        /// fill: the convolution's own cost.
        case fill
        /// equalSpacing: from the views' cheapest lengths plus the minimum gaps, flat when growing (the gaps take
        /// it), the views' pieces when shrinking.
        case spaced(minimumGaps: Double)
    }

    /// The allocation and the cost, or nil where a rate is not whole or a cost has too many breakpoints or levels.
    static func make(_ parts: [PiecewiseCost], hinges: [Convolution.Hinge?],
                     shape: Shape) -> (allocation: Convolution, cost: PiecewiseCost)? {
        guard !parts.isEmpty, let (most, total) = CostRows.breakpointCensus(parts) else { return nil }
        var extra: [PriorityKey] = []
        for hinge in hinges {
            guard let hinge else { continue }
            let whole = hinge.rate.withEntries { entries in
                entries.allSatisfy { entry in
                    extra.append(entry.key)
                    return CostRows.isWhole(entry.rate)
                }
            }
            guard whole else { return nil }
        }
        guard let levels = CostRows.Levels(parts, extra: extra) else { return nil }
        defer { levels.deallocate() }
        let n = levels.count
        // Per view at most its breakpoints + 1 (the hinge's) + 1 slopes, so as many pieces either side.
        let pieceRoom = total + 2 * parts.count
        let doubles = (2 * most + 4) * n + (most + 1) + 2 * pieceRoom * (n + 1) + (2 * pieceRoom + 3) * (n + 2)
        let arena = UnsafeMutablePointer<Double>.allocate(capacity: doubles)
        let indices = UnsafeMutablePointer<Int>.allocate(capacity: 6 * pieceRoom)
        defer {
            arena.deallocate()
            indices.deallocate()
        }
        let own = arena, bent = own + (most + 1) * n, bentPoints = bent + (most + 2) * n
        let hingeRow = bentPoints + (most + 1)
        // Pieces either side: rate rows, lengths; owners and places (index into the side), then the order.
        let rightRows = hingeRow + n, leftRows = rightRows + pieceRoom * n
        let rightLengths = leftRows + pieceRoom * n, leftLengths = rightLengths + pieceRoom
        let out = leftLengths + pieceRoom  // the cost: (2 · pieceRoom + 3) rows, breakpoints, left ends
        let rightOwners = indices, leftOwners = indices + pieceRoom
        let rightOrder = indices + 2 * pieceRoom, leftOrder = indices + 3 * pieceRoom
        var rightCount = 0, leftCount = 0
        var naturals = [Double](count: parts.count, filledWith: 0)

        for (owner, part) in parts.enumerated() {
            // The part's rows and breakpoints, with its hinge added where it has one.
            levels.writeRows(of: part, to: own)
            var rows = UnsafePointer(own), slopeCount = part.slopes.count
            var lower = part.lower, upper = part.upper, pointCount = part.breakpoints.count
            if owner < hinges.count, let hinge = hinges[owner] {
                hinge.rate.withEntries { levels.writeRow($0, to: hingeRow) }
                let walk = CostRows.bent(own, breakpoints: part.breakpoints, lower: part.lower, upper: part.upper,
                                         at: hinge.at, bend: hingeRow, n, rows: bent, points: bentPoints)
                rows = UnsafePointer(bent)
                (slopeCount, pointCount, lower, upper) = walk
            } else {
                for (k, x) in part.breakpoints.enumerated() { bentPoints[k] = x }
            }
            let points = UnsafeBufferPointer(start: bentPoints, count: pointCount)
            let falling = CostRows.firstNotNegative(rows, slopeCount: slopeCount, n)
            let natural = Breakpoints.argmin(points, lower: lower, upper: upper, firstNotNegative: falling)
            naturals[owner] = natural
            // Its pieces either side of its cheapest length: rates per unit of growing (its slopes) and of
            // shrinking (its slopes negated, each rate times −1).
            Breakpoints.measurePieces(points, upper: upper, rightOf: natural) { length, k in
                (rightRows + rightCount * n).update(from: rows + k * n, count: n)
                rightLengths[rightCount] = length
                rightOwners[rightCount] = owner
                rightCount += 1
            }
            Breakpoints.measurePieces(points, lower: lower, leftOf: natural) { length, k in
                let row = leftRows + leftCount * n
                for i in 0..<n { row[i] = rows[k * n + i] * -1 }
                leftLengths[leftCount] = length
                leftOwners[leftCount] = owner
                leftCount += 1
            }
        }

        // Each side cheapest first: by rate (the strongest level that differs), then owner, then place (a view's
        // pieces come nearest first), cut after the first endless piece. The order is total, so any sort gives the
        // same one. Each view's pieces already come in it (its slopes rise away from its cheapest length), runs
        // that the standard library's sort merges: a stack near the root of a deep document has hundreds of pieces.
        func order(_ count: Int, _ rateRows: UnsafeMutablePointer<Double>, _ lengths: UnsafeMutablePointer<Double>,
                   _ owners: UnsafeMutablePointer<Int>, into sorted: UnsafeMutablePointer<Int>) -> Int {
            for i in 0..<count { sorted[i] = i }
            var buffer = UnsafeMutableBufferPointer(start: sorted, count: count)
            buffer.sort { a, b in
                let ra = rateRows + a * n, rb = rateRows + b * n
                for i in 0..<n where ra[i] != rb[i] { return ra[i] < rb[i] }
                return owners[a] != owners[b] ? owners[a] < owners[b] : a < b
            }
            for i in 0..<count where !lengths[sorted[i]].isFinite { return i + 1 }
            return count
        }
        let rights = order(rightCount, rightRows, rightLengths, rightOwners, into: rightOrder)
        let lefts = order(leftCount, leftRows, leftLengths, leftOwners, into: leftOrder)

        let natural = naturals.reduce(0, +)
        let allocation = Convolution(
            naturals: naturals, natural: natural,
            right: (0..<rights).map { Convolution.OwnedPiece(owner: rightOwners[rightOrder[$0]],
                                                             length: rightLengths[rightOrder[$0]], rate: .zero) },
            left: (0..<lefts).map { Convolution.OwnedPiece(owner: leftOwners[leftOrder[$0]],
                                                           length: leftLengths[leftOrder[$0]], rate: .zero) })

        // The cost from the pieces (`fromPieces`): left ends from the start outwards, breakpoints from the far
        // left; slope k is left piece (count − 1 − k)'s rate times −1, then the right pieces', then none. Clipped:
        // breakpoints at or below the lower end dropped, the walk ends at the upper end, equal neighbours merged.
        let start: Double, growing: Int
        switch shape {
        case .fill: (start, growing) = (natural, rights)
        case .spaced(let gaps): (start, growing) = (natural + gaps, 1)
        }
        let pointRoom = lefts + growing
        let rows = out, points = out + (pointRoom + 1) * n, leftEnds = points + pointRoom
        let placed = CostRows.placeLeft(from: start, count: lefts, length: { leftLengths[leftOrder[$0]] },
                                        closing: growing > 0, leftEnds: leftEnds, points: points)
        let lower = placed.lower
        var pointCount = placed.pointCount
        var position = start
        for index in 0..<growing {
            if case .fill = shape { position += rightLengths[rightOrder[index]] } else { position += .infinity }
            if index < growing - 1 {
                points[pointCount] = position
                pointCount += 1
            }
        }
        let upper = growing == 0 ? start : position
        func slope(_ k: Int, into row: UnsafeMutablePointer<Double>) {
            if k < lefts {
                let rate = leftRows + leftOrder[lefts - 1 - k] * n
                for i in 0..<n { row[i] = rate[i] * -1 }
            } else if k - lefts < growing, case .fill = shape {
                row.update(from: rightRows + rightOrder[k - lefts] * n, count: n)
            } else {
                row.update(repeating: 0, count: n)
            }
        }
        var k = 0
        while k < pointCount && points[k] <= lower + 1e-9 { k += 1 }
        var kept = 0, slopeCount = 1
        slope(k, into: rows)
        while k < pointCount && points[k] < upper - 1e-9 {
            let row = rows + slopeCount * n
            slope(k + 1, into: row)
            if !CostRows.equal(row, row - n, n) {
                points[kept] = points[k]  // kept ≤ k: never ahead of the reading
                kept += 1
                slopeCount += 1
            }
            k += 1
        }
        let cost = CostRows.cost(lower: lower, upper: upper,
                                 breakpoints: UnsafeBufferPointer(start: points, count: kept), rows: rows,
                                 slopeCount: slopeCount, levels: levels)
        return (allocation, cost)
    }
}
