import LayoutModel
import Testing
@testable import TraitResolver

@Suite struct ViewPropertyFieldsTests {
    /// The resolver's field table names every stored property of `ViewProperties`, so changes and conflicts cover
    /// attributes added later.
    @Test func tableCoversEveryProperty() {
        // The fields stored inline, without the out-of-line storage itself, and the out-of-line ones.
        let inline = Mirror(reflecting: ViewProperties()).children.compactMap(\.label).filter { $0 != "content" }
        let outOfLine = Mirror(reflecting: ViewProperties.Content()).children.compactMap(\.label)
        let names = ViewPropertyFields.all.map(\.name)
        #expect(names.count == Set(names).count)
        #expect(names.sorted() == (inline + outOfLine).sorted())
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
