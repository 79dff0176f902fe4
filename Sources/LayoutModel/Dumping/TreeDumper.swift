/// Deterministic, human-readable text dumps of the layer types, drawn as a box-drawing tree: used by fixture
/// tests (`.model.txt` goldens) and by the CLI's `dump-model`.
///
/// Every line names one node; fields appear in a fixed order and only when set, numbers go through
/// ``formatNumber(_:)``, text is quoted with `"`, `\`, line breaks and control characters escaped, and
/// positions are written `@line:column`.
public enum TreeDumper {
    /// The dump of a document, ending with a newline.
    public static func dump(_ document: MarkupDocument) -> String {
        var root = Line("document \(document.format.rawValue)", fields: documentFields(document))
        for image in document.images {
            root.children.append(Line("image \(quote(image.name)) \(formatNumber(image.size.width))x\(formatNumber(image.size.height))",
                                      at: image.range))
        }
        for scene in document.scenes {
            root.children.append(sceneLine(scene))
        }
        var output = ""
        render(root, into: &output)
        return output
    }

    // MARK: - Nodes

    /// One line of the tree and the lines under it.
    struct Line {
        var text: String
        var children: [Line] = []

        init(_ head: String, fields: [String] = [], at range: SourceRange? = nil) {
            var parts = [head] + fields
            if let range { parts.append("@\(range.start.line):\(range.start.column)") }
            text = parts.joined(separator: " ")
        }
    }

    static func documentFields(_ document: MarkupDocument) -> [String] {
        var fields: [String] = []
        if let device = document.device {
            fields.append("device=\(quote(device.id))")
            fields.append("orientation=\(device.orientation.rawValue)")
        }
        if let toolsVersion = document.toolsVersion { fields.append("toolsVersion=\(toolsVersion)") }
        if !document.usesSafeAreas { fields.append("usesSafeAreas=NO") }
        return fields
    }

    static func sceneLine(_ scene: MarkupScene) -> Line {
        var fields: [String] = []
        if let name = scene.name { fields.append("name=\(quote(name))") }
        let head: String
        switch scene.kind {
        case .screen:
            head = "screen \(scene.id)"
        case .component(let width, let height):
            head = "component \(scene.id)"
            fields.append("width=\(width.map(formatNumber) ?? "fitting")")
            fields.append("height=\(height.map(formatNumber) ?? "fitting")")
        }
        let simulated = scene.simulated
        if let size = simulated.storedRootSize {
            fields.append("storedRootSize=\(formatNumber(size.width))x\(formatNumber(size.height))")
        }
        for bar in [simulated.navigationBar, simulated.bottomBar].compactMap({ $0 }) {
            var text = bar.kind.rawValue
            if bar.prompted { text += "+prompt" }
            if !bar.translucent { text += "+opaque" }
            fields.append("bar=\(text)")
        }
        if simulated.statusBarHidden { fields.append("statusBarHidden") }
        if let destination = simulated.destinationDevice { fields.append("destinationDevice=\(quote(destination))") }
        var line = Line(head, fields: fields, at: scene.range)
        line.children.append(viewLine(scene.root))
        return line
    }

