import LayoutModel

/// View attributes: which ones each native element takes (the grammar's `KIND.attributes`), and their spelling.
extension NativeDocumentWriter {
    static let contentModes: Set<String> = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
    static let borderStyles: Set<String> = ["none", "line", "bezel", "roundedRect"]

    /// A view's start-tag attributes: its id, then what its element takes.
    mutating func viewAttributes(_ view: MarkupView, element: String) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if let id = ids.name(of: view.id) { attributes.append(("id", id)) }
        var properties = view.properties
        // A designable's measured size is an exact intrinsic size, as a placeholder size is.
        if let designable = view.designableIntrinsicSize {
            properties.placeholderIntrinsicWidth = designable.width >= 0 ? .points(designable.width) : IntrinsicLength.none
            properties.placeholderIntrinsicHeight = designable.height >= 0 ? .points(designable.height) : IntrinsicLength.none
        }
        attributes += propertyAttributes(properties, element: element, view: view, isVariation: false)
        return attributes
    }

    /// The attributes a scene root takes: its margins.
    func rootPropertyAttributes(_ properties: ViewProperties) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if let margins = properties.layoutMargins { attributes.append(("layoutMargins", insets(margins))) }
        if let value = properties.preservesSuperviewLayoutMargins {
            attributes.append(("preservesSuperviewLayoutMargins", yesNo(value)))
        }
        if let value = properties.insetsLayoutMarginsFromSafeArea {
            attributes.append(("insetsLayoutMarginsFromSafeArea", yesNo(value)))
        }
        return attributes
    }

    /// Properties as the attributes `element` takes; what it cannot take is left out (with a warning when it
    /// changes the layout).
    mutating func propertyAttributes(_ properties: ViewProperties, element: String, view: MarkupView,
                                     isVariation: Bool) -> [(String, String)] {
        var attributes: [(String, String)] = []
        func add(_ name: String, _ value: String?) {
            if let value { attributes.append((name, value)) }
        }
        switch element {
        case "stackView":
            add("axis", properties.axis?.rawValue)
            add("distribution", properties.distribution?.rawValue)
            add("alignment", properties.alignment?.rawValue)
            switch properties.spacing {
            case .fixed(let points): add("spacing", nativeNumber(points))
            case .standard: add("spacingType", StackSpacingType.standard.rawValue)
            case nil: break
            }
            add("baselineRelativeArrangement", properties.baselineRelativeArrangement.map(yesNo))
            if let relative = properties.layoutMarginsRelativeArrangement,
               isVariation || relative != (properties.layoutMargins != nil) {
                add("layoutMarginsRelativeArrangement", yesNo(relative))
            }
        case "label":
            add("text", properties.text)
            add("font", font(properties.font, view: view))
            add("numberOfLines", properties.numberOfLines.map(String.init))
            add("preferredMaxLayoutWidth", properties.preferredMaxLayoutWidth.flatMap(nonNegative))
        case "button":
            add("title", properties.text)
            add("font", font(properties.font, view: view))
            add("image", image(properties.image, view: view))
            if let style = properties.style, !isVariation {
                sink.emit(NativeWriterDiagnostics.droppedAttribute(
                    "configuration", value: style, view: view.id,
                    reason: "the native dialect has no button configurations, whose metrics differ", at: view.range?.start))
            }
        case "imageView":
            add("image", image(properties.image, view: view))
            add("contentMode", properties.contentMode.flatMap { Self.contentModes.contains($0) ? $0 : nil })
        case "textField":
            add("text", properties.text)
            add("placeholder", properties.placeholder)
            add("font", font(properties.font, view: view))
            add("borderStyle", properties.borderStyle.flatMap { Self.borderStyles.contains($0) ? $0 : nil })
        case "segmentedControl":
            add("segments", segments(properties.segments, view: view))
        case "activityIndicatorView":
            add("style", properties.style.flatMap(activityStyle))
        default:
            break
        }
        add("hidden", properties.hidden.map(yesNo))
        add("horizontalHuggingPriority", properties.horizontalHuggingPriority.flatMap(priority))
        add("verticalHuggingPriority", properties.verticalHuggingPriority.flatMap(priority))
        add("horizontalCompressionResistancePriority", properties.horizontalCompressionResistancePriority.flatMap(priority))
        add("verticalCompressionResistancePriority", properties.verticalCompressionResistancePriority.flatMap(priority))
        add("layoutMargins", properties.layoutMargins.map(insets))
        add("preservesSuperviewLayoutMargins", properties.preservesSuperviewLayoutMargins.map(yesNo))
        add("insetsLayoutMarginsFromSafeArea", properties.insetsLayoutMarginsFromSafeArea.map(yesNo))
        add("placeholderIntrinsicWidth", properties.placeholderIntrinsicWidth.flatMap(intrinsic))
        add("placeholderIntrinsicHeight", properties.placeholderIntrinsicHeight.flatMap(intrinsic))
        return attributes
    }

    // MARK: - Variations

    /// A view's variations, one element per key in order of first appearance: its own attribute overrides, plus
    /// `installed` from its superview's subview masks. Roots take only their margins.
    mutating func variations(of view: MarkupView, element: String, isRoot: Bool) -> [[(String, String)]] {
        var keys: [VariationKey] = []
        var merged: [VariationKey: ViewProperties] = [:]
        for variation in view.variations {
            guard variation.key.otherComponents.isEmpty else {
                sink.emit(NativeWriterDiagnostics.droppedVariation(variation.key.description, view: view.id,
                                                                   at: variation.range?.start))
                continue
            }
            if merged[variation.key] == nil { keys.append(variation.key) }
            merged[variation.key] = (merged[variation.key] ?? ViewProperties()).overlaid(with: variation.properties)
        }
        var installed: [VariationKey: Bool] = [:]
        for setting in subviewMasks[view.id] ?? [] where setting.key.otherComponents.isEmpty {
            if merged[setting.key] == nil, installed[setting.key] == nil { keys.append(setting.key) }
            installed[setting.key] = setting.included
        }
        var result: [[(String, String)]] = []
        for key in keys {
            let properties = merged[key] ?? ViewProperties()
            var attributes = isRoot ? rootPropertyAttributes(properties)
                : propertyAttributes(properties, element: element, view: view, isVariation: true)
            if let value = installed[key], !isRoot { attributes.append(("installed", yesNo(value))) }
            guard !attributes.isEmpty else { continue }
            result.append([("key", key.description)] + attributes)
        }
        return result
    }

    // MARK: - Values

    func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }

    func insets(_ insets: EdgeInsets) -> String {
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
            return nativeNumber(insets.top)
        }
        return [insets.top, insets.leading, insets.bottom, insets.trailing].map(nativeNumber).joined(separator: " ")
    }

    func priority(_ value: Double) -> String? {
        nativeNumber(min(max(value, LayoutPriority.range.lowerBound), LayoutPriority.range.upperBound))
    }

    func nonNegative(_ value: Double) -> String? { value >= 0 ? nativeNumber(value) : nil }

    func intrinsic(_ length: IntrinsicLength) -> String? {
        switch length {
        case .none: return "none"
        case .points(let value): return value >= 0 ? nativeNumber(value) : "none"
        }
    }

    /// `body`, `semibold italic 20`, `Avenir-Book 14`; nil (the element's default font) without a positive size.
    mutating func font(_ font: FontDescription?, view: MarkupView) -> String? {
        guard let font else { return nil }
        if let style = font.textStyle { return style.rawValue }
        guard font.pointSize > 0 else { return nil }
        let size = nativeNumber(font.pointSize)
        if let name = font.name {
            guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
                sink.emit(NativeWriterDiagnostics.droppedAttribute("font", value: name, view: view.id,
                                                                   reason: "a font name cannot contain spaces",
                                                                   at: view.range?.start))
                return nil
            }
            return "\(name) \(size)"
        }
        var words: [String] = []
        if font.weight != .regular { words.append(font.weight.rawValue) }
        if font.italic { words.append("italic") }
        words.append(size)
        return words.joined(separator: " ")
    }

    /// An image name the document declares; others are left out (the dialect requires a declared size).
    mutating func image(_ name: String?, view: MarkupView) -> String? {
        guard let name else { return nil }
        if imageNames.contains(name) { return name }
        sink.emit(NativeWriterDiagnostics.droppedAttribute("image", value: name, view: view.id,
                                                           reason: "the document gives no size for it (system symbols "
                                                               + "have none)", at: view.range?.start))
        return nil
    }

    mutating func segments(_ segments: [String]?, view: MarkupView) -> String? {
        guard let segments, !segments.isEmpty else { return nil }
        if segments.contains(where: { $0.contains("|") }) {
            sink.emit(NativeWriterDiagnostics.droppedAttribute("segments", value: segments.joined(separator: ", "),
                                                               view: view.id, reason: "a title contains '|'",
                                                               at: view.range?.start))
            return nil
        }
        let joined = segments.joined(separator: "|")
        return joined.isEmpty ? nil : joined
    }

    /// UIKit's legacy styles are the iOS 13 ones: gray and white are medium, whiteLarge is large.
    func activityStyle(_ style: String) -> String? {
        switch style {
        case "medium", "gray", "white": "medium"
        case "large", "whiteLarge": "large"
        default: nil
        }
    }
}
