import LayoutModel
@testable import Markup
import Testing

/// Size-class variations of views: attribute overrides, fonts, hiding, and masks.
@Suite struct InterfaceBuilderVariationTests {
    func fixture() throws -> (MarkupDocument, [Diagnostic]) {
        let (read, diagnostics) = try readIBFixture("size-classes.storyboard")
        return (try #require(read), diagnostics)
    }

    @Test func stackVariationsOverrideAttributesAndMaskConstraints() throws {
        let (document, _) = try fixture()
        let stack = try #require(document.view("STACK"))
        #expect(stack.properties.axis == .vertical)
        #expect(stack.properties.alignment == .top)
        // The unreadable `sizeClass=huge` key is left out; the others keep document order.
        #expect(stack.variations.map(\.key.description) == [
            "default", "widthClass=compact", "widthClass=regular", "device=watch44mm",
        ])
        let byDefault = stack.variations[0]
        #expect(byDefault.properties == ViewProperties())
        #expect(byDefault.mask.map(\.reference) == ["RATIO"])
        #expect(byDefault.mask.map(\.included) == [false])
        #expect(byDefault.mask.map(\.target) == [.constraints])
        let compact = stack.variations[1]
        #expect(compact.properties.axis == .vertical)
        #expect(compact.mask.isEmpty)
        let regular = stack.variations[2]
        #expect(regular.properties.axis == .horizontal)
        #expect(regular.properties.alignment == .center)
        #expect(regular.properties.spacing == .fixed(20))
        #expect(regular.mask == [MaskEntry(target: .constraints, reference: "RATIO", included: true,
                                           range: regular.mask.first?.range)])
        // Keys that name no size class are kept; they never apply.
        #expect(stack.variations[3].key.otherComponents == ["device=watch44mm"])
        #expect(!stack.variations[3].key.matches(TraitCollection(horizontal: .regular, vertical: .regular)))
        #expect(regular.range?.start.line == 43)
    }

    @Test func variationsAreNeverBaseDefaults() throws {
        let (document, _) = try fixture()
        let stack = try #require(document.view("STACK"))
        // A variation that writes no axis leaves it to the base: no implicit horizontal.
        #expect(stack.variations[0].properties.axis == nil)
        #expect(stack.variations[3].properties.axis == nil)
        #expect(stack.variations[3].properties.spacing == .fixed(2))
    }

    @Test func fontsAndHidingPerSizeClass() throws {
        let (document, _) = try fixture()
        let left = try #require(document.view("LEFT"))
        #expect(left.properties.font == FontDescription(pointSize: 17))
        #expect(left.variations.count == 1)
        #expect(left.variations[0].key == VariationKey(widthClass: .compact, heightClass: .regular))
        #expect(left.variations[0].properties.font == FontDescription(pointSize: 42, weight: .light))
        #expect(left.variations[0].properties.text == nil)
        let right = try #require(document.view("RIGHT"))
        #expect(right.properties.hidden == nil)
        #expect(right.variations.map(\.key) == [VariationKey(heightClass: .compact)])
        #expect(right.variations.first?.properties.hidden == true)
    }

    @Test func subviewMasksLiveOnTheSuperview() throws {
        let (document, _) = try fixture()
        let root = try #require(document.scenes.first?.root)
        #expect(root.variations.count == 1)
        #expect(root.variations[0].key == VariationKey(widthClass: .compact))
        #expect(root.variations[0].mask.map(\.target) == [.subviews])
        #expect(root.variations[0].mask.map(\.reference) == ["EXTRA"])
        #expect(root.variations[0].mask.map(\.included) == [false])
    }

    @Test func unreadableVariationKeysAreWarnings() throws {
        let (_, diagnostics) = try fixture()
        #expect(ids(diagnostics) == ["ib.invalidVariationKey"])
        #expect(diagnostics.first?.message == "unknown variation key 'sizeClass=huge': 'sizeClass' is not a size-class "
                + "trait (widthClass or heightClass); the variation is ignored")
        #expect(diagnostics.first?.location?.line == 49)
    }

    @Test func malformedMasksAreWarnings() throws {
        let (read, diagnostics) = readIB(storyboard(scene("""
            <variation key="heightClass=compact-widthClass=regular">
                <mask key="gestures"><exclude reference="X"/></mask>
                <mask key="subviews"><exclude/><include reference="Y"/></mask>
            </variation>
            <variation key="widthClass=large"/>
            """)))
        let root = try #require(read?.scenes.first?.root)
        #expect(root.variations.count == 1)
        #expect(root.variations[0].key == VariationKey(widthClass: .regular, heightClass: .compact))
        #expect(root.variations[0].mask.map(\.reference) == ["Y"])
        #expect(ids(diagnostics) == ["ib.unknownMaskKey", "ib.missingMaskReference", "ib.invalidVariationKey"])
        #expect(diagnostics[2].message == "unknown variation key 'widthClass=large': 'large' is not a size class of "
                + "'widthClass' (compact or regular); the variation is ignored")
    }
}