    /// Views nest as deep as the document (its loader caps the depth), so recursion is bounded here.
    static func viewLine(_ view: MarkupView) -> Line {
        var fields: [String] = []
        if !view.hasExplicitID { fields.append("(synthesized id)") }
        if view.elementName != view.kind.rawValue { fields.append("element=\(view.elementName)") }
        if let customClass = view.customClass { fields.append("customClass=\(quote(customClass))") }
        fields += propertyFields(view.properties)
        if let autoresizing = view.autoresizing { fields.append(autoresizingField(autoresizing)) }
        if let stored = view.stored {
            if let frame = stored.frame { fields.append("storedFrame=\(rect(frame))") }
            if stored.misplaced { fields.append("misplaced") }
            if stored.ambiguous { fields.append("ambiguous") }
        }
        if let size = view.designableIntrinsicSize {
            fields.append("designableIntrinsicSize=\(formatNumber(size.width))x\(formatNumber(size.height))")
        }
        var line = Line("\(view.kind.rawValue) \(view.id)", fields: fields, at: view.range)
        for guide in view.layoutGuides {
            line.children.append(Line("guide \(guide.id)", fields: ["kind=\(guide.kind.rawValue)"], at: guide.range))
        }
        for variation in view.variations {
            var variationFields = propertyFields(variation.properties)
            for entry in variation.mask {
                variationFields.append("\(entry.included ? "include" : "exclude")(\(entry.target.rawValue))=\(entry.reference)")
            }
            line.children.append(Line("variation \(variation.key)", fields: variationFields, at: variation.range))
        }
        for constraint in view.constraints {
            line.children.append(constraintLine(constraint))
        }
        for subview in view.subviews {
            line.children.append(viewLine(subview))
        }
        return line
    }

    static func constraintLine(_ constraint: MarkupConstraint) -> Line {
        var fields = [equation(constraint)]
        if let id = constraint.id { fields.insert("id=\(id)", at: 0) }
        if !constraint.installed { fields.append("installed=NO") }
        if constraint.isPlaceholder { fields.append("placeholder") }
        if constraint.isStandardSpacing { fields.append("standardSpacing") }
        var line = Line("constraint", fields: fields, at: constraint.range)
        for variation in constraint.variations {
            var variationFields: [String] = []
            if let constant = variation.constant { variationFields.append("constant=\(formatNumber(constant))") }
            if let priority = variation.priority { variationFields.append("priority=\(formatNumber(priority))") }
            if let installed = variation.installed { variationFields.append("installed=\(installed ? "YES" : "NO")") }
            line.children.append(Line("variation \(variation.key)", fields: variationFields, at: variation.range))
        }
        return line
    }

    /// `first.attribute RELATION [second.attribute [* multiplier]] [± constant] [@priority]`.
    public static func equation(_ constraint: MarkupConstraint) -> String {
        var text = "\(constraint.firstItem).\(constraint.firstAttribute.rawValue) \(constraint.relation.symbol)"
        if let second = constraint.secondItem {
            text += " \(second).\((constraint.secondAttribute ?? constraint.firstAttribute).rawValue)"
            if constraint.multiplier != 1 { text += " * \(formatNumber(constraint.multiplier))" }
            if constraint.constant > 0 { text += " + \(formatNumber(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(formatNumber(-constraint.constant))" }
        } else {
            text += " \(formatNumber(constraint.constant))"
        }
        if constraint.priority != LayoutPriority.required { text += " @\(formatNumber(constraint.priority))" }
        return text
    }

    // MARK: - Fields

