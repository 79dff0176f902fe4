import LayoutModel

extension ContentMeasurer {
    /// An iOS 15 configuration button (`<buttonConfiguration style="plain|filled|tinted|gray">`) in a document from
    /// Xcode 14 on: its title in the body font (17 pt unless the configuration names one) inside the medium size's
    /// content insets, 7 pt above and below and 12 pt on each side; an image sits beside the title. A default
    /// "Button" is then 51 + 24 = 75 wide and 20.33 + 14 = 34.33 high at 3x (34.5 at 2x), the sizes Interface
    /// Builder stores (interface-builder.md §6, text-metrics.md §5). Xcode 13 stored other heights (31 pt) that this
    /// rule does not cover; those documents keep the classic metrics. Returns false when the rule does not apply.
    func measureConfiguredButton(_ properties: ViewProperties, into content: inout ViewContent) -> Bool {
        guard properties.style != nil, era >= .xcode14 else { return false }
        let font = properties.font ?? .labelDefault
        let title = properties.text ?? ""
        let image = properties.image.flatMap { document.imageSize(named: $0) }
        var width = 0.0
        var height = 0.0
        var block: BaselineBlock?
        if !title.isEmpty {
            let text = measurer.measureLabel(title, font: font, scale: scale, numberOfLines: 1, maxWidth: nil)
            width = text.width
            height = text.height
            content.text = text
            content.font = font
            block = BaselineBlock(height: text.height, firstBaseline: text.firstBaseline,
                                  lastBaseline: text.lastBaseline)
        }
        if let image {
            width += image.width
            height = max(height, image.height)
        }
        content.intrinsicWidth = width + 2 * Self.configurationSideInset
        content.intrinsicHeight = height + 2 * Self.configurationVerticalInset
        content.baselineBlock = block
        return true
    }

    /// The medium configuration's content insets.
    static let configurationSideInset: Double = 12
    static let configurationVerticalInset: Double = 7
}
