@testable import LayoutEngine
import LayoutModel
import Testing

/// The scene table indexes by id only the views a constraint names; any view is still found by
/// ``SceneTable/index(ofID:)``, and where ids repeat the first view in pre-order wins.
@Suite struct SceneTableIndexTests {
    /// A root with a stack of `count` boxes `b0…`, a repeated id `twin` (first inside the stack, then after it) and
    /// constraints naming `names`.
    static func table(count: Int, naming names: [String]) -> SceneTable {
        let boxes = (0..<count).map { box("b\($0)", 10, 10) } + [box("twin", 5, 5)]
        let rules = names.map { constraint($0, .width, .greaterThanOrEqual, constant: 1) }
        let root = view("root", constraints: rules + place("S", in: "root"),
                        subviews: [stack("S", .horizontal, boxes), box("twin", 7, 7)])
        return SceneTable(root: root)
    }

    @Test func namedViewsAreIndexedAndOthersAreNot() {
        for names in [["b3"], ["b1", "twin", "b7"], (0..<12).map { "b\($0)" } + ["twin"]] {
            let table = Self.table(count: 20, naming: names)
            for name in names + ["S", "root"] {
                // Named by a constraint (S and root by `place`): indexed, at the first view with that id.
                let index = table.indexByNamedID[name]
                #expect(index != nil && index == table.views.firstIndex { $0.id == name }, "\(name)")
            }
            let unnamed = (0..<20).map { "b\($0)" }.filter { !names.contains($0) }
            for name in unnamed {
                #expect(table.indexByNamedID[name] == nil, "\(name)")
                #expect(table.index(ofID: name).map { table.views[$0].id } == name)
            }
            #expect(table.indexByNamedID.count == Set(names + ["S", "root"]).count)
        }
    }

    @Test func firstViewWithARepeatedIDWins() throws {
        for names in [["twin"], (0..<12).map { "b\($0)" } + ["twin"]] {
            let table = Self.table(count: 4, naming: names)
            let index = try #require(table.indexByNamedID["twin"])
            // The one inside the stack comes first in pre-order.
            #expect(table.views[index].parent == table.index(ofID: "S"))
            #expect(table.index(ofID: "twin") == index)
        }
        let unnamed = Self.table(count: 4, naming: [])
        let index = try #require(unnamed.index(ofID: "twin"))
        #expect(unnamed.views[index].parent == unnamed.index(ofID: "S"))
        #expect(unnamed.index(ofID: "missing") == nil)
    }
}
