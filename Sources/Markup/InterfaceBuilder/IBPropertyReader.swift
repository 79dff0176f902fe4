import LayoutModel

/// Reads the layout-relevant attributes of a view element, or of one of its `<variation>` elements, into
/// ``ViewProperties``. Only what is written is set; UIKit's defaults stay nil for the layout engine to supply,
/// except a stack view's axis, which Interface Builder omits when it is horizontal, and a custom button's font,
/// which differs from the other button types' default.
enum IBPropertyReader {
    /// - Parameters:
    ///   - element: the view element itself, or one of its `<variation>` elements.
    ///   - kind: the kind of the view element (`ViewKind(rawValue:)` of its name, `.view` for other names), which
    ///     decides the content attributes.
    ///   - isBase: true for the view element itself (base defaults apply), false for a variation.
    ///   - attributes: the element's common attributes, when the caller has already found them.
    static func properties(of element: XMLElement, kind: ViewKind, isBase: Bool,
                           context: inout IBReadContext) -> ViewProperties {
        var properties = ViewProperties()
        read(element, kind: kind, isBase: isBase, attributes: IBViewAttributes(element, names: context.names),
             into: &properties, context: &context)
        return properties
    }

    /// ``properties(of:kind:isBase:context:)`` into properties that are still empty (a view's own, written in
    /// place instead of copied), with the element's common attributes already found.
    static func read(_ element: XMLElement, kind: ViewKind, isBase: Bool, attributes: IBViewAttributes,
                     into properties: inout ViewProperties, context: inout IBReadContext) {
        readCommon(element, attributes, into: &properties, context: &context)
        switch kind {
        case .stackView:
            readStack(element, isBase: isBase, into: &properties, context: &context)
        case .label:
            readText(element, into: &properties, context: &context)
            if let lines = context.number(element, "numberOfLines") {
                if let count = Int(exactly: lines), count >= 0 {
                    properties.numberOfLines = count
                } else if let attribute = element.attribute("numberOfLines") {
                    context.emit(InterfaceBuilderDiagnostics.invalidNumber(
                        "numberOfLines", value: attribute.value, at: attribute.valueRange.start))
                }
            }
            properties.preferredMaxLayoutWidth = context.number(element, "preferredMaxLayoutWidth")
        case .button:
            readButton(element, into: &properties, context: &context)
            // Interface Builder leaves out a font equal to the class's default, and omits `buttonType` for a
            // custom button, whose default font is 18 pt where a system or rounded-rect button's is 15 (the
            // layout engine's default).
            if isBase && element["buttonType"] == nil && properties.font == nil && properties.style == nil {
                properties.font = .customButtonDefault
            }
        case .imageView:
            properties.image = element["image"] ?? imageReference(in: element)
            if isBase { properties.contentMode = element["contentMode"] }
        case .textField:
            readText(element, into: &properties, context: &context)
            properties.placeholder = element["placeholder"]
            properties.borderStyle = element["borderStyle"]
        case .textView:
            readText(element, into: &properties, context: &context)
            properties.scrollEnabled = context.boolean(element, "scrollEnabled")
        case .segmentedControl:
            if let segments = element.children.first(where: { $0.name == "segments" }) {
                properties.segments = segments.children.filter { $0.name == "segment" }.map { $0["title"] ?? "" }
            }
            properties.apportionsSegmentWidthsByContent = context.boolean(element, "apportionsSegmentWidthsByContent")
        case .activityIndicatorView:
            properties.style = element["style"]
            // A stopped indicator that hides when stopped is hidden at run time, and Xcode writes `hidden="YES"`
            // for it; Interface Builder's canvas still shows it and lays it out, so a stack keeps room for it
            // (a stored xib: the arranged views after it in a stack start after it). Only the
            // view element's own `hidden` is this derived state; a variation's is the user's.
            if isBase && properties.hidden == true && element["hidesWhenStopped"] == "YES"
                && element["animating"] != "YES" {
                properties.hidden = nil
            }
        case .tableViewCell:
            properties.accessoryType = element["accessoryType"]
        default:
            break
        }
    }

    // MARK: - Every view

