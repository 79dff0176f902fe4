@testable import LayoutEngine
import LayoutModel
import Testing

/// The allocation-lean cost builders against the costs they replace, bit for bit: `BehaviourBuilder.ownCost`
/// (summed in place) against the sum of its terms built one by one, `plusAbsolute` and `+` against the
/// slope-by-slope reference (and `PiecewiseCost.sum`, up to rounding), and sums whose vectors outgrow the stack
/// scratch.
@Suite struct LeanCostTests {
    typealias Generator = SlopeListTests.Generator

    /// Every stored bit of a cost, and whether its slopes are compact.
    static func bits(_ cost: PiecewiseCost) -> [String] {
        RebuiltBehaviourTests.bits(cost) + ["compact \(cost.slopes.isCompact)"]
    }

    static func bits(_ reference: (lower: Double, upper: Double, breakpoints: [Double], slopes: [CostVector]))
        -> [String] {
        bits(PiecewiseCost(lower: reference.lower, upper: reference.upper, breakpoints: reference.breakpoints,
                           slopes: reference.slopes))
    }

    /// The expected sum: a single part as it is, several through the whole-vector reference sum.
    static func expectedSum(_ parts: [PiecewiseCost]) -> [String] {
        parts.count == 1 ? bits(parts[0]) : bits(SlopeListTests.referenceSum(parts))
    }

    // MARK: Own costs

    /// A scene of nested stacks and leaves (depths 0 to 3), whose contents, own constraints and stack
    /// configurations each trial replaces.
    static func model() -> SceneModel {
        let rows = (0..<3).map { row in
            stack("row\(row)", row % 2 == 0 ? .horizontal : .vertical,
                  [box("a\(row)", 10, 10), stack("inner\(row)", .horizontal, [box("b\(row)", 5, 5), box("c\(row)", nil, 7)]),
                   view("plain\(row)")])
        }
        let root = view("root", constraints: place("S", in: "root"), subviews: [stack("S", .vertical, rows)])
        return SceneModel.firstScene(of: document(root, width: 400, height: 400))
    }

    static let priorities: [Double] = [1000, 999, 999.5, 750, 251, 250, 250.5, 49, 25, 1, 0, 1e4, .infinity]
    static let lengths: [Double] = [0, 17, 17 + 5e-10, 17 + 2e-9, 44.5, 100, 1e-10, -3]

    static func randomBuilder(_ model: SceneModel, _ g: inout Generator) -> BehaviourBuilder {
        var contents = model.contents
        var own = [[ResolvedConstraint]](repeating: [], count: model.count)
        var stacks = [StackConfiguration?](repeating: nil, count: model.count)
        func length() -> Double? { g.below(4) == 0 ? nil : lengths[g.below(lengths.count)] }
        func priority() -> Double { priorities[g.below(priorities.count)] }
        for index in 0..<model.count {
            contents[index].intrinsicWidth = length()
            contents[index].intrinsicHeight = length()
            contents[index].priorities.hugging = (priority(), priority())
            contents[index].priorities.compression = (priority(), priority())
            let id = model.table[index].id
            for _ in 0..<g.below(5) {
                let attribute: LayoutAttribute = g.below(2) == 0 ? .width : .height
                let relation = LayoutRelation.allCases[g.below(3)]
                own[index].append(constraint(id, attribute, relation, constant: lengths[g.below(lengths.count)],
                                             priority: priority()))
            }
            if g.below(2) == 0 {
                var properties = ViewProperties()
                properties.axis = g.below(2) == 0 ? .horizontal : .vertical
                properties.distribution = StackDistribution.allCases[g.below(StackDistribution.allCases.count)]
                stacks[index] = StackConfiguration(properties)
            }
        }
        return BehaviourBuilder(table: model.table, contents: contents, stacks: stacks, margins: model.margins,
                                own: own)
    }

