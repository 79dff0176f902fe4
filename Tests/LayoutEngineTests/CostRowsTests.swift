@testable import LayoutEngine
import LayoutModel
import Testing

/// Costs with whole-number rates are built on rows (`CostRows`): the cross costs of stacks aligned other than fill
/// (`SpannedSum`) and the convolutions of fill and equalSpacing stacks (`RowConvolution`). Every behaviour, fit and
/// allocation they give must be the general path's, bit for bit.
@Suite struct CostRowsTests {
    typealias Generator = SlopeListTests.Generator

    /// The fits' bits.
    static func bits(_ fits: [CrossFit]) -> [String] {
        fits.map { "\($0.cheapest.bitPattern) \($0.lower.bitPattern)" }
    }

    /// An allocation's bits: the cheapest lengths, and each side's pieces (owner and length) in order.
    static func bits(_ allocation: Convolution?) -> [String] {
        guard let allocation else { return ["none"] }
        func side(_ pieces: [Convolution.OwnedPiece]) -> String {
            pieces.map { "\($0.owner):\($0.length.bitPattern)" }.joined(separator: " ")
        }
        return [allocation.naturals.map { "\($0.bitPattern)" }.joined(separator: " "),
                "\(allocation.natural.bitPattern)", side(allocation.right), side(allocation.left)]
    }

    /// Compares every stack's behaviour and notes built with rows and without; returns how many stacks the rows
    /// summed across their axis and how many they convolved along it.
    static func compare(_ builder: BehaviourBuilder, behaviours: [ViewBehaviour?], natural: [Size],
                        stacks: [Int], label: String) -> (summed: Int, convolved: Int) {
        var general = builder
        general.summingRows = false
        var summed = 0, convolved = 0
        for index in stacks {
            var rowNotes = ArrangementNotes(), generalNotes = ArrangementNotes()
            let rows = builder.behaviour(of: index, behaviours: behaviours, natural: natural, notes: &rowNotes)
            let other = general.behaviour(of: index, behaviours: behaviours, natural: natural, notes: &generalNotes)
            #expect((rows == nil) == (other == nil), "\(label) view \(index)")
            if let rows, let other {
                for axis in [Axis.horizontal, .vertical] {
                    #expect(LeanCostTests.bits(rows.cost(axis)).dropLast() == LeanCostTests.bits(other.cost(axis))
                        .dropLast(), "\(label) view \(index) \(axis)")
                }
            }
            #expect(bits(rowNotes.crossFits) == bits(generalNotes.crossFits), "\(label) view \(index)")
            #expect(bits(rowNotes.allocation) == bits(generalNotes.allocation), "\(label) view \(index)")
            guard let config = builder.stacks[index] else { continue }
            let visible = builder.table[index].children.filter { !builder.table[$0].isHidden }
            if [.fill, .equalSpacing].contains(config.distribution) && visible.count >= 2,
               builder.rowConvolution(index, config, visible: visible, children: .byView(behaviours), natural: natural,
                                      shape: .fill) != nil {
                convolved += 1
            }
            guard config.alignment != .fill else { continue }
            var notes = ArrangementNotes()
            var own: PiecewiseCost? = nil
            let arranged = builder.table[index].children
            let cross = config.crossAxis
            let margin = builder.edgeMargins(index, config, cross)
            if builder.spannedCost(arranged, axis: cross, margin: margin, children: .byView(behaviours),
                                   notes: &notes, own: &own) != nil {
                summed += 1
            }
        }
        return (summed, convolved)
    }

    /// Random documents (stacks of every distribution and alignment, nested, with hidden views and own
    /// constraints): each summarized stack, from the behaviours the plan gave its arranged views.
    @Test func rowsGiveTheGeneralBitsOnRandomDocuments() {
        var documents = RandomDocuments(seed: 0x5EED_0051)
        var summed = 0, convolved = 0
        for number in 0..<300 {
            let model = SceneModel.firstScene(of: documents.make())
            let behaviours = model.table.views.indices.map { index -> ViewBehaviour? in
                model.plan.summarizable[index] ? model.behaviour(of: index) : nil
            }
            let stacks = model.table.views.indices.filter { model.stacks[$0] != nil && model.plan.summarizable[$0] }
            let counts = Self.compare(model.behaviourBuilder, behaviours: behaviours, natural: model.natural,
                                      stacks: stacks, label: "document \(number)")
            summed += counts.summed
            convolved += counts.convolved
        }
        #expect(summed > 150, "\(summed) stacks summed on rows")
        #expect(convolved > 50, "\(convolved) stacks convolved on rows")
    }

    /// Random own terms and configurations on a fixed tree, with lengths a few 1e-10 apart (which the general sum
    /// groups), priorities that are not whole and required bounds: behaviours built bottom-up with rows and
    /// without.
    @Test func rowsGiveTheGeneralBitsOnRandomTerms() {
        let model = LeanCostTests.model()
        var g = Generator(state: 0x5A11_0051)
        var summed = 0, convolved = 0
        for trial in 0..<300 {
            var builder = LeanCostTests.randomBuilder(model, &g)
            var stacks = builder.stacks
            for index in stacks.indices where stacks[index] != nil {
                var properties = ViewProperties()
                properties.axis = g.below(2) == 0 ? .horizontal : .vertical
                properties.distribution = StackDistribution.allCases[g.below(StackDistribution.allCases.count)]
                properties.alignment = StackAlignment.allCases[g.below(StackAlignment.allCases.count)]
                stacks[index] = StackConfiguration(properties)
            }
            builder = BehaviourBuilder(table: builder.table, contents: builder.contents, stacks: stacks,
                                       margins: builder.margins, own: builder.own)
            // Children come after their parents in the table: built from the last view back.
            var behaviours = [ViewBehaviour?](repeating: nil, count: model.count)
            for index in model.table.views.indices.reversed() {
                behaviours[index] = builder.behaviour(of: index, behaviours: behaviours, natural: model.natural)
            }
            let indices = model.table.views.indices.filter { stacks[$0] != nil }
            let counts = Self.compare(builder, behaviours: behaviours, natural: model.natural, stacks: indices,
                                      label: "trial \(trial)")
            summed += counts.summed
            convolved += counts.convolved
        }
        #expect(summed > 700, "\(summed) stacks summed on rows")
        #expect(convolved > 100, "\(convolved) stacks convolved on rows")
    }

    /// Breakpoints closer than 1e-6 but not equal go to the general path, which groups them within 1e-9.
    @Test func nearlyEqualBreakpointsTakeTheGeneralPath() {
        let a = PiecewiseCost.absolute(17, CostVector(.uikit(750), 1))
        let b = PiecewiseCost.absolute(17 + 5e-10, CostVector(.uikit(250), 1))
        var fits: [CrossFit] = []
        #expect(SpannedSum.cost([a, b], viewCount: 2, fits: &fits) == nil)
        #expect(fits.isEmpty)
        let c = PiecewiseCost.absolute(18, CostVector(.uikit(250), 1))
        #expect(SpannedSum.cost([a, c], viewCount: 2, fits: &fits) != nil)
        #expect(fits.count == 2)
    }

    /// Rates that are not whole numbers (a fillEqually stack's shares) go to the general path.
    @Test func ratesThatAreNotWholeTakeTheGeneralPath() {
        let half = PiecewiseCost.absolute(10, CostVector(.uikit(750), 0.5))
        var fits: [CrossFit] = []
        #expect(SpannedSum.cost([half, half], viewCount: 2, fits: &fits) == nil)
    }
}
