import LayoutModel
import Testing
@testable import TraitResolver

/// Which views and constraints are in the hierarchy: `installed`, Interface Builder masks, dropped constraints.
@Suite struct InstallationTests {
    typealias F = Fixture

    @Test func uninstalledViewLeavesWithItsSubtree() {
        let root = F.view("root", subviews: [
            F.view("sidebar", .view, { $0.installed = false }, variations: [F.variation("widthClass=regular") { $0.installed = true }],
                   subviews: [F.view("inner", subviews: [F.view("deep")])]),
            F.view("content"),
        ])
        let (phone, _) = F.resolve(root, for: F.wChR)
        #expect(phone.subviews.map(\.id) == ["content"])
        #expect(phone.find("inner") == nil && phone.find("deep") == nil)
        let (pad, _) = F.resolve(root, for: F.wRhR)
        #expect(pad.subviews.map(\.id) == ["sidebar", "content"])
        #expect(pad.find("deep") != nil)
        #expect(pad.find("sidebar")?.properties.installed == nil)
    }

    @Test func constraintsReferringToRemovedViewsAreDroppedWithANote() {
        let root = F.view("root", subviews: [
            F.view("banner", variations: [F.variation("heightClass=compact") { $0.installed = false }],
                   subviews: [F.view("bannerLabel", .label)],
                   guides: [MarkupLayoutGuide(id: "banner.safeArea", kind: .safeArea)]),
            F.view("list"),
        ], constraints: [
            F.constraint("c1", "list", .top, to: "banner", .bottom, line: 10),
            F.constraint(nil, "list", .top, to: "bannerLabel", .bottom, line: 11),
            F.constraint("c3", "list", .leading, to: "banner.safeArea", .leading, line: 12),
            F.constraint("c4", "list", .bottom, to: "root", .bottom, line: 13),
        ])
        let (landscape, diagnostics) = F.resolve(root, for: F.wChC)
        #expect(landscape.constraints.map(\.id) == ["c4"])
        #expect(diagnostics.map(\.id) == Array(repeating: ResolverDiagnosticID.droppedConstraint, count: 3))
        #expect(diagnostics.allSatisfy { $0.severity == .note })
        #expect(diagnostics.map { $0.location?.line } == [10, 11, 12])
        #expect(diagnostics[0].message == "constraint 'c1' is dropped for wC-hC: it refers to 'banner', which is not installed")
        #expect(diagnostics[1].message.contains("'bannerLabel'"))
        let (portrait, portraitDiagnostics) = F.resolve(root, for: F.wChR)
        #expect(portrait.constraints.count == 4)
        #expect(portraitDiagnostics.isEmpty)
    }

    /// `<mask key="subviews">` on the superview (interface-builder.md §10, form 6).
    @Test func subviewMasksInstallPerSizeClass() {
        let root = F.view("root", variations: [
            F.variation("default", mask: [MaskEntry(target: .subviews, reference: "V7", included: false)]),
            F.variation("widthClass=compact", mask: [MaskEntry(target: .subviews, reference: "V7", included: true)]),
        ], subviews: [F.view("V7"), F.view("V8")])
        #expect(F.resolve(root, for: F.wChR, format: .storyboard).0.subviews.map(\.id) == ["V7", "V8"])
        #expect(F.resolve(root, for: F.wRhR, format: .storyboard).0.subviews.map(\.id) == ["V8"])
        #expect(F.resolve(root, for: .unspecified, format: .storyboard).0.subviews.map(\.id) == ["V8"])
        let (phone, _) = F.resolve(root, for: F.wChR, format: .storyboard)
        #expect(phone.appliedVariations.map(\.changes) == [["exclude V7"], ["include V7"]])
        #expect(phone.find("V7")?.appliedVariations.map(\.key.description) == ["widthClass=compact"])
    }

