import LayoutModel
import Testing

/// `ViewProperties` keeps its rarely set fields out of line; these check that it still behaves as a plain value.
@Suite struct ViewPropertiesStorageTests {
    @Test func copiesAreIndependent() {
        var original = ViewProperties()
        original.text = "Hello"
        original.font = FontDescription(pointSize: 17)
        var copy = original
        copy.text = "Bye"
        copy.numberOfLines = 2
        #expect(original.text == "Hello")
        #expect(original.numberOfLines == nil)
        #expect(copy.text == "Bye")
        #expect(copy.numberOfLines == 2)
        #expect(copy.font == FontDescription(pointSize: 17))
        #expect(original != copy)
    }

    @Test func clearingEveryContentFieldEqualsNeverSettingOne() {
        var properties = ViewProperties()
        properties.axis = .vertical
        properties.image = "photo"
        properties.layoutMargins = EdgeInsets(all: 4)
        properties.image = nil
        properties.layoutMargins = nil
        var plain = ViewProperties()
        plain.axis = .vertical
        #expect(properties == plain)
        #expect(properties.hashValue == plain.hashValue)
        #expect(Set([properties, plain]).count == 1)
    }

    @Test func equalContentInSeparateStorageIsEqual() {
        var first = ViewProperties()
        first.segments = ["One", "Two"]
        first.scrollEnabled = false
        var second = ViewProperties()
        second.scrollEnabled = false
        second.segments = ["One", "Two"]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.segments?.append("Three")
        #expect(first != second)
        #expect(first.segments == ["One", "Two"])
    }

    @Test func overlayTakesInlineAndOutOfLineFields() {
        var base = ViewProperties()
        base.text = "Base"
        base.horizontalHuggingPriority = 250
        base.contentEdgeInsets = EdgeInsets(all: 2)
        var patch = ViewProperties()
        patch.text = "Patched"
        patch.hidden = true
        let result = base.overlaid(with: patch)
        #expect(result.text == "Patched")
        #expect(result.hidden == true)
        #expect(result.horizontalHuggingPriority == 250)
        #expect(result.contentEdgeInsets == EdgeInsets(all: 2))
        #expect(base.text == "Base")
        var inlineOnly = ViewProperties()
        inlineOnly.axis = .horizontal
        #expect(base.overlaid(with: inlineOnly).text == "Base")
    }

    @Test func staysSmall() {
        // The layers hold one per view; the content fields must not be stored inline again.
        #expect(MemoryLayout<ViewProperties>.size < 160)
    }
}
