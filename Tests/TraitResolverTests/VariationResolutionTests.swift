import LayoutModel
import Testing
@testable import TraitResolver

/// Attribute overrides, ordering by specificity, and keys that never apply.
@Suite struct VariationResolutionTests {
    typealias F = Fixture

    @Test func axisOverrideAppliesOnlyWhereTheKeyMatches() {
        let stack = F.view("stack", .stackView, { $0.axis = .horizontal },
                           variations: [F.variation("heightClass=compact", line: 4) { $0.axis = .vertical }])
        let (compact, _) = F.resolve(stack, for: F.wChC)
        #expect(compact.properties.axis == .vertical)
        #expect(compact.appliedVariations == [AppliedVariation(key: F.key("heightClass=compact"), range: F.at(4),
                                                               changes: ["axis"])])
        let (regular, diagnostics) = F.resolve(stack, for: F.wChR)
        #expect(regular.properties.axis == .horizontal)
        #expect(regular.appliedVariations.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    /// The three-tab demo's images screen: vertical in portrait on an iPhone, horizontal in landscape.
    @Test func imagesScreenStackIsVerticalInPortraitAndHorizontalInLandscape() throws {
        let stack = F.view("images", .stackView, { $0.axis = .horizontal },
                           variations: [F.variation("heightClass=regular-widthClass=compact") { $0.axis = .vertical }],
                           subviews: [F.view("first", .imageView), F.view("second", .imageView)])
        let catalog = DeviceCatalog.builtIn
        for name in ["iphone-16", "iphone-se-3", "iphone-16-pro-max", "retina6_1"] {
            let device = try #require(catalog.device(named: name))
            let document = F.document([F.view("root", subviews: [stack])])
            let portrait = catalog.configuration(for: device, orientation: .portrait, toolsVersion: nil)
            let landscape = catalog.configuration(for: device, orientation: .landscape, toolsVersion: nil)
            let (inPortrait, _) = TraitResolver.resolve(document, for: portrait)
            let (inLandscape, _) = TraitResolver.resolve(document, for: landscape)
            #expect(inPortrait.scenes[0].root.find("images")?.properties.axis == .vertical, "\(name)")
            #expect(inLandscape.scenes[0].root.find("images")?.properties.axis == .horizontal, "\(name)")
        }
    }

    @Test func stackAttributesOverrideTogetherOnRegularWidth() {
        let stack = F.view("stack", .stackView, {
            $0.axis = .vertical; $0.alignment = .fill; $0.spacing = .fixed(8); $0.distribution = .fill
        }, variations: [F.variation("widthClass=regular") {
            $0.axis = .horizontal; $0.alignment = .center; $0.spacing = .fixed(20); $0.distribution = .fillEqually
        }])
        let (pad, _) = F.resolve(stack, for: F.wRhR)
        #expect(pad.properties.axis == .horizontal)
        #expect(pad.properties.alignment == .center)
        #expect(pad.properties.spacing == .fixed(20))
        #expect(pad.properties.distribution == .fillEqually)
        #expect(pad.appliedVariations.first?.changes == ["axis", "distribution", "alignment", "spacing"])
        let (phone, _) = F.resolve(stack, for: F.wChR)
        #expect(phone.properties.axis == .vertical)
        #expect(phone.properties.alignment == .fill)
        #expect(phone.properties.spacing == .fixed(8))
        #expect(phone.properties.distribution == .fill)
    }

    /// The file lists the most specific key first; application order is by specificity all the same.
    @Test func moreSpecificKeysWinWhateverTheirOrderInTheFile() {
        let stack = F.view("stack", .stackView, { $0.spacing = .fixed(1) }, variations: [
            F.variation("heightClass=regular-widthClass=compact") { $0.spacing = .fixed(12) },
            F.variation("widthClass=compact") { $0.spacing = .fixed(8) },
            F.variation("default") { $0.spacing = .fixed(4) },
        ])
        #expect(F.resolve(stack, for: F.wChR).0.properties.spacing == .fixed(12))
        #expect(F.resolve(stack, for: F.wChC).0.properties.spacing == .fixed(8))
        #expect(F.resolve(stack, for: F.wRhR).0.properties.spacing == .fixed(4))
        #expect(F.resolve(stack, for: .unspecified).0.properties.spacing == .fixed(4))
        let applied = F.resolve(stack, for: F.wChR).0.appliedVariations.map(\.key.description)
        #expect(applied == ["default", "widthClass=compact", "heightClass=regular-widthClass=compact"])
    }

    @Test func anyAnyAppliesOnlyTheDefaultVariation() {
        let view = F.view("box", .view, { $0.hidden = false }, variations: [
            F.variation("default") { $0.horizontalHuggingPriority = 251 },
            F.variation("widthClass=compact") { $0.hidden = true },
            F.variation("heightClass=regular") { $0.verticalHuggingPriority = 1 },
        ])
        let (resolved, _) = F.resolve(view, for: .unspecified)
        #expect(resolved.properties.horizontalHuggingPriority == 251)
        #expect(resolved.properties.hidden == false)
        #expect(resolved.properties.verticalHuggingPriority == nil)
    }

    @Test func hiddenPerSizeClass() {
        let row = F.view("row", .stackView, variations: [F.variation("heightClass=compact") { $0.hidden = true }])
        #expect(F.resolve(row, for: F.wChC).0.isHidden)
        #expect(F.resolve(row, for: F.wRhC).0.isHidden)
        #expect(!F.resolve(row, for: F.wChR).0.isHidden)
    }

    @Test func fontVariesBySizeClass() {
        let label = F.view("title", .label, { $0.font = FontDescription(pointSize: 17) }, variations: [
            F.variation("heightClass=regular-widthClass=compact") {
                $0.font = FontDescription(pointSize: 42, weight: .light)
            },
        ])
        #expect(F.resolve(label, for: F.wChR).0.properties.font == FontDescription(pointSize: 42, weight: .light))
        #expect(F.resolve(label, for: F.wRhR).0.properties.font == FontDescription(pointSize: 17))
        #expect(F.resolve(label, for: F.wChR).0.appliedVariations.first?.changes == ["font"])
    }

    @Test func keysNamingOtherTraitsNeverApply() {
        let view = F.view("box", variations: [
            F.variation("device=watch44mm") { $0.hidden = true },
            F.variation("userInterfaceIdiom=mac") { $0.axis = .vertical },
            F.variation("widthClass=compact-device=watch44mm") { $0.spacing = .fixed(3) },
        ])
        for traits in [F.wChR, F.wChC, F.wRhC, F.wRhR, TraitCollection.unspecified] {
            let (resolved, diagnostics) = F.resolve(view, for: traits)
            #expect(resolved.properties == ViewProperties())
            #expect(resolved.appliedVariations.isEmpty)
            #expect(diagnostics.isEmpty)
        }
    }

    @Test func constraintConstantPriorityAndInstalledVary() {
        let owner = F.view("root", constraints: [
            F.constraint("h1", "root", constant: 40, variations: [
                ConstraintVariation(key: F.key("heightClass=regular-widthClass=regular"), constant: 60),
                ConstraintVariation(key: F.key("widthClass=compact"), priority: 750),
            ]),
            F.constraint("w1", "root", .width, constant: 100, variations: [
                ConstraintVariation(key: F.key("widthClass=regular"), installed: false),
            ]),
            F.constraint("w2", "root", .width, constant: 300, installed: false, variations: [
                ConstraintVariation(key: F.key("widthClass=regular"), installed: true),
            ]),
        ])
        let (pad, _) = F.resolve(owner, for: F.wRhR)
        #expect(pad.constraints.map(\.id) == ["h1", "w2"])
        #expect(pad.constraints[0].constant == 60)
        #expect(pad.constraints[0].priority == 1000)
        #expect(pad.constraints[0].appliedVariations.map(\.changes) == [["constant"]])
        let (phone, _) = F.resolve(owner, for: F.wChR)
        #expect(phone.constraints.map(\.id) == ["h1", "w1"])
        #expect(phone.constraints[0].constant == 40)
        #expect(phone.constraints[0].priority == 750)
    }

    @Test func duplicateKeysWarnAndTheLaterWins() {
        let view = F.view("box", variations: [
            F.variation("widthClass=compact", line: 3) { $0.hidden = true },
            F.variation("widthClass=compact", line: 5) { $0.hidden = false },
        ])
        let (resolved, diagnostics) = F.resolve(view, for: F.wChR)
        #expect(resolved.properties.hidden == false)
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.duplicateVariation])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location?.line == 5)
        #expect(diagnostics.first?.message == "variation 'widthClass=compact' repeats the one at line 3; the later one wins")
    }
}
