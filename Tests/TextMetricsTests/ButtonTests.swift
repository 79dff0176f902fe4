import Testing
@testable import TextMetrics

/// Classic title-only UIButton sizes (text-metrics.md §5, uistackview.md §10).
struct ButtonTests {
    /// Heights of stored classic buttons: ceil(pt × 2444/2048) + 12 in whole points, at every scale.
    @Test(arguments: [(12.0, 27.0), (13, 28), (14, 29), (15, 30), (16, 32), (17, 33), (18, 34), (25, 42), (64, 89)])
    func heightIsTheLineHeightCeiledPlusTwelve(pt: Double, height: Double) {
        for scale in [2.0, 3.0] {
            #expect(TextMeasurer.shared.measureButton(title: "Button", font: FontSpec(size: pt), scale: scale).height
                == height)
        }
    }

    /// The default IB button: "Button" in system 15 pt is 46 × 30.
    @Test func defaultButtonIs46By30() {
        let m = TextMeasurer.shared.measureButton(title: "Button", font: FontSpec(size: 15), scale: 2)
        #expect(m.width == 46)
        #expect(m.height == 30)
        #expect(m.lines == ["Button"])
    }

    @Test func widthIsWholePointsAndAtLeast30() {
        for scale in [2.0, 3.0] {
            let short = TextMeasurer.shared.measureButton(title: "OK", font: FontSpec(size: 15), scale: scale)
            #expect(short.width == 30)
            let long = TextMeasurer.shared.measureButton(title: "Continue with email", font: FontSpec(size: 17),
                                                         scale: scale)
            #expect(long.width == long.width.rounded(.up))
            let label = TextMeasurer.shared.measureLabel("Continue with email", font: FontSpec(size: 17), scale: scale)
            #expect(long.width >= label.width && long.width < label.width + 1)
        }
    }

    /// The title label is centred: at 15 pt the 18-pt label sits 6 pt down, its baseline 14.5 below that (@2x).
    @Test func baselineIsTheCentredTitleLabels() {
        let m = TextMeasurer.shared.measureButton(title: "Button", font: FontSpec(size: 15), scale: 2)
        #expect(m.firstBaseline == 6 + 14.5)
        #expect(m.lastBaseline == m.firstBaseline)
    }
}
