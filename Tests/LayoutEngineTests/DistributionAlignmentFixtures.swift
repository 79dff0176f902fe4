import LayoutEngine
import LayoutModel

/// Every distribution × alignment, on both axes (`Fixtures/distribution-alignment/`).
///
/// The stack is 300 long and 100 thick, spacing 10; V0, V1, V2 are plain views with intrinsic lengths 40, 60, 80
/// along the axis and 20, 40, 30 across it (hugging 250, compression resistance 750). Hand arithmetic, slack
/// 300 − 180 − 20 = 100:
///
/// * fill: the slack goes to V0, the lowest index among equal hugging (§3): x 0/150/220, V0 140 long.
/// * fillEqually: (300 − 20)/3 = 93.333 each.
/// * fillProportionally: T = 180, S = 20, m = ℓ/200 of 300: V0 60, V1 90, the last takes 300 − 20 − 150 = 130.
/// * equalSpacing: two gaps of (300 − 180)/2 = 60: x 0/100/220.
/// * equalCentering: centres 20 and 260 are fixed, so V1's centre is 140: x 0/110/220 (edge gaps 70 and 50 ≥ 10).
/// * Across, fill stretches to 100; top/leading, center and bottom/trailing keep the intrinsic thickness at 0, at
///   (100 − t)/2 and at 100 − t.
/// * Horizontal firstBaseline with plain views (baseline = top, §7.2): tops are equal, the spanner is pulled tight
///   (@51) and its bottom is the stack's bottom, so the content sits at the bottom: every top at 100 − 40 = 60.
/// * Horizontal lastBaseline: bottoms are equal and the spanner's top is the stack's top: bottoms at 40.
/// * Vertical first/lastBaseline: no alignment constraint at all (§2.2 G3); x is left to the ambiguity pull, 0.
enum DistributionAlignmentFixtures {
    static var all: [EngineFixture] {
        var result: [EngineFixture] = []
        let alignments: [(String, StackAlignment)] = [
            ("fill", .fill), ("top", .top), ("center", .center), ("bottom", .bottom),
            ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
        ]
        for axis in Axis.allCases {
            for distribution in StackDistribution.allCases {
                for (name, alignment) in alignments {
                    let lengths: [(Double, Double)] = [(40, 20), (60, 40), (80, 30)]
                    let views = lengths.enumerated().map { index, pair in
                        axis == .horizontal ? box("V\(index)", pair.0, pair.1) : box("V\(index)", pair.1, pair.0)
                    }
                    let stackView = stack("S", axis, distribution: distribution, alignment: alignment, spacing: 10,
                                          views)
                    let root = axis == .horizontal ? rootHolding(stackView, width: 300, height: 100)
                        : rootHolding(stackView, width: 100, height: 300)
                    result.append(EngineFixture(
                        name: "distribution-alignment/\(axis.rawValue)-\(distribution.rawValue)-\(name)",
                        document: document(root)))
                }
            }
        }
        return result
    }
}
