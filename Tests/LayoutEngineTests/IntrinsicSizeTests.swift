@testable import LayoutEngine
import LayoutModel
import Testing

/// Intrinsic sizes and content priorities of uistackview.md §10, by Xcode era and document format.
@Suite struct IntrinsicSizeTests {
    static func content(_ view: ResolvedView, format: MarkupDocument.Format = .native, toolsVersion: Int? = nil,
                        images: [ImageResource] = []) -> ViewContent {
        let document = document(view, format: format, toolsVersion: toolsVersion, images: images)
        let table = SceneTable(root: document.scenes[0].root)
        return ContentMeasurer(document: document, measurer: SystemTextMeasurer.fixed())
            .content(of: 0, in: table, wrapWidth: nil)
    }

    static func size(_ content: ViewContent) -> [Double?] { [content.intrinsicWidth, content.intrinsicHeight] }

    @Test func switchesFollowTheEra() {
        #expect(Self.size(Self.content(view("s", kind: .switch))) == [63, 28])
        // Before Xcode 15 (iOS 13–16) the switch's alignment rectangle is 49 × 31 (its frame overhangs 2 pt at the
        // trailing edge): the oracle's stored frames show 49-pt-wide switches in stacks and under constraints.
        #expect(Self.size(Self.content(view("s", kind: .switch), format: .storyboard, toolsVersion: 23504)) == [49, 31])
        #expect(Self.size(Self.content(view("s", kind: .switch), format: .storyboard, toolsVersion: 24127)) == [63, 28])
    }

    @Test func textFieldsSegmentsSteppersProgressAndPageControlsFollowTheEra() {
        var rounded = ViewProperties()
        rounded.borderStyle = "roundedRect"
        let field = view("f", kind: .textField, properties: rounded)
        #expect(Self.content(field, format: .storyboard, toolsVersion: 14490).intrinsicHeight == 30)
        #expect(Self.content(field, format: .storyboard, toolsVersion: 15705).intrinsicHeight == 34)
        #expect(Self.content(view("g", kind: .segmentedControl), format: .xib, toolsVersion: 14490).intrinsicHeight == 28)
        #expect(Self.content(view("g", kind: .segmentedControl)).intrinsicHeight == 31)
        #expect(Self.size(Self.content(view("t", kind: .stepper), format: .xib, toolsVersion: 14490)) == [94, 29])
        #expect(Self.size(Self.content(view("t", kind: .stepper))) == [94, 32])
        #expect(Self.size(Self.content(view("p", kind: .progressView), format: .xib, toolsVersion: 16097)) == [nil, 2])
        #expect(Self.size(Self.content(view("p", kind: .progressView))) == [nil, 4])
        #expect(Self.size(Self.content(view("c", kind: .pageControl), format: .xib, toolsVersion: 16097)) == [nil, 37])
        #expect(Self.size(Self.content(view("c", kind: .pageControl))) == [nil, 27.5])
        #expect(Self.size(Self.content(view("l", kind: .slider))) == [nil, 30])
        #expect(Self.content(view("l", kind: .slider)).alignmentInsets == EdgeInsets(top: 0, leading: 2, bottom: 1,
                                                                                       trailing: 2))
    }

    @Test func designTimeSizesWin() {
        var properties = ViewProperties()
        properties.placeholderIntrinsicWidth = .points(80)
        properties.placeholderIntrinsicHeight = IntrinsicLength.none
        #expect(Self.size(Self.content(view("v", properties: properties))) == [80, nil])
        var designable = view("d")
        designable.designableIntrinsicSize = Size(width: 76.5, height: 18)
        #expect(Self.size(Self.content(designable)) == [76.5, 18])
        #expect(Self.size(Self.content(view("plain"))) == [nil, nil])
        var image = ViewProperties()
        image.image = "photo"
        #expect(Self.size(Self.content(view("i", kind: .imageView, properties: image),
                                       images: [ImageResource(name: "photo", size: Size(width: 120, height: 90))]))
            == [120, 90])
        #expect(Self.size(Self.content(view("i", kind: .imageView, properties: image))) == [nil, nil])
    }

    @Test func defaultPrioritiesDependOnTheFormat() {
        let native = Self.content(label("l", "Hi", hugging: nil)).priorities
        #expect(native.hugging(.horizontal) == 251 && native.compression(.vertical) == 750)
        let storyboard = Self.content(label("l", "Hi", hugging: nil), format: .storyboard).priorities
        #expect(storyboard.hugging(.horizontal) == 250)
        let switchPriorities = Self.content(view("s", kind: .switch)).priorities
        #expect(switchPriorities.hugging(.vertical) == 750)
        let progress = Self.content(view("p", kind: .progressView)).priorities
        #expect(progress.hugging(.horizontal) == 250 && progress.hugging(.vertical) == 750)
    }

    @Test func labelsAndButtonsAreMeasuredByTextMetrics() {
        // Ahem-style: "Hello" at 10 pt is 50 × 10 with its baseline at 8; a classic button is max(30, w) × (h + 12).
        let hello = Self.content(label("l", "Hello", pointSize: 10))
        #expect(Self.size(hello) == [50, 10])
        #expect(hello.baselineBlock == BaselineBlock(height: 10, firstBaseline: 8, lastBaseline: 8))
        var title = ViewProperties()
        title.text = "OK"
        #expect(Self.size(Self.content(view("b", kind: .button, properties: title))) == [30, 27])
        title.text = "Continue"
        #expect(Self.size(Self.content(view("b", kind: .button, properties: title))) == [120, 27])
    }
}