    /// `<mask key="constraints">` on the owner: the most specific applying variation that mentions a constraint decides.
    @Test func constraintMasksFollowTheMostSpecificMention() {
        let root = F.view("root", variations: [
            F.variation("default", mask: [MaskEntry(target: .constraints, reference: "h1", included: false),
                                          MaskEntry(target: .constraints, reference: "h2", included: false)]),
            F.variation("widthClass=regular", mask: [MaskEntry(target: .constraints, reference: "h1", included: true)]),
            F.variation("widthClass=compact", mask: [MaskEntry(target: .constraints, reference: "h2", included: true)]),
            F.variation("heightClass=regular-widthClass=compact",
                        mask: [MaskEntry(target: .constraints, reference: "h2", included: false)]),
        ], constraints: [F.constraint("h1", "root", constant: 40), F.constraint("h2", "root", constant: 50),
                         F.constraint("h3", "root", .width, constant: 10)])
        #expect(F.resolve(root, for: F.wRhR, format: .storyboard).0.constraints.map(\.id) == ["h1", "h3"])
        #expect(F.resolve(root, for: F.wChC, format: .storyboard).0.constraints.map(\.id) == ["h2", "h3"])
        #expect(F.resolve(root, for: F.wChR, format: .storyboard).0.constraints.map(\.id) == ["h3"])
        #expect(F.resolve(root, for: .unspecified, format: .storyboard).0.constraints.map(\.id) == ["h3"])
        let h1 = F.resolve(root, for: F.wRhR, format: .storyboard).0.constraints[0]
        #expect(h1.appliedVariations.map(\.key.description) == ["widthClass=regular"])
        #expect(h1.appliedVariations.map(\.changes) == [["installed"]])
    }

    @Test func maskReferencesThatNameNothingAreReported() {
        let root = F.view("root", variations: [
            F.variation("default", line: 7, mask: [MaskEntry(target: .constraints, reference: "zz9", included: false),
                                                   MaskEntry(target: .subviews, reference: "child", included: false)]),
        ], subviews: [F.view("child")])
        let (resolved, diagnostics) = F.resolve(root, for: F.wChR, format: .storyboard)
        #expect(resolved.subviews.isEmpty)
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.unknownMaskReference])
        #expect(diagnostics.first?.message == "mask of 'root' refers to 'zz9', which is not a constraint of it")
        #expect(diagnostics.first?.location?.line == 7)
    }

    @Test func aSceneRootStaysEvenWhenUninstalled() {
        let root = F.view("root", .view, line: 2, { $0.installed = false }, subviews: [F.view("child")])
        let (resolved, diagnostics) = F.resolve(root, for: F.wChR)
        #expect(resolved.id == "root")
        #expect(resolved.subviews.map(\.id) == ["child"])
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.rootNotInstalled])
        #expect(diagnostics.first?.location?.line == 2)
    }

    /// A more specific `installed` on the view beats a less specific mask entry of its superview, and the reverse.
    @Test func ownInstalledAndSuperviewMaskCompareBySpecificity() {
        let root = F.view("root", variations: [
            F.variation("widthClass=compact", mask: [MaskEntry(target: .subviews, reference: "a", included: false),
                                                     MaskEntry(target: .subviews, reference: "b", included: true)]),
        ], subviews: [
            F.view("a", variations: [F.variation("heightClass=regular-widthClass=compact") { $0.installed = true }]),
            F.view("b", variations: [F.variation("default") { $0.installed = false }]),
        ])
        let (resolved, diagnostics) = F.resolve(root, for: F.wChR, format: .storyboard)
        #expect(resolved.subviews.map(\.id) == ["a", "b"])
        #expect(diagnostics.isEmpty)
        #expect(F.resolve(root, for: F.wChC, format: .storyboard).0.subviews.map(\.id) == ["b"])
        #expect(F.resolve(root, for: F.wRhR, format: .storyboard).0.subviews.map(\.id) == ["a"])
    }
}
