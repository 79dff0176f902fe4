import LayoutModel

/// Reads Interface Builder's font descriptions into ``FontDescription``.
///
/// Forms (interface-builder.md §6): `type="system|boldSystem|italicSystem" [weight=] pointSize=`, Dynamic Type
/// `style="UICTFontTextStyleBody"` (no point size: the style's Large-category size applies, written as point size 0),
/// and named fonts `name="Avenir-Book" family="Avenir" pointSize=`. Attributed strings use
/// `<font key="NSFont" size= name=|metaFont=>`.
enum IBFontReader {
    /// Dynamic Type style names without the `UICTFontTextStyle` prefix.
    static let textStyles: KeyValuePairs<String, FontTextStyle> = [
        "Title0": .largeTitle, "LargeTitle": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3,
        "Headline": .headline, "Body": .body, "Callout": .callout, "Subhead": .subheadline,
        "Subheadline": .subheadline, "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
    ]

    static let stylePrefix = "UICTFontTextStyle"

    /// A `<fontDescription>` element.
    static func font(_ element: XMLElement, context: inout IBReadContext) -> FontDescription {
        let pointSize = context.number(element, "pointSize") ?? 0
        var weight = FontWeight.regular
        if let written = element.attribute("weight") {
            if let parsed = FontWeight(rawValue: written.value) {
                weight = parsed
            } else {
                context.emit(InterfaceBuilderDiagnostics.unknownValue(
                    "font weight", value: written.value, expected: FontWeight.allCases.map(\.rawValue),
                    at: written.valueRange.start))
            }
        }
        if let style = element.attribute("style") {
            let name = style.value.hasPrefix(stylePrefix) ? String(style.value.dropFirst(stylePrefix.count)) : style.value
            var textStyle = FontTextStyle.body
            if let match = textStyles.first(where: { $0.key == name }) {
                textStyle = match.value
            } else {
                context.emit(InterfaceBuilderDiagnostics.unknownTextStyle(style.value, at: style.valueRange.start))
            }
            if element.attribute("weight") == nil, textStyle == .headline { weight = .semibold }
            return FontDescription(pointSize: 0, weight: weight, textStyle: textStyle)
        }
        if let name = element["name"], !name.isEmpty {
            return FontDescription(pointSize: pointSize, weight: weight, name: name)
        }
        var italic = false
        if let type = element.attribute("type") {
            switch type.value {
            case "system": break
            case "boldSystem": weight = element.attribute("weight") == nil ? .bold : weight
            case "italicSystem": italic = true
            default: context.emit(InterfaceBuilderDiagnostics.unknownFontType(type.value, at: type.valueRange.start))
            }
        }
        return FontDescription(pointSize: pointSize, weight: weight, italic: italic)
    }

    /// An attributed string's `<font key="NSFont" size= [name=|metaFont=]/>`.
    static func attributedFont(_ element: XMLElement, context: inout IBReadContext) -> FontDescription {
        let size = context.number(element, "size") ?? 0
        if let name = element["name"], !name.isEmpty {
            // Cocoa writes the system font of attributed strings by its private names.
            if name.hasPrefix(".SFUI") || name.hasPrefix(".AppleSystemUIFont") {
                return FontDescription(pointSize: size, weight: systemWeight(fromPostScriptName: name))
            }
            return FontDescription(pointSize: size, name: name)
        }
        switch element["metaFont"] {
        case "systemBold": return FontDescription(pointSize: size, weight: .bold)
        case "systemSemibold": return FontDescription(pointSize: size, weight: .semibold)
        default: return FontDescription(pointSize: size)
        }
    }

    /// The weight of a private system font name such as `.SFUIText-Semibold`.
    private static func systemWeight(fromPostScriptName name: String) -> FontWeight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let suffix = name[name.index(after: dash)...].lowercased()
        return FontWeight.allCases.first { $0.rawValue.lowercased() == suffix } ?? .regular
    }
}