    /// A view's own terms as `ownCost` built them before it summed them in place: hugging and compression
    /// resistance, own size constraints, the ambiguity pull and the canvas fit, each a cost of its own.
    static func referenceTerms(_ builder: BehaviourBuilder, _ index: Int, _ axis: Axis) -> [PiecewiseCost] {
        func term(_ c: Double, _ relation: LayoutRelation, _ priority: Double) -> PiecewiseCost {
            let priority = priority.isFinite ? min(max(priority, 1), 1000) : 1000
            if priority >= 1000 {
                switch relation {
                case .equal: return .domain(c, c)
                case .lessThanOrEqual: return .domain(-.infinity, c)
                case .greaterThanOrEqual: return .domain(c, .infinity)
                }
            }
            let rate = CostVector(.uikit(priority), 1)
            switch relation {
            case .equal: return .absolute(c, rate)
            case .lessThanOrEqual: return .hingeAbove(c, rate)
            case .greaterThanOrEqual: return .hingeBelow(c, rate)
            }
        }
        var parts: [PiecewiseCost] = []
        let content = builder.contents[index]
        if let length = axis == .horizontal ? content.intrinsicWidth : content.intrinsicHeight {
            parts.append(term(length, .lessThanOrEqual, content.priorities.hugging(axis)))
            parts.append(term(length, .greaterThanOrEqual, content.priorities.compression(axis)))
        }
        for constraint in builder.own[index] where constraint.firstAttribute == (axis == .horizontal ? .width : .height) {
            parts.append(term(constraint.constant, constraint.relation, constraint.priority))
        }
        if index != 0 { parts.append(.absolute(0, CostVector(.ambiguitySize(depth: builder.table[index].depth), 1))) }
        if let config = builder.stacks[index], axis == config.axis,
           config.distribution == .equalSpacing || config.distribution == .equalCentering {
            parts.append(.absolute(0, CostVector(.uikit(49), 1)))
        }
        return parts
    }

    @Test func ownCostsMatchTheSumOfTheirTerms() {
        let model = Self.model()
        var g = Generator(state: 11)
        var compared = 0, several = 0, infeasible = 0
        for _ in 0..<150 {
            let builder = Self.randomBuilder(model, &g)
            for index in 0..<model.count {
                for axis in [Axis.horizontal, .vertical] {
                    let cost = builder.ownCost(of: index, axis)
                    let terms = Self.referenceTerms(builder, index, axis)
                    let expected = terms.isEmpty ? Self.bits(PiecewiseCost.free) : Self.expectedSum(terms)
                    #expect(Self.bits(cost) == expected, "view \(index) \(axis)")
                    #expect(Self.bits(.sum(builder.ownCostTerms(of: index, axis))) == expected)
                    compared += 1
                    if terms.count > 2 { several += 1 }
                    if !cost.isFeasible { infeasible += 1 }
                }
            }
        }
        // The inputs reach many terms and contradictory required constraints.
        #expect(compared == 150 * model.count * 2)
        #expect(several > compared / 2)
        #expect(infeasible > 0)
    }

    // MARK: Adding to a cost

    /// A rate of one level, or several (a prefix of tie-break levels, or a random vector).
    static func rate(_ g: inout Generator) -> CostVector {
        switch g.below(3) {
        case 0:
            return CostVector(SlopeListTests.keys[g.below(SlopeListTests.keys.count)], [1, 2, 0.5, 1e-11][g.below(4)])
        case 1:
            let levels = (1...5).map { (key: PriorityKey.tieBreak(depth: 2, rank: $0), rate: 1.0) }
            return CostVector(shared: levels, start: 0, count: 1 + g.below(5))
        default:
            let vector = SlopeListTests.vector(&g)
            return vector.isZero ? CostVector(.uikit(25), 1) : vector
        }
    }

