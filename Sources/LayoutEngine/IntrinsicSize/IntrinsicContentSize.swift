import LayoutModel

/// What a view contributes to layout by itself: its intrinsic size, its content priorities, its text and where
/// the text's baselines sit.
///
/// The text, its font and its baseline block are kept in one shared box, present only for views with text: inline
/// they were over half of every view's record, and most views of a large document (plain views, stacks) have none.
struct ViewContent: Sendable {
    /// The intrinsic width of the alignment rectangle; nil for none.
    var intrinsicWidth: Double?
    /// The intrinsic height of the alignment rectangle; nil for none.
    var intrinsicHeight: Double?
    var priorities: ContentPriorities
    private var textual: Optional<TextualContent>  // not `TextualContent?`: see `LayoutNode.text`
    /// How far the frame extends beyond the alignment rectangle (sliders, segmented controls).
    var alignmentInsets: EdgeInsets
    /// A label with `numberOfLines ≠ 1`: it wraps at the width layout gives it (G14 applies to it).
    var isMultilineLabel: Bool

    init(intrinsicWidth: Double?, intrinsicHeight: Double?, priorities: ContentPriorities, text: MeasuredText?,
         font: FontDescription?, baselineBlock: BaselineBlock?, alignmentInsets: EdgeInsets, isMultilineLabel: Bool) {
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.priorities = priorities
        self.textual = TextualContent.make(text: text, font: font, baselineBlock: baselineBlock)
        self.alignmentInsets = alignmentInsets
        self.isMultilineLabel = isMultilineLabel
    }

    /// The measured text of a label, button title or text field, as drawn.
    var text: MeasuredText? {
        get { textual?.text }
        set { textual = TextualContent.make(text: newValue, font: font, baselineBlock: baselineBlock) }
    }

    var font: FontDescription? {
        get { textual?.font }
        set { textual = TextualContent.make(text: text, font: newValue, baselineBlock: baselineBlock) }
    }

    /// The block the baselines are measured in. UIKit centres a label's text (and a button's title) vertically,
    /// so a view of height h has its first baseline at `top + h/2 − block.height/2 + block.firstBaseline`.
    var baselineBlock: BaselineBlock? {
        get { textual?.baselineBlock }
        set { textual = TextualContent.make(text: text, font: font, baselineBlock: newValue) }
    }

    func intrinsic(_ axis: Axis) -> Double? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }
}

/// The text part of a ``ViewContent``; immutable, so copies of a content share it.
private final class TextualContent: Sendable {
    let text: MeasuredText?
    let font: FontDescription?
    let baselineBlock: BaselineBlock?

    private init(text: MeasuredText?, font: FontDescription?, baselineBlock: BaselineBlock?) {
        self.text = text
        self.font = font
        self.baselineBlock = baselineBlock
    }

    /// A box for the three, or nil when all are nil.
    static func make(text: MeasuredText?, font: FontDescription?, baselineBlock: BaselineBlock?) -> TextualContent? {
        text == nil && font == nil && baselineBlock == nil
            ? nil : TextualContent(text: text, font: font, baselineBlock: baselineBlock)
    }
}

/// Baseline offsets of a view's text, measured in a block centred in the view.
struct BaselineBlock: Sendable, Hashable {
    var height: Double
    var firstBaseline: Double
    var lastBaseline: Double
}

/// Computes ``ViewContent`` for the views of a document (uistackview.md §10, interface-builder.md §6).
struct ContentMeasurer: Sendable {
    var document: ResolvedDocument
    var era: ControlEra
    var measurer: any TextMeasuring
    var scale: Double

