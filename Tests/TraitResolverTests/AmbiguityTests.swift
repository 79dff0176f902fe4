import LayoutModel
import Testing
@testable import TraitResolver

/// Equally specific variations that both apply and disagree.
@Suite struct AmbiguityTests {
    typealias F = Fixture

    static let stack = F.view("stack", .stackView, { $0.axis = .horizontal }, variations: [
        F.variation("widthClass=compact", line: 5) { $0.axis = .vertical },
        F.variation("heightClass=regular", line: 7) { $0.axis = .horizontal; $0.spacing = .fixed(8) },
    ])

    @Test func disagreeingEquallySpecificVariationsAreAnErrorAtTheSecond() throws {
        let (_, diagnostics) = F.resolve(Self.stack, for: F.wChR)
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.id == ResolverDiagnosticID.ambiguousVariation)
        #expect(error.path == F.path)
        #expect(error.location?.line == 7)
        #expect(error.message == "variations 'heightClass=regular' and 'widthClass=compact' both apply to wC-hR and set "
                + "'axis' of 'stack' to different values ('horizontal' and 'vertical'); make one of them more specific")
        #expect(error.notes.count == 1)
        #expect(error.notes.first?.location?.line == 5)
        #expect(error.notes.first?.message == "variation 'widthClass=compact' at line 5 sets 'axis' to 'vertical'")
    }

    @Test func onlyOneApplyingMeansNoConflict() {
        #expect(F.resolve(Self.stack, for: F.wChC).1.isEmpty)
        #expect(F.resolve(Self.stack, for: F.wRhR).1.isEmpty)
        #expect(F.resolve(Self.stack, for: F.wChC).0.properties.axis == .vertical)
        #expect(F.resolve(Self.stack, for: F.wRhR).0.properties.axis == .horizontal)
    }

    @Test func agreeingOrDifferentlySpecificVariationsAreFine() {
        let view = F.view("stack", .stackView, variations: [
            F.variation("widthClass=compact") { $0.axis = .vertical; $0.spacing = .fixed(4) },
            F.variation("heightClass=regular") { $0.axis = .vertical },
            F.variation("heightClass=regular-widthClass=compact") { $0.spacing = .fixed(9) },
            F.variation("default") { $0.spacing = .fixed(2) },
        ])
        let (resolved, diagnostics) = F.resolve(view, for: F.wChR)
        #expect(diagnostics.isEmpty)
        #expect(resolved.properties.axis == .vertical)
        #expect(resolved.properties.spacing == .fixed(9))
    }

    /// Interface Builder files were written by Xcode and must still lay out: a warning, and the later one wins.
    @Test func interfaceBuilderFilesGetAWarningAndTheLaterWins() {
        let (resolved, diagnostics) = F.resolve(Self.stack, for: F.wChR, format: .storyboard)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.ambiguousVariation])
        #expect(resolved.properties.axis == .horizontal)
    }

    @Test func disagreeingConstraintVariationsAreAmbiguous() {
        let root = F.view("root", constraints: [
            F.constraint("gap", "root", constant: 8, variations: [
                ConstraintVariation(key: F.key("widthClass=compact"), constant: 16, range: F.at(20)),
                ConstraintVariation(key: F.key("heightClass=regular"), constant: 24, range: F.at(21)),
            ]),
        ])
        let (_, diagnostics) = F.resolve(root, for: F.wChR)
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.ambiguousVariation])
        #expect(diagnostics.first?.location?.line == 21)
        #expect(diagnostics.first?.message.contains("'constant' of constraint 'gap'") == true)
        #expect(diagnostics.first?.notes.first?.location?.line == 20)
    }

    @Test func disagreeingMasksAreAmbiguous() {
        let root = F.view("root", variations: [
            F.variation("widthClass=compact", line: 3,
                        mask: [MaskEntry(target: .constraints, reference: "h1", included: false)]),
            F.variation("heightClass=regular", line: 6,
                        mask: [MaskEntry(target: .constraints, reference: "h1", included: true)]),
        ], constraints: [F.constraint("h1", "root")])
        let (_, diagnostics) = F.resolve(root, for: F.wChR)
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.ambiguousVariation])
        #expect(diagnostics.first?.message.contains("'installed' of 'h1'") == true)
        #expect(diagnostics.first?.location?.line == 6)
    }
}
