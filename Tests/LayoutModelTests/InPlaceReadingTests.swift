import LayoutModel
import Testing

/// `Array.withElement(at:_:)` reads an element in place; it must give what the subscript gives.
@Suite struct InPlaceReadingTests {
    static func view(_ id: String, subviews: [ResolvedView] = []) -> ResolvedView {
        ResolvedView(id: id, elementName: "view", kind: .view, range: nil, properties: ViewProperties(),
                     subviews: subviews, customClass: id == "b" ? "Card" : nil)
    }

    @Test func readsTheFieldsTheSubscriptReads() {
        let views = [Self.view("a"), Self.view("b", subviews: [Self.view("c"), Self.view("d")]), Self.view("e")]
        for index in views.indices {
            #expect(views.withElement(at: index) { $0.id } == views[index].id)
            #expect(views.withElement(at: index) { $0.subviews.map(\.id) } == views[index].subviews.map(\.id))
            #expect(views.withElement(at: index) { $0.customClass } == views[index].customClass)
        }
        #expect(views.withElement(at: 1) { $0.subviews.count } == 2)
    }

    @Test func leavesTheArrayAsItWas() {
        var numbers = [3, 1, 4, 1, 5]
        let read = numbers.withElement(at: 2) { $0 * 10 }
        numbers.append(9)  // still uniquely referenced and writable after the read
        #expect(read == 40)
        #expect(numbers == [3, 1, 4, 1, 5, 9])
    }
}