    @Test func plusAbsoluteMatchesSummingTheAbsoluteCost() {
        var g = Generator(state: 12)
        var compact = 0
        for _ in 0..<600 {
            let cost = SlopeListTests.cost(&g)
            if cost.slopes.isCompact { compact += 1 }
            // At a breakpoint, within 1e-9 of one, or elsewhere.
            let c = g.below(2) == 0 && !cost.breakpoints.isEmpty
                ? cost.breakpoints[g.below(cost.breakpoints.count)] + [0, 5e-10, -5e-10, 2e-9][g.below(4)]
                : Double(g.below(30)) - 15 + [0, 0.25][g.below(2)]
            let rate = Self.rate(&g)
            let absolute = PiecewiseCost.absolute(c, rate)
            let expected = Self.bits(SlopeListTests.referencePairSum(cost, absolute))
            #expect(Self.bits(cost.plusAbsolute(c, rate)) == expected)
            #expect(Self.bits(cost + absolute) == expected)
            let sum = PiecewiseCost.sum([cost, absolute])
            #expect(Self.bits(sum) == Self.expectedSum([cost, absolute]))
            #expect(Self.agree(cost.plusAbsolute(c, rate), sum))
        }
        #expect(compact > 200)
    }

    /// Two costs add slope by slope when either stores its slopes in full, and through the general sum otherwise;
    /// either way the result agrees with the general sum.
    @Test func twoCostsAddAsTheirSum() {
        var g = Generator(state: 13)
        var pairs = 0
        for _ in 0..<400 {
            let a = SlopeListTests.cost(&g), b = SlopeListTests.cost(&g)
            let slopeBySlope = !a.slopes.isCompact || !b.slopes.isCompact
            let expected = !b.slopes.isCompact ? Self.bits(SlopeListTests.referencePairSum(a, b))
                : !a.slopes.isCompact ? Self.bits(SlopeListTests.referencePairSum(b, a)) : Self.expectedSum([a, b])
            #expect(Self.bits(a + b) == expected)
            #expect(Self.agree(a + b, .sum([a, b])))
            if slopeBySlope { pairs += 1 }
        }
        #expect(pairs > 100 && pairs < 400)
    }

    /// The same domain and breakpoints, and slopes equal level by level within `CostVector.compare`'s 1e-9: costs
    /// that differ at most in the rounding of their rates.
    static func agree(_ a: PiecewiseCost, _ b: PiecewiseCost) -> Bool {
        a.lower == b.lower && a.upper == b.upper && a.breakpoints == b.breakpoints
            && zip(Array(a.slopes), Array(b.slopes)).allSatisfy { CostVector.compare($0, $1) == 0 }
    }

