import LayoutModel
import SVGEmitter
import Testing

@Suite struct LayoutDiffTests {
    static func node(_ id: String, _ kind: ViewKind = .view, parent: Int?, _ frame: Rect, hidden: Bool = false,
                     configure: (inout ViewProperties) -> Void = { _ in }) -> LayoutNode {
        var properties = ViewProperties()
        configure(&properties)
        return LayoutNode(id: id, elementName: kind.rawValue, kind: kind, parent: parent, frame: frame, hidden: hidden,
                          range: nil, properties: properties)
    }

    static func scene(_ nodes: [LayoutNode]) -> LayoutScene {
        LayoutScene(id: "s", name: nil, size: nodes[0].frame.size, nodes: nodes, safeAreaInsets: nil)
    }

    @Test func settingsPortraitToLandscape() {
        let portrait = SettingsScene.scene(for: Configurations.iPhone16Portrait)
        let landscape = SettingsScene.scene(for: Configurations.iPhone16Landscape)
        let changes = LayoutDiff.compare(portrait, landscape)
        let own = changes.filter { !$0.followsSuperview }.map(\.description)
        // The variant's own changes: the main stack's arrangement, the two views it hides, and what moved
        // because the stack turned (the header and controls become columns).
        #expect(own.contains("'main' axis vertical → horizontal"))
        #expect(own.contains("'main' distribution fill → fillEqually"))
        #expect(own.contains("'main' spacing 20 → 24"))
        #expect(own.contains("'subtitle' hidden"))
        #expect(own.contains("'footer' hidden"))
        #expect(own.contains { $0.hasPrefix("'controls' moved 0,") })
        #expect(!own.contains { $0.hasPrefix("'debugInfo'") }, "hidden in both: nothing to report")
        // Rows keep their distances to the narrower controls column: they follow it.
        let followers = changes.filter(\.followsSuperview).map(\.viewID)
        #expect(followers.contains("wifi"))
        #expect(followers.contains("wifiSwitch"))
        #expect(followers.contains("root"))
        #expect(!followers.contains("header"))
    }

    @Test func orderIsFixedAndDeterministic() {
        let portrait = SettingsScene.scene(for: Configurations.iPhone16Portrait)
        let landscape = SettingsScene.scene(for: Configurations.iPhone16Landscape)
        let first = LayoutDiff.compare(portrait, landscape)
        #expect(first == LayoutDiff.compare(portrait, landscape))
        // Left scene order: every change's left index is non-decreasing; views only on the right come last.
        let indices = first.compactMap(\.leftIndex)
        #expect(indices == indices.sorted())
    }

    @Test func toleranceHidesSubPointNoise() {
        let left = Self.scene([Self.node("root", parent: nil, Rect(x: 0, y: 0, width: 100, height: 100)),
                               Self.node("a", parent: 0, Rect(x: 10, y: 10, width: 20, height: 20))])
        var right = left
        right.nodes[1].frame = Rect(x: 10.4, y: 10, width: 20.333, height: 20)
        #expect(LayoutDiff.compare(left, right).isEmpty)
        #expect(LayoutDiff.compare(left, right, tolerance: 0.1).map(\.description)
            == ["'a' moved 10,10 → 10.4,10", "'a' resized 20×20 → 20.333×20"])
        right.nodes[1].frame.origin.y = 12
        #expect(LayoutDiff.compare(left, right).map(\.kind)
            == [.moved(from: Point(x: 10, y: 10), to: Point(x: 10.4, y: 12))])
    }

    @Test func addedRemovedShownAndStackAttributes() {
        let left = Self.scene([
            Self.node("root", parent: nil, Rect(x: 0, y: 0, width: 100, height: 100)),
            Self.node("stack", .stackView, parent: 0, Rect(x: 0, y: 0, width: 100, height: 50)) {
                $0.axis = .vertical; $0.spacing = .fixed(8); $0.alignment = .top
            },
            Self.node("gone", parent: 1, Rect(x: 0, y: 0, width: 10, height: 10)),
            Self.node("ghost", parent: 1, Rect(x: 0, y: 0, width: 10, height: 0), hidden: true),
        ])
        let right = Self.scene([
            Self.node("root", parent: nil, Rect(x: 0, y: 0, width: 100, height: 100)),
            Self.node("stack", .stackView, parent: 0, Rect(x: 0, y: 0, width: 100, height: 50)) {
                $0.axis = .vertical; $0.spacing = .standard; $0.alignment = .leading; $0.distribution = .equalSpacing
            },
            Self.node("ghost", parent: 1, Rect(x: 0, y: 0, width: 10, height: 10)),
            Self.node("new", parent: 1, Rect(x: 0, y: 20, width: 10, height: 10)),
        ])
        // `top` and `leading` are the same alignment: not a change.
        #expect(LayoutDiff.compare(left, right).map(\.description) == [
            "'stack' distribution fill → equalSpacing",
            "'stack' spacing 8 → standard",
            "'gone' removed",
            "'ghost' shown",
            "'new' added",
        ])
    }

    @Test func repeatedIdsMatchInOrder() {
        let left = Self.scene([Self.node("root", parent: nil, Rect(x: 0, y: 0, width: 100, height: 100)),
                               Self.node("cell", parent: 0, Rect(x: 0, y: 0, width: 100, height: 44)),
                               Self.node("cell", parent: 0, Rect(x: 0, y: 44, width: 100, height: 44))])
        var right = left
        right.nodes[2].frame.origin.y = 50
        let changes = LayoutDiff.compare(left, right)
        #expect(changes.count == 1)
        #expect(changes.first?.leftIndex == 2)
        #expect(changes.first?.rightIndex == 2)
    }

    @Test func followingTheSuperviewIsRecognised() {
        let left = Self.scene([
            Self.node("root", parent: nil, Rect(x: 0, y: 0, width: 300, height: 100)),
            Self.node("bar", parent: 0, Rect(x: 0, y: 0, width: 200, height: 44)),
            Self.node("stretched", parent: 1, Rect(x: 8, y: 0, width: 184, height: 44)),
            Self.node("trailing", parent: 1, Rect(x: 150, y: 7, width: 42, height: 30)),
            Self.node("centred", parent: 1, Rect(x: 80, y: 7, width: 40, height: 30)),
            Self.node("own", parent: 1, Rect(x: 8, y: 7, width: 20, height: 30)),
        ])
        var right = left
        right.nodes[1].frame.size.width = 300
        right.nodes[2].frame.size.width = 284
        right.nodes[3].frame.origin.x = 250
        right.nodes[4].frame.origin.x = 130
        right.nodes[5].frame.origin.x = 30
        let changes = LayoutDiff.compare(left, right)
        let follows = changes.map { ($0.viewID, $0.followsSuperview) }
        #expect(follows.map(\.0) == ["bar", "stretched", "trailing", "centred", "own"])
        #expect(follows.map(\.1) == [false, true, true, true, false])
    }
}
