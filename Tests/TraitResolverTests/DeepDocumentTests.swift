import LayoutModel
import Testing
@testable import TraitResolver

/// Documents far deeper and wider than recursion survives: the resolver walks them with explicit stacks.
@Suite struct DeepDocumentTests {
    typealias F = Fixture
    static let depth = 100_000

    /// A chain v0 ⊃ v1 ⊃ … ⊃ v(depth-1); v50000 leaves in compact height; v0 owns a constraint to the deepest view.
    static func chain() -> MarkupView {
        var view = MarkupView(id: "v\(depth - 1)", kind: .label)
        for level in stride(from: depth - 2, through: 0, by: -1) {
            var variations: [ViewVariation] = []
            if level == 50_000 {
                variations = [F.variation("heightClass=compact") { $0.installed = false }]
            } else if level % 1000 == 0 {
                variations = [F.variation("widthClass=compact") { $0.hidden = true }]
            }
            let constraints = level == 0
                ? [F.constraint("deep", "v\(depth - 1)", .top, to: "v0", .top, constant: 5)] : []
            view = MarkupView(id: "v\(level)", kind: .view, variations: variations, subviews: [view],
                              constraints: constraints)
        }
        return view
    }

    /// The depth of a resolved chain and whether every thousandth level is hidden, walked iteratively.
    static func walk(_ root: ResolvedView) -> (depth: Int, hiddenLevels: Int) {
        var depth = 0, hidden = 0
        var current: ResolvedView? = root
        while let view = current {
            depth += 1
            if view.isHidden { hidden += 1 }
            current = view.subviews.first
        }
        return (depth, hidden)
    }

    @Test func aHundredThousandLevelsResolve() {
        var root = Self.chain()
        var (portrait, portraitDiagnostics) = F.resolve(root, for: F.wChR)
        #expect(portraitDiagnostics.isEmpty)
        let (depth, hidden) = Self.walk(portrait)
        #expect(depth == Self.depth)
        #expect(hidden == 99)  // every thousandth level but 50000, which has the installation variation
        #expect(portrait.constraints.map(\.id) == ["deep"])
        Self.dismantle(&portrait)

        var (landscape, diagnostics) = F.resolve(root, for: F.wChC)
        #expect(Self.walk(landscape).depth == 50_000)
        #expect(landscape.constraints.isEmpty)
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.droppedConstraint])
        Self.dismantle(&landscape)
        Self.dismantle(&root)
    }

    @Test func aHundredThousandSiblingsResolve() {
        let uninstalledOnRegularWidth = [F.variation("widthClass=regular") { $0.installed = false }]
        let children = (0..<Self.depth).map { index in
            MarkupView(id: "c\(index)", kind: .view, variations: index % 10 == 0 ? uninstalledOnRegularWidth : [])
        }
        let root = F.view("root", subviews: children)
        let (pad, _) = F.resolve(root, for: F.wRhR)
        #expect(pad.subviews.count == Self.depth - Self.depth / 10)
        #expect(pad.subviews.prefix(3).map(\.id) == ["c1", "c2", "c3"])
        #expect(pad.subviews.last?.id == "c\(Self.depth - 1)")
        let (phone, _) = F.resolve(root, for: F.wChR)
        #expect(phone.subviews.count == Self.depth)
    }

    /// Takes a deep chain apart from the top, so that releasing it never recurses through 100,000 levels
    /// (Swift releases nested arrays of structs recursively).
    static func dismantle(_ root: inout ResolvedView) {
        var current = root.subviews
        root.subviews = []
        while !current.isEmpty {
            let next = current[0].subviews
            current[0].subviews = []
            current = next
        }
    }

    static func dismantle(_ root: inout MarkupView) {
        var current = root.subviews
        root.subviews = []
        while !current.isEmpty {
            let next = current[0].subviews
            current[0].subviews = []
            current = next
        }
    }
}