    /// The set properties, in the declaration order of ``ViewProperties``.
    public static func propertyFields(_ properties: ViewProperties) -> [String] {
        var fields: [String] = []
        func add(_ name: String, _ value: String?) {
            if let value { fields.append("\(name)=\(value)") }
        }
        func flag(_ value: Bool?) -> String? { value.map { $0 ? "YES" : "NO" } }
        add("hidden", flag(properties.hidden))
        add("installed", flag(properties.installed))
        add("axis", properties.axis?.rawValue)
        add("distribution", properties.distribution?.rawValue)
        add("alignment", properties.alignment?.rawValue)
        add("spacing", properties.spacing.map { spacing in
            switch spacing {
            case .fixed(let value): formatNumber(value)
            case .standard: "standard"
            }
        })
        add("baselineRelativeArrangement", flag(properties.baselineRelativeArrangement))
        add("layoutMarginsRelativeArrangement", flag(properties.layoutMarginsRelativeArrangement))
        add("layoutMargins", properties.layoutMargins.map(insets))
        add("preservesSuperviewLayoutMargins", flag(properties.preservesSuperviewLayoutMargins))
        add("insetsLayoutMarginsFromSafeArea", flag(properties.insetsLayoutMarginsFromSafeArea))
        add("horizontalHuggingPriority", properties.horizontalHuggingPriority.map(formatNumber))
        add("verticalHuggingPriority", properties.verticalHuggingPriority.map(formatNumber))
        add("horizontalCompressionResistancePriority", properties.horizontalCompressionResistancePriority.map(formatNumber))
        add("verticalCompressionResistancePriority", properties.verticalCompressionResistancePriority.map(formatNumber))
        add("text", properties.text.map(quote))
        add("font", properties.font.map(font))
        add("numberOfLines", properties.numberOfLines.map(String.init))
        add("preferredMaxLayoutWidth", properties.preferredMaxLayoutWidth.map(formatNumber))
        add("image", properties.image.map(quote))
        add("placeholder", properties.placeholder.map(quote))
        add("borderStyle", properties.borderStyle)
        add("segments", properties.segments.map { "[" + $0.map(quote).joined(separator: ", ") + "]" })
        add("style", properties.style)
        add("contentMode", properties.contentMode)
        add("placeholderIntrinsicWidth", properties.placeholderIntrinsicWidth.map(intrinsic))
        add("placeholderIntrinsicHeight", properties.placeholderIntrinsicHeight.map(intrinsic))
        return fields
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "{\(formatNumber(insets.top)),\(formatNumber(insets.leading)),\(formatNumber(insets.bottom)),\(formatNumber(insets.trailing))}"
    }

    static func rect(_ rect: Rect) -> String {
        "{\(formatNumber(rect.x)),\(formatNumber(rect.y)),\(formatNumber(rect.width)),\(formatNumber(rect.height))}"
    }

    static func intrinsic(_ length: IntrinsicLength) -> String {
        switch length {
        case .points(let value): formatNumber(value)
        case .none: "none"
        }
    }

    /// `system 17 semibold italic`, `body(17 regular)`, `"Avenir-Book" 14`.
    static func font(_ font: FontDescription) -> String {
        var parts: [String] = []
        if let style = font.textStyle {
            parts.append(style.rawValue)
        } else if let name = font.name {
            parts.append(quote(name))
        } else {
            parts.append("system")
        }
        parts.append(formatNumber(font.pointSize))
        parts.append(font.weight.rawValue)
        if font.italic { parts.append("italic") }
        return "(" + parts.joined(separator: " ") + ")"
    }

    static func autoresizingField(_ autoresizing: Autoresizing) -> String {
        var flexible: [String] = []
        if autoresizing.flexibleLeftMargin { flexible.append("leftMargin") }
        if autoresizing.flexibleRightMargin { flexible.append("rightMargin") }
        if autoresizing.flexibleTopMargin { flexible.append("topMargin") }
        if autoresizing.flexibleBottomMargin { flexible.append("bottomMargin") }
        if autoresizing.flexibleWidth { flexible.append("width") }
        if autoresizing.flexibleHeight { flexible.append("height") }
        return "autoresizing=\(rect(autoresizing.frame))[\(flexible.joined(separator: ","))]"
    }

    /// Text in double quotes with `"`, `\`, line breaks, tabs and other control characters escaped.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: - Rendering

    /// Renders without recursion: an explicit stack of (line, prefix for its children, its own marker).
    static func render(_ root: Line, into output: inout String) {
        var stack: [(line: Line, marker: String, childPrefix: String)] = [(root, "", "")]
        while let (line, marker, childPrefix) = stack.popLast() {
            output += marker + line.text + "\n"
            for (index, child) in line.children.enumerated().reversed() {
                let isLast = index == line.children.count - 1
                stack.append((child, childPrefix + (isLast ? "└─ " : "├─ "), childPrefix + (isLast ? "   " : "│  ")))
            }
        }
    }
}
