import LayoutEngine
import LayoutModel

/// The worked examples of uistackview.md §12 (a)–(g) and the §2.4 snapping samples as fixtures. Their expected
/// frames are in `Fixtures/worked-examples/*.frames.json`, transcribed from the spec.
enum WorkedExampleFixtures {
    static var all: [EngineFixture] {
        exampleA + exampleB + exampleC + exampleD + exampleE + exampleF + exampleG + snapping
    }

    static func fixture(_ name: String, _ root: ResolvedView, scale: Double = 1000,
                        measurer: any TextMeasuring = SystemTextMeasurer.fixed(),
                        format: MarkupDocument.Format = .native, toolsVersion: Int? = nil) -> EngineFixture {
        EngineFixture(name: "worked-examples/" + name,
                      document: document(root, scale: scale, format: format, toolsVersion: toolsVersion),
                      measurer: measurer)
    }

    // MARK: (a) horizontal, alignment center, V0 40×100, V1 80×80, V2 120×60

    static var exampleA: [EngineFixture] {
        func stackA(_ distribution: StackDistribution, _ spacing: Double) -> ResolvedView {
            stack("S", distribution: distribution, alignment: .center, spacing: spacing,
                  [box("V0", 40, 100), box("V1", 80, 80), box("V2", 120, 60)])
        }
        var result: [EngineFixture] = []
        let rows: [(StackDistribution, Double)] = [
            (.fill, 0), (.fill, 10), (.fillEqually, 0), (.fillEqually, 10), (.fillProportionally, 0),
            (.fillProportionally, 10), (.equalSpacing, 0), (.equalSpacing, 10), (.equalCentering, 0),
            (.equalCentering, 10), (.equalCentering, 20),
        ]
        for (distribution, spacing) in rows {
            result.append(fixture("a-\(distribution.rawValue)-s\(Int(spacing))",
                                  rootHolding(stackA(distribution, spacing), width: 300, height: 100)))
        }
        for distribution in StackDistribution.allCases {
            for spacing in [0.0, 10] {
                result.append(fixture("a-\(distribution.rawValue)-s\(Int(spacing))-free",
                                      rootHolding(stackA(distribution, spacing))))
            }
        }
        result.append(fixture("a-fillEqually-s10-2x", rootHolding(stackA(.fillEqually, 10), width: 300, height: 100),
                              scale: 2))
        result.append(fixture("a-fillProportionally-s10-2x",
                              rootHolding(stackA(.fillProportionally, 10), width: 300, height: 100), scale: 2))
        result.append(fixture("a-fillProportionally-s10-3x",
                              rootHolding(stackA(.fillProportionally, 10), width: 300, height: 100), scale: 3))
        return result
    }

    // MARK: (b) vertical stack with hidden views

    static var exampleB: [EngineFixture] {
        func stackB(_ distribution: StackDistribution, hidden: Set<String>) -> ResolvedView {
            stack("S", .vertical, distribution: distribution, spacing: 10,
                  [box("A", nil, 50, hidden: hidden.contains("A")), box("B", nil, 30, hidden: hidden.contains("B")),
                   box("C", nil, 40, hidden: hidden.contains("C"))])
        }
        let rows: [(String, StackDistribution, Set<String>, Double?)] = [
            ("none-hidden", .fill, [], nil), ("B-hidden", .fill, ["B"], nil), ("A-hidden", .fill, ["A"], nil),
            ("C-hidden", .fill, ["C"], nil), ("B-hidden-fill-150", .fill, ["B"], 150),
            ("C-hidden-fill-150", .fill, ["C"], 150), ("B-hidden-fillEqually-150", .fillEqually, ["B"], 150),
            ("B-hidden-equalSpacing-150", .equalSpacing, ["B"], 150), ("AB-hidden-fill-150", .fill, ["A", "B"], 150),
            ("AB-hidden-fillEqually-150", .fillEqually, ["A", "B"], 150),
            ("AB-hidden-equalCentering-150", .equalCentering, ["A", "B"], 150),
            ("all-hidden", .fill, ["A", "B", "C"], nil),
        ]
        return rows.map { name, distribution, hidden, height in
            fixture("b-" + name, rootHolding(stackB(distribution, hidden: hidden), width: 200, height: height))
        }
    }

    // MARK: (c) horizontal baseline alignment with two labels

    static let baselineMetrics = TableTextMeasurer(table: [
        "S17": MeasuredText(width: 40, height: 61.0 / 3, firstBaseline: 49.0 / 3, lastBaseline: 49.0 / 3,
                            lines: ["S17"]),
        "B34": MeasuredText(width: 90, height: 122.0 / 3, firstBaseline: 97.0 / 3, lastBaseline: 97.0 / 3,
                            lines: ["B34"]),
    ])

    static var exampleC: [EngineFixture] {
        func stackC(_ alignment: StackAlignment, _ order: [String]) -> ResolvedView {
            stack("S", alignment: alignment, spacing: 8, order.map { label($0, $0) })
        }
        let rows: [(String, StackAlignment, [String], Double?)] = [
            ("firstBaseline-S17-B34", .firstBaseline, ["S17", "B34"], nil),
            ("firstBaseline-B34-S17", .firstBaseline, ["B34", "S17"], nil),
            ("firstBaseline-S17-B34-H100", .firstBaseline, ["S17", "B34"], 100),
            ("lastBaseline-S17-B34", .lastBaseline, ["S17", "B34"], nil),
            ("lastBaseline-B34-S17", .lastBaseline, ["B34", "S17"], nil),
            ("center-S17-B34", .center, ["S17", "B34"], nil),
        ]
        return rows.map { name, alignment, order, height in
            fixture("c-" + name, rootHolding(stackC(alignment, order), height: height), measurer: baselineMetrics)
        }
    }

