import LayoutEngine
import LayoutModel
import Testing

/// Autoresizing masks, legacy top and bottom layout guides, and scroll views without layout guides.
@Suite struct GuidesAndAutoresizingTests {
    static func frames(_ document: ResolvedDocument, _ strategy: LayoutOptions.Strategy) -> [String: Rect] {
        let (layout, _) = LayoutEngine(options: LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(),
                                                              strategy: strategy)).layout(document)
        var result: [String: Rect] = [:]
        for node in layout.scenes[0].nodes { result[node.id] = node.frame }
        return result
    }

    static func autoresizing(_ frame: Rect, _ flags: (inout Autoresizing) -> Void) -> Autoresizing {
        var mask = Autoresizing(frame: frame)
        flags(&mask)
        return mask
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func autoresizingFollowsTheMask(_ strategy: LayoutOptions.Strategy) {
        // Stored on a 300 × 200 root, laid out on 400 × 400: Δ = 100 across and 200 down.
        var fixed = view("fixed")
        fixed.autoresizing = Self.autoresizing(Rect(x: 10, y: 20, width: 100, height: 50)) {
            $0.flexibleRightMargin = true
            $0.flexibleBottomMargin = true
        }
        var stretchy = view("stretchy")
        stretchy.autoresizing = Self.autoresizing(Rect(x: 10, y: 20, width: 280, height: 50)) {
            $0.flexibleWidth = true
        }
        var centered = view("centered")
        centered.autoresizing = Self.autoresizing(Rect(x: 100, y: 75, width: 100, height: 50)) {
            $0.flexibleLeftMargin = true
            $0.flexibleRightMargin = true
            $0.flexibleTopMargin = true
            $0.flexibleBottomMargin = true
        }
        let root = view("root", subviews: [fixed, stretchy, centered])
        let document = screenDocument(root, size: Size(width: 400, height: 400),
                                      simulated: SimulatedMetrics(storedRootSize: Size(width: 300, height: 200)))
        let frames = Self.frames(document, strategy)
        #expect(frames["fixed"] == Rect(x: 10, y: 20, width: 100, height: 50))
        // Only the width is flexible: it takes the whole 100.
        #expect(frames["stretchy"] == Rect(x: 10, y: 20, width: 380, height: 50))
        // Both margins flexible and equal (100 and 100; 75 and 75): each takes half of Δ.
        #expect(frames["centered"] == Rect(x: 150, y: 175, width: 100, height: 50))
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func legacyGuidesFollowTheSimulatedBars(_ strategy: LayoutOptions.Strategy) {
        // A 320 × 568 screen with a navigation bar (status bar + 44 = 64) and a tab bar (49).
        let root = view("root", constraints: [
            constraint("header", .top, .equal, "TG", .bottom),
            constraint("header", .leading, .equal, "root", .leading),
            constraint("header", .trailing, .equal, "root", .trailing),
            constraint("header", .height, constant: 10),
            constraint("footer", .bottom, .equal, "BG", .top),
            constraint("footer", .leading, .equal, "root", .leading),
            constraint("footer", .width, constant: 100),
            constraint("footer", .height, constant: 10),
        ], subviews: [view("header"), view("footer")],
           guides: [MarkupLayoutGuide(id: "TG", kind: .topLayoutGuide),
                    MarkupLayoutGuide(id: "BG", kind: .bottomLayoutGuide)])
        let document = screenDocument(root, size: Size(width: 320, height: 568),
                                      simulated: SimulatedMetrics(navigationBar: SimulatedBar(.navigationBar), bottomBar: SimulatedBar(.tabBar)))
        let frames = Self.frames(document, strategy)
        #expect(frames["header"] == Rect(x: 0, y: 64, width: 320, height: 10))
        #expect(frames["footer"] == Rect(x: 0, y: 568 - 49 - 10, width: 100, height: 10))
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func scrollViewEdgesMeanItsContent(_ strategy: LayoutOptions.Strategy) {
        // Without layout guides, a subview's constraints to the scroll view's edges attach to the content area, and
        // width/height to the frame: a 500-high child makes the content 500 high, not the 200-high frame.
        let scroll = view("scroll", kind: .scrollView, constraints: [
            constraint("child", .top, .equal, "scroll", .top),
            constraint("child", .bottom, .equal, "scroll", .bottom),
            constraint("child", .leading, .equal, "scroll", .leading),
            constraint("child", .trailing, .equal, "scroll", .trailing),
            constraint("child", .width, .equal, "scroll", .width),
            constraint("child", .height, constant: 500),
        ], subviews: [view("child")])
        let root = view("root", constraints: place("scroll", in: "root", width: 300, height: 200), subviews: [scroll])
        let frames = Self.frames(document(root), strategy)
        #expect(frames["scroll"] == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(frames["child"] == Rect(x: 0, y: 0, width: 300, height: 500))
    }
}
