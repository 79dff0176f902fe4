import LayoutModel
import Testing

/// `ResolvedView` keeps the fields most views leave empty in one shared box; these check that it still behaves as a
/// plain value.
@Suite struct ResolvedViewStorageTests {
    static func view() -> ResolvedView {
        ResolvedView(id: "a", elementName: "view", kind: .view, range: nil, properties: ViewProperties())
    }

    @Test func emptyFieldsReadAsNeverSet() {
        let view = Self.view()
        #expect(view.layoutGuides.isEmpty)
        #expect(view.customClass == nil)
        #expect(view.autoresizing == nil)
        #expect(view.designableIntrinsicSize == nil)
        #expect(view.appliedVariations.isEmpty)
    }

    @Test func initializerValuesAreKept() {
        let guide = MarkupLayoutGuide(id: "g", kind: .safeArea)
        let applied = AppliedVariation(key: VariationKey(widthClass: .compact), range: nil, changes: ["axis"])
        let view = ResolvedView(id: "a", elementName: "view", kind: .view, range: nil, properties: ViewProperties(),
                                layoutGuides: [guide], customClass: "Card",
                                autoresizing: Autoresizing(frame: Rect(x: 1, y: 2, width: 3, height: 4)),
                                designableIntrinsicSize: Size(width: 5, height: 6), appliedVariations: [applied])
        #expect(view.layoutGuides == [guide])
        #expect(view.customClass == "Card")
        #expect(view.autoresizing?.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.designableIntrinsicSize == Size(width: 5, height: 6))
        #expect(view.appliedVariations == [applied])
    }

    @Test func copiesAreIndependent() {
        var original = Self.view()
        original.customClass = "Card"
        var copy = original
        copy.customClass = "Tile"
        copy.designableIntrinsicSize = Size(width: 10, height: 20)
        #expect(original.customClass == "Card")
        #expect(original.designableIntrinsicSize == nil)
        #expect(copy.customClass == "Tile")
        #expect(copy.designableIntrinsicSize == Size(width: 10, height: 20))
    }

    @Test func clearingAFieldLeavesTheOthers() {
        var view = Self.view()
        view.customClass = "Card"
        view.layoutGuides = [MarkupLayoutGuide(id: "m", kind: .layoutMargins)]
        view.customClass = nil
        #expect(view.customClass == nil)
        #expect(view.layoutGuides.map(\.id) == ["m"])
        view.layoutGuides = []
        #expect(view.layoutGuides.isEmpty)
    }
}