    /// Vectors of more levels than a sum's scratch starts with on the stack, and more kept slopes than its pool:
    /// the buffers move to the heap and the bits stay.
    @Test func sumsOutgrowingTheStackScratchMatchTheReference() {
        var g = Generator(state: 14)
        let keys = (1...40).map { PriorityKey.tieBreak(depth: 1, rank: $0) }
        func wide() -> CostVector {
            var result = CostVector.zero
            for key in keys where g.below(2) == 0 { result = result + CostVector(key, [1, -2, 0.5][g.below(3)]) }
            return result
        }
        var wideSums = 0
        for _ in 0..<40 {
            let parts = (0..<(2 + g.below(3))).map { _ -> PiecewiseCost in
                let count = 4 + g.below(12)
                var x = Double(g.below(10)), breakpoints: [Double] = []
                for _ in 0..<count {
                    x += [0.5, 1, 1e-10][g.below(3)]
                    breakpoints.append(x)
                }
                var slopes = [wide()]
                while slopes.count < count + 1 { slopes.append(slopes[slopes.count - 1] + wide()) }
                let cost = PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: breakpoints, slopes: slopes)
                return g.below(2) == 0 ? cost : cost.compacted()
            }
            let sum = PiecewiseCost.sum(parts)
            #expect(Self.bits(sum) == Self.expectedSum(parts))
            if sum.slopes.contains(where: { $0.entries.count > 16 }) { wideSums += 1 }
            let c = Double(g.below(20)), rate = wide()
            if !rate.isZero {
                #expect(Self.bits(parts[0].plusAbsolute(c, rate)) == Self.expectedSum([parts[0], .absolute(c, rate)]))
            }
        }
        #expect(wideSums > 30)
    }

    // MARK: Pieces and clipping

    /// `fromPieces` as it built its cost before writing slopes straight into clipping's scratch: the slopes as
    /// vectors (the left pieces' rates negated with prefix `-`), then the cost clipped.
    static func referenceFromPieces(natural: Double, right: [PiecewiseCost.Piece],
                                    left: [PiecewiseCost.Piece]) -> PiecewiseCost {
        var breakpoints: [Double] = [], slopes: [CostVector] = []
        var position = natural, leftEnds: [Double] = []
        for piece in left {
            position -= piece.length
            leftEnds.append(position)
        }
        let lower = left.isEmpty ? natural : position
        for index in left.indices.reversed() {
            slopes.append(-left[index].rate)
            if index > 0 { breakpoints.append(leftEnds[index - 1]) }
        }
        if !left.isEmpty && !right.isEmpty { breakpoints.append(natural) }
        position = natural
        for (index, piece) in right.enumerated() {
            slopes.append(piece.rate)
            position += piece.length
            if index < right.count - 1 { breakpoints.append(position) }
        }
        let upper = right.isEmpty ? natural : position
        if slopes.isEmpty { slopes = [.zero] }
        return PiecewiseCost(lower: lower, upper: upper, breakpoints: breakpoints, slopes: slopes).clipped()
    }

    @Test func fromPiecesMatchesClippingWholeVectors() {
        var g = Generator(state: 15)
        var merged = 0
        for _ in 0..<500 {
            func pieces(_ count: Int, last: Double) -> [PiecewiseCost.Piece] {
                var result: [PiecewiseCost.Piece] = []
                var previous = SlopeListTests.vector(&g)
                for index in 0..<count {
                    // Neighbours with equal rates merge; tiny rates drop out when negated.
                    let rate = g.below(4) == 0 ? previous : SlopeListTests.vector(&g)
                    let length = index == count - 1 ? last : [0.5, 1, 3, 1e-10, 1e-13][g.below(5)]
                    result.append(PiecewiseCost.Piece(length: length, rate: rate))
                    previous = rate
                }
                return result
            }
            let natural = Double(g.below(20)) - 10 + [0, 0.25][g.below(2)]
            let right = pieces(g.below(5), last: [.infinity, 2][g.below(2)])
            let left = pieces(g.below(5), last: [.infinity, 4][g.below(2)])
            let cost = PiecewiseCost.fromPieces(natural: natural, right: right, left: left)
            let reference = Self.referenceFromPieces(natural: natural, right: right, left: left)
            #expect(Self.bits(cost) == Self.bits(reference))
            if cost.slopes.count < right.count + left.count { merged += 1 }
        }
        #expect(merged > 50)
    }

    @Test func clippingMatchesClipped() {
        var g = Generator(state: 16)
        for _ in 0..<400 {
            let count = g.below(8)
            var x = Double(g.below(20)) - 10, breakpoints: [Double] = []
            for _ in 0..<count {
                x += [0.5, 1, 3, 1e-10][g.below(4)]
                breakpoints.append(x)
            }
            let slopes = SlopeListTests.slopes(&g, count: count + 1)
            let lower = [-Double.infinity, (breakpoints.first ?? 0) + 0.5, x - 1][g.below(3)]
            let upper = [Double.infinity, (breakpoints.last ?? 0) - 0.25, lower][g.below(3)]
            let direct = PiecewiseCost.clipping(lower: lower, upper: upper, breakpoints: breakpoints, slopes: slopes)
            let clipped = PiecewiseCost(lower: lower, upper: upper, breakpoints: breakpoints, slopes: slopes).clipped()
            #expect(Self.bits(direct) == Self.bits(clipped))
        }
    }

    /// `EntryBuffer.appendStep` against the two merges and the comparison it stands for, bit for bit.
    @Test func appendStepMatchesTwoMergesAndACompare() {
        var g = Generator(state: 19)
        var unchanged = 0, same = 0, differing = 0
        for _ in 0..<2000 {
            let current = SlopeListTests.vector(&g)
            let before = SlopeListTests.vector(&g)
            // A bend of a few levels, or none, or one below the tolerance (5e-13) or below compare's 1e-9 (1e-10).
            func nudged(_ amount: Double) -> CostVector {
                var entries = before.withEntries { Array($0) }
                if entries.isEmpty { entries = [(SlopeListTests.keys[0], 1)] } else { entries[0].rate += amount }
                return CostVector(shared: entries, start: 0, count: entries.count)
            }
            let after: CostVector = switch g.below(4) {
            case 0: before
            case 1: nudged(5e-13)
            case 2: nudged(1e-10)
            default: before + SlopeListTests.vector(&g)
            }
            let jump = after - before
            let expected = current + jump
            var buffer = EntryBuffer()
            defer { buffer.deallocate() }
            current.withEntries { buffer.append($0) }
            let step = after.withEntries { a in before.withEntries { b in
                buffer.appendStep(ofEntries: 0..<buffer.count, after: a, before: b)
            } }
            switch step {
            case .unchanged:
                unchanged += 1
                #expect(jump.isZero)
                #expect(buffer.count == current.withEntries { $0.count })
            case .appended(let differs):
                #expect(!jump.isZero)
                let start = current.withEntries { $0.count }
                let entries = Array(UnsafeBufferPointer(rebasing: buffer.contents[start...]))
                let written = CostVector(shared: entries, start: 0, count: entries.count)
                #expect(SlopeListTests.bits(written) == SlopeListTests.bits(expected))
                #expect(differs == (CostVector.compare(expected, current) != 0))
                if differs { differing += 1 } else { same += 1 }
            }
        }
        #expect(unchanged > 100 && same > 100 && differing > 100)
    }

    /// `mapped(scale: 1, offset: ±0)` returns the cost itself only where the general formula gives its bits:
    /// an offset of −0 turns a −0 among the values into +0.
    @Test func mappedByOneAndZeroKeepsTheFormulasBits() {
        var g = Generator(state: 37)
        for _ in 0..<300 {
            var cost = SlopeListTests.cost(&g)
            if g.below(2) == 0, !cost.breakpoints.isEmpty {  // a breakpoint at −0
                cost = PiecewiseCost(lower: cost.lower, upper: cost.upper,
                                     breakpoints: cost.breakpoints.map { $0 == 0 ? -0.0 : $0 }, slopes: cost.slopes)
            }
            if g.below(4) == 0 { cost.lower = -0.0 }
            for offset in [0.0, -0.0] {
                let formula = PiecewiseCost(lower: (cost.lower - offset) / 1, upper: (cost.upper - offset) / 1,
                                            breakpoints: cost.breakpoints.map { ($0 - offset) / 1 },
                                            slopes: cost.slopes)
                #expect(Self.bits(cost.mapped(scale: 1, offset: offset)) == Self.bits(formula))
            }
        }
    }

    @Test func flattenedMatchesRebuildingFromTheLeftPieces() {
        var g = Generator(state: 17)
        for _ in 0..<500 {
            let cost = SlopeListTests.cost(&g)
            let x = g.below(2) == 0 && !cost.breakpoints.isEmpty
                ? cost.breakpoints[g.below(cost.breakpoints.count)] + [0, 5e-10, -5e-10, 1e-12][g.below(4)]
                : [cost.argmin, Double(g.below(30)) - 15, cost.lower, cost.upper][g.below(4)]
            let reference = PiecewiseCost.fromPieces(natural: x, right: [PiecewiseCost.Piece(length: .infinity,
                                                                                            rate: .zero)],
                                                     left: cost.pieces(leftOf: x))
            #expect(Self.bits(cost.flattened(rightOf: x)) == Self.bits(reference))
        }
    }
}
