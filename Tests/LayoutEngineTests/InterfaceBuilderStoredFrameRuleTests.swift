@testable import LayoutEngine
import LayoutModel
import Testing

/// Rules read off the frames Xcode stores (the frame oracle): content priorities of 1000 against required
/// constraints, design-time sizes of stack views, hidden arranged views with a length of their own, segments sized
/// by their titles, scroll content that keeps its own top and bottom margins, and the stored lengths that
/// fillProportionally counts for views without an intrinsic size.
@Suite struct InterfaceBuilderStoredFrameRuleTests {
    /// A retina4_7 storyboard (Xcode 14) whose one scene holds `content`.
    private func layout(_ content: String) -> InterfaceBuilderLayout {
        InterfaceBuilderLayout(ibStoryboard(ibScene("A", width: 375, height: 667, content: content),
                                            toolsVersion: "21701", device: ibDevice("retina4_7")))
    }

    @Test func aRequiredWidthBeatsHuggingAtOneThousand() {
        // Intrinsic width 24 hugged at 1000 against a required width of 30: the width constraint holds.
        let button = ibView("B", (0, 0, 30, 30), inner: """
            <constraints>\(ibConstraint(nil, "width", nil, constant: 30))</constraints>
            """, attributes: #"horizontalHuggingPriority="1000" placeholderIntrinsicWidth="24" placeholderIntrinsicHeight="30""#)
        let frames = layout("""
            <subviews>\(button)</subviews>
            <constraints>
                \(ibConstraint("B", "leading", "ROOTA", "leading", constant: 10))
                \(ibConstraint("B", "top", "ROOTA", "top", constant: 100))
            </constraints>
            """)
        #expect(frames.frame("B") == Rect(x: 10, y: 100, width: 30, height: 30))
    }

    @Test func aFramelessViewInAProportionalStackCountsItsStoredLength() {
        // P has no intrinsic height: fillProportionally counts the 60 it is stored with (ℓ = 0 would make it 0).
        // Q's intrinsic 30 counts, not its stored 45. Unconstrained, the stack is T + S = 60 + 30 + 10 tall.
        let plain = ibView("P", (0, 0, 100, 60))
        let sized = ibView("Q", (0, 70, 100, 45), attributes: #"placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="30""#)
        let stack = ibView("S", (0, 0, 100, 115), inner: "<subviews>\(plain)\(sized)</subviews>", element: "stackView",
                           attributes: #"axis="vertical" distribution="fillProportionally" spacing="10""#)
        let frames = layout("""
            <subviews>\(stack)</subviews>
            <constraints>
                \(ibConstraint("S", "leading", "ROOTA", "leading", constant: 20))
                \(ibConstraint("S", "top", "ROOTA", "top", constant: 100))
            </constraints>
            """)
        #expect(frames.frame("P") == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(frames.frame("Q") == Rect(x: 0, y: 70, width: 100, height: 30))
        #expect(frames.frame("S") == Rect(x: 20, y: 100, width: 100, height: 100))
    }

    @Test func anEmptyStackKeepsItsPlaceholderIntrinsicHeight() {
        let stack = ibView("E", (0, 0, 0, 50), element: "stackView",
                           attributes: #"placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50""#)
        let frames = layout("""
            <subviews>\(stack)</subviews>
            <constraints>
                \(ibConstraint("E", "leading", "ROOTA", "leading", constant: 20))
                \(ibConstraint(nil, "trailing", "E", "trailing", constant: 20))
                \(ibConstraint("E", "top", "ROOTA", "top", constant: 100))
            </constraints>
            """)
        #expect(frames.frame("E") == Rect(x: 20, y: 100, width: 335, height: 50))
    }

    @Test func aHiddenArrangedViewWithARequiredWidthDoesNotPushItsSiblings() {
        func fixed(_ id: String, width: Double, hidden: Bool = false) -> String {
            ibView(id, (0, 0, width, 20), inner: """
                <constraints>
                    \(ibConstraint(nil, "width", nil, constant: width))
                    \(ibConstraint(nil, "height", nil, constant: 20))
                </constraints>
                """, attributes: hidden ? #"hidden="YES""# : "")
        }
        let stack = ibView("S", (0, 0, 0, 20), inner: """
            <subviews>\(fixed("P", width: 140))\(fixed("H", width: 62, hidden: true))\(fixed("N", width: 100))</subviews>
            """, element: "stackView")
        let frames = layout("""
            <subviews>\(stack)</subviews>
            <constraints>
                \(ibConstraint("S", "leading", "ROOTA", "leading", constant: 10))
                \(ibConstraint("S", "top", "ROOTA", "top", constant: 100))
            </constraints>
            """)
        #expect(frames.frame("N") == Rect(x: 140, y: 0, width: 100, height: 20))
        #expect(frames.frame("S") == Rect(x: 10, y: 100, width: 240, height: 20))
    }

    @Test func apportionedSegmentsAreAsWideAsTheirOwnTitles() {
        var properties = ViewProperties()
        properties.segments = ["A", "BBBB"]
        let equal = IntrinsicSizeTests.content(view("g", kind: .segmentedControl, properties: properties),
                                               format: .storyboard, toolsVersion: 22505)
        properties.apportionsSegmentWidthsByContent = true
        let apportioned = IntrinsicSizeTests.content(view("g", kind: .segmentedControl, properties: properties),
                                                     format: .storyboard, toolsVersion: 22505)
        // Ahem-style metrics: a 13-pt title is 13 pt per character; each segment adds 18.25 of padding.
        let padding = 18.25, em = 13.0
        let widest: Double = 4 * em + padding
        let both: Double = (em + padding) + widest
        #expect(equal.intrinsicWidth == 2 * widest)
        #expect(apportioned.intrinsicWidth == both)
    }

    @Test func scrollContentPreservesOnlyTheScrollViewsSideMargins() {
        let inner = ibView("I", (0, 0, 10, 10), inner: """
            <constraints>\(ibConstraint(nil, "height", nil, constant: 10))</constraints>
            """)
        let content = ibView("C", (0, 0, 375, 100), inner: """
            <subviews>\(inner)</subviews>
            <constraints>
                \(ibConstraint("I", "leading", "C", "leadingMargin"))
                \(ibConstraint(nil, "trailingMargin", "I", "trailing"))
                \(ibConstraint("I", "top", "C", "topMargin"))
            </constraints>
            """, attributes: #"preservesSuperviewLayoutMargins="YES""#)
        let scroll = ibView("SC", (0, 0, 375, 667), inner: """
            <subviews>\(content)</subviews>
            <constraints>
                \(ibConstraint("C", "leading", "SC", "leading"))
                \(ibConstraint("C", "top", "SC", "top"))
                \(ibConstraint("C", "width", "SC", "width"))
                \(ibConstraint("C", "height", nil, constant: 100))
            </constraints>
            <edgeInsets key="layoutMargins" top="40" left="30" bottom="40" right="30"/>
            """, element: "scrollView")
        let frames = layout("""
            <subviews>\(scroll)</subviews>
            <constraints>
                \(ibConstraint("SC", "leading", "ROOTA", "leading"))
                \(ibConstraint("SC", "top", "ROOTA", "top"))
                \(ibConstraint("SC", "width", "ROOTA", "width"))
                \(ibConstraint("SC", "height", "ROOTA", "height"))
            </constraints>
            """)
        // Sides from the scroll view (30), top from the content view's own 8.
        #expect(frames.frame("I") == Rect(x: 30, y: 8, width: 315, height: 10))
    }
}