    // MARK: (d) nested stack

    static var exampleD: [EngineFixture] {
        func outer(_ alignment: StackAlignment) -> ResolvedView {
            stack("O", .vertical, spacing: 8, [
                box("A", 100, 20, hugging: (250, 251)),
                stack("B", alignment: alignment, spacing: 10,
                      [box("Sw", 51, 31, hugging: (750, 750)), box("T", 80, 20, hugging: (251, 251))]),
                box("C", 46, 30, hugging: (250, 250)),
            ])
        }
        return [
            fixture("d-center", rootHolding(outer(.center), width: 300, height: 200)),
            fixture("d-top", rootHolding(outer(.top), width: 300, height: 200)),
            fixture("d-fill", rootHolding(outer(.fill), width: 300, height: 200)),
            fixture("d-center-free", rootHolding(outer(.center), width: 300)),
        ]
    }

    // MARK: (e) fill with unequal hugging, and the multi-line label next to a switch

    static var exampleE: [EngineFixture] {
        func stackE(_ hugging: [Double]) -> ResolvedView {
            stack("S", spacing: 10, [box("A", 60, 30, hugging: (hugging[0], 250)),
                                     box("B", 50, 30, hugging: (hugging[1], 250)),
                                     box("C", 70, 30, hugging: (hugging[2], 250))])
        }
        // e4: the label wraps 10-pt Ahem text, four words of 100 pt; the switch is the one of files before Xcode 26:
        // a 49 × 31 alignment rectangle in a 51 × 31 frame that reaches 2 pt past it on the trailing side (stored
        // frames in oracle files from Xcode 8 to 15). The spec's worked example assumed a 51-wide alignment rectangle.
        func stackE4(switchHugging: Double) -> ResolvedView {
            var switchProperties = ViewProperties()
            switchProperties.horizontalHuggingPriority = switchHugging
            switchProperties.verticalHuggingPriority = 750
            switchProperties.horizontalCompressionResistancePriority = 750
            switchProperties.verticalCompressionResistancePriority = 750
            return stack("S", alignment: .center, spacing: 8, [
                label("L", "aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd", pointSize: 10, lines: 0,
                      hugging: (251, 251), compression: (749, 750)),
                view("Sw", kind: .switch, properties: switchProperties),
            ])
        }
        return [
            fixture("e-e1", rootHolding(stackE([251, 250, 252]), width: 300)),
            fixture("e-e2", rootHolding(stackE([700, 251, 251.5]), width: 300)),
            fixture("e-e3", rootHolding(stackE([250, 250, 251]), width: 300)),
            fixture("e-e4-label-switch", rootHolding(stackE4(switchHugging: 750), width: 300), format: .storyboard,
                    toolsVersion: 21701),
            fixture("e-e4-switch-hugging-761", rootHolding(stackE4(switchHugging: 761), width: 300),
                    format: .storyboard, toolsVersion: 21701),
        ]
    }

    // MARK: (f) overflow with compression priorities

    static var exampleF: [EngineFixture] {
        func stackF(_ distribution: StackDistribution, _ compression: [Double]) -> ResolvedView {
            stack("S", distribution: distribution, spacing: 10, [
                box("A", 100, 30, compression: (compression[0], 750)),
                box("B", 80, 30, compression: (compression[1], 750)),
                box("C", 60, 30, compression: (compression[2], 750)),
            ])
        }
        let rows: [(String, StackDistribution, [Double], Double)] = [
            ("f1", .fill, [750, 749, 750], 200), ("f1-tie", .fill, [750, 750, 750], 200),
            ("f2", .fill, [750, 749, 748], 150), ("fillEqually", .fillEqually, [750, 749, 750], 200),
            ("fillProportionally", .fillProportionally, [750, 749, 750], 200),
            ("equalSpacing", .equalSpacing, [750, 749, 750], 200),
            ("equalCentering", .equalCentering, [750, 749, 750], 200),
            ("equalCentering-tie", .equalCentering, [750, 750, 750], 200),
        ]
        return rows.map { name, distribution, compression, width in
            fixture("f-" + name, rootHolding(stackF(distribution, compression), width: width))
        }
    }

    // MARK: (g) extra checks

    static var exampleG: [EngineFixture] {
        [
            fixture("g-fillProportionally-none", rootHolding(
                stack("S", distribution: .fillProportionally, spacing: 10,
                      [box("A", 40, 30), box("N", nil, nil), box("C", 120, 30)]), width: 300)),
            fixture("g-fillProportionally-no-intrinsic", rootHolding(
                stack("S", distribution: .fillProportionally, spacing: 10,
                      [box("A", nil, nil), box("B", nil, nil), box("C", nil, nil)]), width: 300, height: 30)),
            fixture("g-donmag-margins", rootHolding(
                stack("S", distribution: .fillProportionally,
                      margins: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
                      [box("R", 25, 30), box("G", 75, 30)]), width: 200)),
            fixture("g-nsstackview-center", rootHolding(
                stack("S", alignment: .center, spacing: 10,
                      [box("A", 40, 20), box("B", 60, 30), box("C", 20, 10)]), width: 200, height: 200)),
        ]
    }

    // MARK: §2.4 snapping samples

    static var snapping: [EngineFixture] {
        [
            fixture("snap-2x-seven", rootHolding(
                stack("S", distribution: .fillEqually, spacing: 2, (0..<7).map { box("V\($0)", nil, 20) }),
                width: 375), scale: 2),
            fixture("snap-3x-four", rootHolding(
                stack("S", distribution: .fillEqually, spacing: 10, (0..<4).map { box("V\($0)", nil, 20) }),
                width: 343), scale: 3),
        ]
    }
}