    private static func readCommon(_ element: XMLElement, _ values: IBViewAttributes,
                                   into properties: inout ViewProperties, context: inout IBReadContext) {
        let names = context.names
        // The properties start empty, so an absent attribute needs no call (absent reads as nil).
        if let value = values.hidden { properties.hidden = context.boolean(element, names.hidden, valueID: value) }
        if let value = values.horizontalHuggingPriority {
            properties.horizontalHuggingPriority = context.priority(element, names.horizontalHuggingPriority,
                                                                    valueID: value)
        }
        if let value = values.verticalHuggingPriority {
            properties.verticalHuggingPriority = context.priority(element, names.verticalHuggingPriority, valueID: value)
        }
        if let value = values.horizontalCompressionResistancePriority {
            properties.horizontalCompressionResistancePriority = context.priority(
                element, names.horizontalCompressionResistancePriority, valueID: value)
        }
        if let value = values.verticalCompressionResistancePriority {
            properties.verticalCompressionResistancePriority = context.priority(
                element, names.verticalCompressionResistancePriority, valueID: value)
        }
        if let value = values.preservesSuperviewLayoutMargins {
            properties.preservesSuperviewLayoutMargins = context.boolean(element, names.preservesSuperviewLayoutMargins,
                                                                         valueID: value)
        }
        if let value = values.insetsLayoutMarginsFromSafeArea {
            properties.insetsLayoutMarginsFromSafeArea = context.boolean(element, names.insetsLayoutMarginsFromSafeArea,
                                                                         valueID: value)
        }
        if let value = values.placeholderIntrinsicWidth {
            properties.placeholderIntrinsicWidth = intrinsicLength(element, names.placeholderIntrinsicWidth,
                                                                   valueID: value, context: &context)
        }
        if let value = values.placeholderIntrinsicHeight {
            properties.placeholderIntrinsicHeight = intrinsicLength(element, names.placeholderIntrinsicHeight,
                                                                    valueID: value, context: &context)
        }
        for child in element.children {
            if child.isNamed(names.edgeInsets), child.attribute(names.key, hasValueID: names.layoutMarginsValue) {
                properties.layoutMargins = EdgeInsets(
                    top: context.number(child, "top") ?? 0, leading: context.number(child, "left") ?? 0,
                    bottom: context.number(child, "bottom") ?? 0, trailing: context.number(child, "right") ?? 0)
            } else if child.isNamed(names.directionalEdgeInsets),
                      child.attribute(names.key, hasValueID: names.directionalLayoutMarginsValue) {
                properties.layoutMargins = EdgeInsets(
                    top: context.number(child, "top") ?? 0, leading: context.number(child, "leading") ?? 0,
                    bottom: context.number(child, "bottom") ?? 0, trailing: context.number(child, "trailing") ?? 0)
            }
        }
    }

    /// `placeholderIntrinsicWidth="100"`, or `infinite` (also `none`) for no intrinsic metric.
    private static func intrinsicLength(_ element: XMLElement, _ name: XMLName, valueID: Int?,
                                        context: inout IBReadContext) -> IntrinsicLength? {
        guard let valueID else { return nil }
        // Neither keyword reads as a number, so trying the number first changes nothing.
        if let points = context.numberIfValid(element, valueID: valueID) { return .points(points) }
        if valueID == context.names.infiniteValue || valueID == context.names.noneValue { return IntrinsicLength.none }
        return context.number(element, name).map { .points($0) }  // reports the value
    }

    // MARK: - Stack views

