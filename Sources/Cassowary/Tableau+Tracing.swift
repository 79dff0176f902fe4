/// Parametric right-hand side: following the optimum while moved constants change continuously.
///
/// Within one optimal basis every basic symbol is affine in the amount t the constants have moved (its row's
/// constant changes by t times the moved markers' coefficients), and the objective's coefficients do not depend on
/// t, so the basis stays optimal until a restricted basic symbol falls to zero. The ratio test over the rows whose
/// constants fall gives that t; one dual simplex pivot there (the same entering rule as `dualOptimize`) gives the
/// basis that is optimal beyond it. With a lexicographic objective nothing changes: the dual ratio test compares
/// objective vectors level by level, so the new basis is optimal at every level.
extension Tableau {
    /// How each basic symbol's constant changes per unit of the moves (`shift` with `delta = rate`), by symbol id.
    func constantRates(_ moves: [(tag: Tag, rate: Double)]) -> [(basic: Int, rate: Double)] {
        var rates: [(basic: Int, rate: Double)] = []
        for (tag, rate) in moves {
            if rows[tag.marker] != nil {
                rates.append((tag.marker, -rate))
            } else if tag.other >= 0, rows[tag.other] != nil {
                rates.append((tag.other, rate))
            } else {
                for basic in columns[tag.marker] {
                    guard let coefficient = rows[basic]?.coefficient(for: tag.marker) else { continue }
                    rates.append((basic, rate * coefficient))
                }
            }
        }
        guard moves.count > 1 else { return rates }
        rates.sort { $0.basic < $1.basic }
        var merged: [(basic: Int, rate: Double)] = []
        for entry in rates {
            if let last = merged.last, last.basic == entry.basic {
                merged[merged.count - 1].rate += entry.rate
            } else {
                merged.append(entry)
            }
        }
        return merged
    }

    /// The ratio test: how far the moves can go before a restricted basic symbol reaches zero, and that symbol
    /// (lowest id among ties); nil when no restricted constant falls, so the basis stays optimal without end.
    func nextBasisChange(_ moves: [(tag: Tag, rate: Double)]) -> (step: Double, leaving: Int)? {
        var best: (step: Double, leaving: Int)?
        for (basic, rate) in constantRates(moves) where rate < 0 && kinds[basic].isRestricted {
            guard let row = rows[basic] else { continue }
            let step = max(row.constant, 0) / -rate
            if best.map({ step < $0.step }) ?? true { best = (step, basic) }
        }
        return best
    }

    /// Moves the constants along `moves` by `limit` units, or less when the basis must change first: then by as far
    /// as it stays optimal, followed by the dual simplex pivot there. Returns the distance moved (infinite, with
    /// nothing moved, when `limit` is infinite and the basis never changes).
    mutating func advance(_ moves: [(tag: Tag, rate: Double)], limit: Double) throws(Failure) -> Double {
        let change = nextBasisChange(moves)
        let step = min(change?.step ?? .infinity, limit)
        guard step.isFinite else { return step }
        if step > 0 { try shift(moves.map { ($0.tag, $0.rate * step) }) }
        guard let change, change.step <= limit, let row = rows[change.leaving] else { return step }
        guard let entering = dualEnteringSymbol(row) else {
            throw .internalError("no basis holds the moved constants")
        }
        pivotsLeft = pivotBudget
        try pivot(leaving: change.leaving, entering: entering)
        if overflowed { throw .overflow }
        return step
    }
}