    init(document: ResolvedDocument, measurer: any TextMeasuring) {
        self.document = document
        self.era = ControlEra(document: document)
        self.measurer = measurer
        let scale = document.configuration.scale
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The content of a view; `wrapWidth` is the width a multi-line label wraps at in this pass (nil: unwrapped).
    ///
    /// The view is read in place from the scene's table (`index`), not passed by value: each such pass was a copy of
    /// its record.
    func content(of index: Int, in table: SceneTable, wrapWidth: Double?) -> ViewContent {
        var content = ViewContent(intrinsicWidth: nil, intrinsicHeight: nil,
                                  priorities: ContentPriorities.of(index, in: table, format: document.format),
                                  text: nil, font: nil, baselineBlock: nil,
                                  alignmentInsets: ControlSizes.alignmentRectInsets(table.header(index).kind, era: era),
                                  isMultilineLabel: false)
        // measureKind has nothing for plain views and stacks (its default case); skipping the call for them, most of
        // a document, saves passing the view, which copied it.
        let kind = table.header(index).kind
        if kind != .view && kind != .stackView {
            measureKind(kind, table[index].properties, wrapWidth: wrapWidth, into: &content)
        }
        applyDesignTimeSizes(of: index, in: table, to: &content)
        return content
    }

    /// Step 1: the size UIKit's class computes. (Given the view's kind and properties, not its record, which passing
    /// copied.)
    private func measureKind(_ kind: ViewKind, _ properties: ViewProperties, wrapWidth: Double?,
                             into content: inout ViewContent) {
        switch kind {
        case .label:
            let font = properties.font ?? .labelDefault
            let lines = properties.numberOfLines ?? 1
            let maxWidth = lines == 1 ? nil : (properties.preferredMaxLayoutWidth ?? wrapWidth)
            let text = measurer.measureLabel(properties.text ?? "", font: font, scale: scale, numberOfLines: lines,
                                             maxWidth: maxWidth)
            content.intrinsicWidth = text.width
            content.intrinsicHeight = text.height
            content.text = text
            content.font = font
            content.baselineBlock = BaselineBlock(height: text.height, firstBaseline: text.firstBaseline,
                                                  lastBaseline: text.lastBaseline)
            content.isMultilineLabel = lines != 1
        case .button:
            if !measureConfiguredButton(properties, into: &content) { measureButton(properties, into: &content) }
        case .textField:
            measureTextField(properties, into: &content)
        case .textView where properties.scrollEnabled == false:  // `isSelfSizingTextView`
            measureSelfSizingTextView(properties, wrapWidth: wrapWidth, into: &content)
        case .imageView:
            if let name = properties.image, let size = document.imageSize(named: name) {
                content.intrinsicWidth = size.width
                content.intrinsicHeight = size.height
            }
        case .switch:
            let size = ControlSizes.switchSize(era)
            content.intrinsicWidth = size.width
            content.intrinsicHeight = size.height
        case .activityIndicatorView:
            let size = ControlSizes.activityIndicatorSize(style: properties.style)
            content.intrinsicWidth = size.width
            content.intrinsicHeight = size.height
        case .slider:
            content.intrinsicHeight = ControlSizes.sliderHeight
        case .progressView:
            content.intrinsicHeight = ControlSizes.progressViewHeight(era)
        case .segmentedControl:
            measureSegmentedControl(properties, into: &content)
        case .stepper:
            let size = ControlSizes.stepperSize(era)
            content.intrinsicWidth = size.width
            content.intrinsicHeight = size.height
        case .pageControl:
            content.intrinsicHeight = ControlSizes.pageControlHeight(era)
        case .navigationBar, .toolbar, .tabBar, .searchBar:
            content.intrinsicHeight = ControlSizes.barHeight(kind)
        default:
            break  // plain views, stack views, scroll views and containers have no intrinsic size
        }
    }

    /// A classic button: its title (text-metrics.md §5), its image, or both side by side (Stackboard's estimate:
    /// image width plus title width, the taller of the two).
    private func measureButton(_ properties: ViewProperties, into content: inout ViewContent) {
        let font = properties.font ?? .buttonDefault
        let title = properties.text ?? ""
        let measured = measurer.measureButton(title: title, font: font, scale: scale)
        content.font = font
        content.text = measured
        content.baselineBlock = BaselineBlock(height: measured.height, firstBaseline: measured.firstBaseline,
                                              lastBaseline: measured.lastBaseline)
        if let name = properties.image, let image = document.imageSize(named: name) {
            if title.isEmpty {
                content.intrinsicWidth = image.width
                content.intrinsicHeight = image.height
                content.baselineBlock = nil
            } else {
                let titleWidth = measurer.measureLabel(title, font: font, scale: scale, numberOfLines: 1,
                                                       maxWidth: nil).width
                content.intrinsicWidth = image.width + titleWidth
                content.intrinsicHeight = max(image.height, measured.height)
            }
        } else {
            content.intrinsicWidth = measured.width
            content.intrinsicHeight = measured.height
        }
        applyContentEdgeInsets(properties, font: font, title: title, into: &content)
    }

    /// `contentEdgeInsets` other than zero replace a classic button's own padding (the 12 pt around its title line
    /// and its 30 pt minimum width): the size is the title (whole points) and image side by side, plus the insets;
    /// a button with neither is one empty line of its font tall.
    /// Interface Builder stores, for example, 14 pt "Right" with 16/6/16/6 insets as 66 × 29 (34 + 32, 17 + 12).
    private func applyContentEdgeInsets(_ properties: ViewProperties, font: FontDescription, title: String,
                                        into content: inout ViewContent) {
        guard let insets = properties.contentEdgeInsets, insets != .zero else { return }
        let image = properties.image.flatMap { document.imageSize(named: $0) }
        var width = 0.0
        var height = 0.0
        if title.isEmpty && image == nil {
            // An empty button still holds one empty line of its font: a custom button with 0/0/21/0 insets is
            // stored 43 pt tall in a fill stack that nothing else makes taller (22 pt for its 18 pt line, plus 21).
            height = (measurer.lineHeight(font: font, scale: scale) - 1e-6).rounded(.up)
        } else if !title.isEmpty {
            let text = measurer.measureLabel(title, font: font, scale: scale, numberOfLines: 1, maxWidth: nil)
            width = (text.width - 1e-6).rounded(.up)
            height = (text.height - 1e-6).rounded(.up)  // the title line's height (taller for CJK)
        }
        if let image {
            width += image.width
            height = max(height, image.height)
        }
        let shift = (insets.top - insets.bottom) / 2
        content.intrinsicWidth = width + insets.leading + insets.trailing
        content.intrinsicHeight = height + insets.top + insets.bottom
        if let block = content.baselineBlock {
            // The title stays centred in the area inside the insets.
            content.baselineBlock = BaselineBlock(height: block.height, firstBaseline: block.firstBaseline + shift,
                                                  lastBaseline: block.lastBaseline + shift)
        }
    }

    /// A text field: its text (or placeholder) with padding; bordered fields (rounded rect, line, bezel) have the
    /// era's fixed height, borderless ones the line height.
    private func measureTextField(_ properties: ViewProperties, into content: inout ViewContent) {
        let font = properties.font ?? ControlSizes.textFieldDefaultFont
        let string = (properties.text?.isEmpty == false ? properties.text : properties.placeholder) ?? ""
        let text = measurer.measureLabel(string, font: font, scale: scale, numberOfLines: 1, maxWidth: nil)
        let lineHeight = measurer.lineHeight(font: font, scale: scale)
        // A native text field is rounded-rect by default (its grammar); UIKit's own default, which Interface
        // Builder leaves unwritten, is no border.
        let defaultStyle = document.format == .native ? "roundedRect" : "none"
        let bordered = (properties.borderStyle ?? defaultStyle) != "none"
        content.font = font
        content.text = text
        content.intrinsicWidth = text.width + (bordered ? 2 * ControlSizes.textFieldHorizontalPadding : 0)
        content.intrinsicHeight = bordered ? ControlSizes.borderedTextFieldHeight(era) : lineHeight
        let first = text.lines.isEmpty ? lineHeight * 0.8 : text.firstBaseline
        content.baselineBlock = BaselineBlock(height: lineHeight, firstBaseline: first, lastBaseline: first)
    }

    /// A segmented control: every segment as wide as the widest title plus padding (13 pt titles; from iOS 13
    /// measured in the selected segment's semibold, ``ControlSizes/segmentPadding13``).
    private func measureSegmentedControl(_ properties: ViewProperties, into content: inout ViewContent) {
        content.intrinsicHeight = ControlSizes.segmentedControlHeight(era)
        let segments = properties.segments ?? []
        guard !segments.isEmpty else { return }
        var font = properties.font ?? FontDescription(pointSize: 13)
        let padding: Double
        if era >= .xcode11 {
            if properties.font == nil { font.weight = .semibold }
            padding = ControlSizes.segmentPadding13
        } else {
            padding = 2 * ControlSizes.segmentTitlePadding
        }
        let widths = segments.map {
            measurer.measureLabel($0, font: font, scale: scale, numberOfLines: 1, maxWidth: nil).width
        }
        if properties.apportionsSegmentWidthsByContent == true {
            // Each segment as wide as its own title (Xcode 14: 'Automatic|Forever|1 Second|5 Seconds' is 310 wide).
            content.intrinsicWidth = widths.reduce(0) { $0 + $1 + padding }
        } else {
            content.intrinsicWidth = Double(segments.count) * ((widths.max() ?? 0) + padding)
        }
    }

    /// Step 2: sizes Interface Builder assumes at design time win over the class's own: a designable's measured
    /// size verbatim, then `placeholderIntrinsicWidth`/`Height` per axis (`infinite` meaning none).
    /// (Given the table and index, not the view: passing the view copied its record, a few hundred bytes per view.)
    private func applyDesignTimeSizes(of index: Int, in table: SceneTable, to content: inout ViewContent) {
        if let designable = table[index].resolved.designableIntrinsicSize {
            content.intrinsicWidth = designable.width >= 0 ? designable.width : nil
            content.intrinsicHeight = designable.height >= 0 ? designable.height : nil
            return
        }
        switch table[index].resolved.properties.placeholderIntrinsicWidth {
        case .points(let value)?: content.intrinsicWidth = value
        case .none?: content.intrinsicWidth = nil
        case nil: break
        }
        switch table[index].resolved.properties.placeholderIntrinsicHeight {
        case .points(let value)?: content.intrinsicHeight = value
        case .none?: content.intrinsicHeight = nil
        case nil: break
        }
    }
}