    static let alignments: KeyValuePairs<String, StackAlignment> = [
        "fill": .fill, "top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]

    static let axes: KeyValuePairs<String, Axis> = ["horizontal": .horizontal, "vertical": .vertical]

    static let distributions: KeyValuePairs<String, StackDistribution> = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    private static func readStack(_ element: XMLElement, isBase: Bool, into properties: inout ViewProperties,
                                  context: inout IBReadContext) {
        let names = context.names
        properties.axis = context.keyword(element, names.axis, axes)
        if isBase, properties.axis == nil { properties.axis = .horizontal }
        properties.distribution = context.keyword(element, names.distribution, distributions)
        properties.alignment = context.keyword(element, names.alignment, alignments) { value in
            value == "centerX" || value == "centerY" ? "'\(value)' is an NSStackView (macOS) alignment" : nil
        }
        if let type = element.attribute(names.spacingType) {
            if type.value == "standard" {
                properties.spacing = .standard
            } else {
                context.emit(InterfaceBuilderDiagnostics.unknownValue("spacingType", value: type.value,
                                                                      expected: ["standard"], at: type.valueRange.start))
            }
        }
        if properties.spacing == nil, let spacing = context.number(element, names.spacing) {
            properties.spacing = .fixed(spacing)
        }
        properties.baselineRelativeArrangement = context.boolean(element, names.baselineRelativeArrangement)
        // Interface Builder writes no attribute for margin-relative arrangement: margins on a stack imply it
        // (interface-builder.md §5, uistackview.md §1).
        properties.layoutMarginsRelativeArrangement = context.boolean(element, names.layoutMarginsRelativeArrangement)
            ?? (properties.layoutMargins != nil ? true : nil)
    }

    // MARK: - Text

    /// `text="…"`, a `<string key="text">` child (multi-line text), or an attributed text's fragments; and the font.
    private static func readText(_ element: XMLElement, into properties: inout ViewProperties,
                                 context: inout IBReadContext) {
        properties.text = element["text"]
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("string", "text"):
                properties.text = child.text
            case ("fontDescription", "fontDescription"):
                properties.font = IBFontReader.font(child, context: &context)
            case ("attributedString", "attributedText"):
                let (text, font) = attributed(child, context: &context)
                properties.text = text
                if properties.font == nil { properties.font = font }
            default:
                break
            }
        }
    }

    /// The text and first font of an `<attributedString>`: `<fragment content=…>` or `<fragment><string
    /// key="content">…</string>`, with `<attributes><font key="NSFont" …/>`.
    static func attributed(_ element: XMLElement, context: inout IBReadContext) -> (String, FontDescription?) {
        var text = ""
        var font: FontDescription?
        for fragment in element.children where fragment.name == "fragment" {
            if let content = fragment["content"] {
                text += content
            } else if let string = fragment.children.first(where: { $0.name == "string" && $0["key"] == "content" }) {
                text += string.text
            }
            guard font == nil else { continue }
            for attributes in fragment.children where attributes.name == "attributes" {
                if let fontElement = attributes.children.first(where: { $0.name == "font" && $0["key"] == "NSFont" }) {
                    font = IBFontReader.attributedFont(fontElement, context: &context)
                }
            }
        }
        return (text, font)
    }

    // MARK: - Buttons and images

    /// Title, image and font from `<state key="normal">` (its image an attribute or an `<imageReference>`), or from an
    /// iOS 15 `<buttonConfiguration>`, whose style (`plain`, `filled`, `tinted`, `gray`) is kept in
    /// ``ViewProperties/style`` because it changes the metrics.
    private static func readButton(_ element: XMLElement, into properties: inout ViewProperties,
                                   context: inout IBReadContext) {
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("state", "normal"):
                if let title = child["title"] { properties.text = title }
                // Xcode 13 and later write a configured image as an `<imageReference>` child of the state.
                if let image = child["image"] ?? imageReference(in: child) { properties.image = image }
                if let string = child.children.first(where: { $0.name == "attributedString" }) {
                    let (text, font) = attributed(string, context: &context)
                    properties.text = text
                    if properties.font == nil { properties.font = font }
                }
            case ("fontDescription", "fontDescription"):
                properties.font = IBFontReader.font(child, context: &context)
            case ("inset", "contentEdgeInsets"):
                properties.contentEdgeInsets = EdgeInsets(
                    top: context.number(child, "minY") ?? 0, leading: context.number(child, "minX") ?? 0,
                    bottom: context.number(child, "maxY") ?? 0, trailing: context.number(child, "maxX") ?? 0)
            case ("buttonConfiguration", "configuration"):
                properties.style = child["style"] ?? "plain"
                if properties.text == nil, let title = child["title"] { properties.text = title }
                if properties.image == nil { properties.image = child["image"] ?? imageReference(in: child) }
                for part in child.children {
                    if part.name == "attributedString", part["key"] == "attributedTitle" {
                        let (text, font) = attributed(part, context: &context)
                        if properties.text == nil { properties.text = text }
                        if properties.font == nil { properties.font = font }
                    } else if part.name == "fontDescription", properties.font == nil {
                        properties.font = IBFontReader.font(part, context: &context)
                    }
                }
            default:
                break
            }
        }
        if properties.image == nil { properties.image = imageReference(in: element) }
    }

    /// `<imageReference key="image" image="name"/>` (Xcode 13+).
    private static func imageReference(in element: XMLElement) -> String? {
        element.children.first { $0.name == "imageReference" && $0["key"] == "image" }?["image"]
    }
}
