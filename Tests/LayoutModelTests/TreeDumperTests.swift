import LayoutModel
import Testing

@Suite struct TreeDumperTests {
    func at(_ line: Int, _ column: Int) -> SourceRange {
        SourceRange(at: SourceLocation(line: line, column: column, offset: 0))
    }

    @Test func dumpsEveryField() {
        var label = MarkupView(id: "_label1", hasExplicitID: false, kind: .label, range: at(4, 9))
        label.properties.text = "Say \"hi\"\n\tnow\u{202E}"
        label.properties.font = FontDescription(pointSize: 20, weight: .semibold, italic: true)
        label.properties.numberOfLines = 0
        var cell = MarkupView(id: "cell", elementName: "tableViewCell", kind: .tableViewCell, range: at(3, 7))
        cell.customClass = "RowCell"
        cell.stored = StoredFrame(frame: Rect(x: 0, y: 0.5, width: 320, height: 44), misplaced: true)
        cell.autoresizing = {
            var value = Autoresizing(frame: Rect(x: 1, y: 2, width: 3, height: 4))
            value.flexibleWidth = true
            value.flexibleTopMargin = true
            return value
        }()
        cell.designableIntrinsicSize = Size(width: 10, height: 20)
        cell.subviews = [label]
        var variation = ViewVariation(key: VariationKey(widthClass: .compact), range: at(5, 7))
        variation.properties.hidden = true
        variation.mask = [MaskEntry(target: .subviews, reference: "_label1", included: false)]
        cell.variations = [variation]

        var root = MarkupView(id: "main", kind: .view, range: at(2, 3))
        root.properties.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.properties.spacing = .standard
        root.layoutGuides = [MarkupLayoutGuide(id: "main.safeArea", kind: .safeArea)]
        root.constraints = [
            MarkupConstraint(id: "c1", firstItem: "cell", firstAttribute: .leading, relation: .greaterThanOrEqual,
                             secondItem: "main.safeArea", secondAttribute: .leading, multiplier: 0.5, constant: -8,
                             priority: 999, installed: false, isPlaceholder: true,
                             variations: [ConstraintVariation(key: VariationKey(widthClass: .regular, heightClass: .compact),
                                                              constant: 16, installed: true)],
                             range: at(6, 5)),
            MarkupConstraint(firstItem: "cell", firstAttribute: .height, constant: 44, isStandardSpacing: true),
        ]
        root.subviews = [cell]
        let document = MarkupDocument(
            path: "x.storyboard", format: .storyboard, device: DocumentDevice(id: "retina6_1", orientation: .portrait),
            toolsVersion: 21701, usesSafeAreas: false,
            images: [ImageResource(name: "photo", size: Size(width: 120, height: 80.25), range: at(9, 5))],
            scenes: [
                MarkupScene(id: "vc", name: "Main", kind: .screen, root: root, range: at(1, 1),
                            simulated: SimulatedMetrics(storedRootSize: Size(width: 414, height: 896),
                                                         navigationBar: SimulatedBar(.navigationBar, prompted: true),
                                                         bottomBar: SimulatedBar(.tabBar, translucent: false),
                                                         statusBarHidden: true)),
                MarkupScene(id: "free", kind: .component(width: 200, height: nil), root: MarkupView(id: "free", kind: .view)),
            ])
        let expected = """
        document storyboard device="retina6_1" orientation=portrait toolsVersion=21701 usesSafeAreas=NO
        ├─ image "photo" 120x80.25 @9:5
        ├─ screen vc name="Main" storedRootSize=414x896 bar=navigationBar+prompt bar=tabBar+opaque statusBarHidden @1:1
        │  └─ view main spacing=standard layoutMargins={1,2,3,4} @2:3
        │     ├─ guide main.safeArea kind=safeArea
        │     ├─ constraint id=c1 cell.leading >= main.safeArea.leading * 0.5 - 8 @999 installed=NO placeholder @6:5
        │     │  └─ variation heightClass=compact-widthClass=regular constant=16 installed=YES
        │     ├─ constraint cell.height == 44 standardSpacing
        │     └─ tableViewCell cell customClass="RowCell" autoresizing={1,2,3,4}[topMargin,width] storedFrame={0,0.5,320,44} misplaced designableIntrinsicSize=10x20 @3:7
        │        ├─ variation widthClass=compact hidden=YES exclude(subviews)=_label1 @5:7
        │        └─ label _label1 (synthesized id) text="Say \\"hi\\"\\n\\tnow\\u{202E}" font=(system 20 semibold italic) numberOfLines=0 @4:9
        └─ component free width=200 height=fitting
           └─ view free

        """
        #expect(TreeDumper.dump(document) == expected)
    }
}
