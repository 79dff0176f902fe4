import LayoutModel

extension ContentMeasurer {
    /// A text view that does not scroll (`scrollEnabled="NO"`) sizes itself to its text like a multi-line label,
    /// inside UITextView's text container insets (8 pt above and below) and line-fragment padding (5 pt on each
    /// side): height = lines × line height + 16, rounded up to the pixel grid, with at least one line; width = the
    /// widest line + 10. Interface Builder stores an empty 14 pt one, and one holding "Label", as 33 pt high
    /// (16.71 + 16). It wraps at the width layout gives it, less the padding, and then keeps that whole width.
    func measureSelfSizingTextView(_ properties: ViewProperties, wrapWidth: Double?, into content: inout ViewContent) {
        let font = properties.font ?? Self.textViewDefaultFont
        let maxWidth = wrapWidth.map { max($0 - 2 * Self.textViewLinePadding, 0) }
        let text = measurer.measureLabel(properties.text ?? "", font: font, scale: scale, numberOfLines: 0,
                                         maxWidth: maxWidth)
        let lineHeight = measurer.lineHeight(font: font, scale: scale)
        let textHeight = text.lines.isEmpty ? lineHeight : text.height
        content.intrinsicWidth = text.width + 2 * Self.textViewLinePadding
        if let wrapWidth {
            // Text that wraps keeps the whole width it wraps at (a long text in a 398-pt centre-aligned stack is
            // stored 398 wide, not as wide as its widest line).
            let unwrapped = measurer.measureLabel(properties.text ?? "", font: font, scale: scale, numberOfLines: 0,
                                                  maxWidth: nil)
            if unwrapped.width + 2 * Self.textViewLinePadding > wrapWidth { content.intrinsicWidth = wrapWidth }
        }
        let height = textHeight + 2 * Self.textViewVerticalInset
        content.intrinsicHeight = (height * scale - 1e-6).rounded(.up) / scale
        content.text = text
        content.font = font
        let first = (text.lines.isEmpty ? lineHeight * 0.8 : text.firstBaseline) + Self.textViewVerticalInset
        let last = (text.lines.isEmpty ? lineHeight * 0.8 : text.lastBaseline) + Self.textViewVerticalInset
        content.baselineBlock = BaselineBlock(height: content.intrinsicHeight ?? 0, firstBaseline: first,
                                              lastBaseline: last)
        content.isMultilineLabel = true
    }

    /// Whether a view is a text view that sizes itself to its text.
    static func isSelfSizingTextView(_ view: SceneView) -> Bool {
        view.kind == .textView && view.properties.scrollEnabled == false
    }

    static let textViewVerticalInset: Double = 8
    static let textViewLinePadding: Double = 5
    /// UITextView's font when none is set: the system font at 12 pt.
    static let textViewDefaultFont = FontDescription(pointSize: 12)
}
