import LayoutModel
import Testing
@testable import TraitResolver

@Suite struct ViewPropertyFieldsTests {
    /// The resolver's field table names every stored property of `ViewProperties`, so changes and conflicts cover
    /// attributes added later.
    @Test func tableCoversEveryProperty() {
        let stored = Mirror(reflecting: ViewProperties()).children.compactMap(\.label)
        #expect(ViewPropertyFields.all.map(\.name) == stored)
    }

    @Test func namesOfSetFields() {
        var patch = ViewProperties()
        patch.hidden = true
        patch.spacing = .standard
        patch.font = FontDescription(pointSize: 20, weight: .semibold, italic: true)
        #expect(ViewPropertyFields.names(setIn: patch) == ["hidden", "spacing", "font"])
        let font = ViewPropertyFields.all.first { $0.name == "font" }
        #expect(font?.describe(patch) == "semibold italic 20")
        #expect(ViewPropertyFields.all.first { $0.name == "spacing" }?.describe(patch) == "standard")
    }
}
