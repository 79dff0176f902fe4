import LayoutModel

/// Views, their attributes and their variations.
extension NativeReader {
    /// Reads the children of a scene root or a view: subviews, one `constraints` block, variations.
    mutating func readChildren(of element: XMLElement, node: Int, spec: NativeElement) {
        checkText(element)
        var constraintsBlock: XMLElement?
        for child in element.children {
            if NativeVocabulary.viewElements.contains(child.name) {
                if spec.children.contains(child.name) {
                    readView(child, parent: node)
                } else {
                    sink.emit(MarkupDiagnostics.subviewOfLeaf(child.name, in: element.name, at: child.location))
                }
            } else if child.name == "constraints" {
                if let first = constraintsBlock {
                    sink.emit(MarkupDiagnostics.repeatedElement("constraints", in: element.name, at: child.location,
                                                                first: first.location))
                }
                constraintsBlock = constraintsBlock ?? child
                readConstraints(child, owner: node)
            } else if child.name == "variation" {
                readViewVariation(child, node: node, parent: element.name)
            } else {
                reportMisplacedElement(child, in: spec)
            }
        }
    }

    mutating func readView(_ element: XMLElement, parent: Int) {
        guard let kind = ViewKind(rawValue: element.name), let spec = NativeVocabulary.element(element.name) else { return }
        let scene = nodes[parent].scene
        var explicitID: String?
        let idAttribute = element.attribute("id")
        if let idAttribute {
            explicitID = take(AttributeValue.identifier(idAttribute))
        }
        let id = explicitID ?? synthesizedID(for: kind)
        let node = nodes.count
        nodes.append(Node(view: MarkupView(id: id, hasExplicitID: explicitID != nil, elementName: element.name, kind: kind,
                                           range: element.range),
                          parent: parent, scene: scene))
        nodes[parent].children.append(node)
        if let explicitID, let idAttribute {
            register(explicitID, as: .view(node), scene: scene, at: idAttribute)
        }

        var properties = ViewProperties()
        var shorthands: [XMLAttribute] = []
        for attribute in element.attributes where attribute.name != "id" {
            guard let attributeSpec = spec.attribute(attribute.name) else {
                reportUnknownAttribute(attribute, on: spec)
                continue
            }
            if attributeSpec.isShorthand {
                shorthands.append(attribute)
            } else {
                applyProperty(attribute, to: &properties, kind: kind)
            }
        }
        applyImpliedProperties(of: element, to: &properties, kind: kind)
        nodes[node].view.properties = properties
        readShorthands(shorthands, of: node, element: element)
        readChildren(of: element, node: node, spec: spec)
    }

    /// Rules the dialect states between attributes of one element or one variation. `base` is the element's
    /// own properties when `element` is one of its variations.
    mutating func applyImpliedProperties(of element: XMLElement, to properties: inout ViewProperties, kind: ViewKind,
                                         base: ViewProperties? = nil) {
        guard kind == .stackView else { return }
        if let spacing = element.attribute("spacing"), element.attribute("spacingType") != nil {
            sink.emit(MarkupDiagnostics.conflictingAttributes("spacing", "spacingType", at: spacing.nameRange.start))
        }
        // Interface Builder files imply that margins written on a stack are used for the arrangement. A
        // variation implies it only when the stack itself leaves the flag unset.
        if element.attribute("layoutMargins") != nil, element.attribute("layoutMarginsRelativeArrangement") == nil,
           properties.layoutMargins != nil, base?.layoutMarginsRelativeArrangement == nil {
            properties.layoutMarginsRelativeArrangement = true
        }
    }

    /// Parses one attribute into the property it sets.
    mutating func applyProperty(_ attribute: XMLAttribute, to properties: inout ViewProperties, kind: ViewKind) {
        switch Self.viewProperties.lookup(attribute.name).map({ ViewProperty.allCases[Int($0)] }) {
        case .hidden?: properties.hidden = take(AttributeValue.boolean(attribute))
        case .installed?: properties.installed = take(AttributeValue.boolean(attribute))
        case .horizontalHuggingPriority?: properties.horizontalHuggingPriority = take(AttributeValue.priority(attribute))
        case .verticalHuggingPriority?: properties.verticalHuggingPriority = take(AttributeValue.priority(attribute))
        case .horizontalCompressionResistancePriority?:
            properties.horizontalCompressionResistancePriority = take(AttributeValue.priority(attribute))
        case .verticalCompressionResistancePriority?:
            properties.verticalCompressionResistancePriority = take(AttributeValue.priority(attribute))
        case .layoutMargins?: properties.layoutMargins = take(AttributeValue.layoutMargins(attribute, file: file))
        case .preservesSuperviewLayoutMargins?: properties.preservesSuperviewLayoutMargins = take(AttributeValue.boolean(attribute))
        case .insetsLayoutMarginsFromSafeArea?: properties.insetsLayoutMarginsFromSafeArea = take(AttributeValue.boolean(attribute))
        case .placeholderIntrinsicWidth?: properties.placeholderIntrinsicWidth = take(AttributeValue.intrinsicLength(attribute))
        case .placeholderIntrinsicHeight?: properties.placeholderIntrinsicHeight = take(AttributeValue.intrinsicLength(attribute))
        case .axis?: properties.axis = take(AttributeValue.keyword(attribute, as: Axis.self))
        case .distribution?: properties.distribution = take(AttributeValue.keyword(attribute, as: StackDistribution.self))
        case .alignment?: properties.alignment = take(AttributeValue.keyword(attribute, as: StackAlignment.self))
        case .spacing?:
            if let value = take(AttributeValue.number(attribute)) { properties.spacing = .fixed(value) }
        case .spacingType?:
            if take(AttributeValue.keyword(attribute, as: StackSpacingType.self)) != nil, properties.spacing == nil {
                properties.spacing = .standard
            }
        case .baselineRelativeArrangement?: properties.baselineRelativeArrangement = take(AttributeValue.boolean(attribute))
        case .layoutMarginsRelativeArrangement?:
            properties.layoutMarginsRelativeArrangement = take(AttributeValue.boolean(attribute))
        case .text?, .title?: properties.text = attribute.value
        case .font?: properties.font = take(AttributeValue.font(attribute, file: file))
        case .numberOfLines?: properties.numberOfLines = take(AttributeValue.nonNegativeInteger(attribute))
        case .preferredMaxLayoutWidth?:
            properties.preferredMaxLayoutWidth = take(AttributeValue.number(attribute, nonNegative: true))
        case .image?:
            properties.image = attribute.value
            imageReferences.append(attribute)
        case .placeholder?: properties.placeholder = attribute.value
        case .borderStyle?: properties.borderStyle = take(AttributeValue.keyword(attribute, as: BorderStyleKeyword.self))?.rawValue
        case .segments?:
            properties.segments = attribute.value.isEmpty ? [] : attribute.value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        case .style?: properties.style = take(AttributeValue.keyword(attribute, as: ActivityIndicatorStyleKeyword.self))?.rawValue
        case .contentMode?: properties.contentMode = take(AttributeValue.keyword(attribute, as: ContentModeKeyword.self))?.rawValue
        default:
            // The vocabulary table and this switch list the same attributes; a test keeps them in step.
            assertionFailure("no property for '\(attribute.name)'")
        }
    }

    /// The view attributes ``applyProperty(_:to:kind:)`` applies, found by one lookup of the name's bytes instead of
    /// comparing it with every case of a switch over strings.
    private enum ViewProperty: String, CaseIterable {
        case hidden, installed, horizontalHuggingPriority, verticalHuggingPriority
        case horizontalCompressionResistancePriority, verticalCompressionResistancePriority, layoutMargins
        case preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, placeholderIntrinsicWidth
        case placeholderIntrinsicHeight, axis, distribution, alignment, spacing, spacingType
        case baselineRelativeArrangement, layoutMarginsRelativeArrangement, text, title, font, numberOfLines
        case preferredMaxLayoutWidth, image, placeholder, borderStyle, segments, style, contentMode
    }

    /// The properties' names as ids, which are their indices in `allCases`.
    private static let viewProperties = ByteInterner(ViewProperty.allCases.map(\.rawValue))

    /// A `variation` of a scene root or a view.
    mutating func readViewVariation(_ element: XMLElement, node: Int, parent: String) {
        let allowed = NativeVocabulary.variationAttributes(inside: parent)
        let parentSpec = NativeVocabulary.element(parent)
        let kind = nodes[node].view.kind
        var used = nodes[node].variationKeys
        let key = readVariationKey(element, used: &used)
        nodes[node].variationKeys = used
        guard let key else { return }
        var properties = ViewProperties()
        for attribute in element.attributes where attribute.name != "key" {
            if allowed.contains(where: { $0.name == attribute.name }) {
                applyProperty(attribute, to: &properties, kind: kind)
            } else if parentSpec?.attribute(attribute.name) != nil {
                sink.emit(MarkupDiagnostics.notInVariation(attribute.name, at: attribute.nameRange.start))
            } else {
                sink.emit(MarkupDiagnostics.unknownAttribute(attribute.name, on: "variation", candidates: allowed.map(\.name),
                                                             at: attribute.nameRange.start))
            }
        }
        applyImpliedProperties(of: element, to: &properties, kind: kind, base: nodes[node].view.properties)
        checkText(element)
        for child in element.children {
            reportMisplacedElement(child, in: NativeVocabulary.element("variation")!)  // lint-unsafe: static name
        }
        nodes[node].view.variations.append(ViewVariation(key: key, range: element.range, properties: properties))
    }

    /// The `key` of a variation, checked for syntax and for a repeat among the keys `used` on the same element.
    mutating func readVariationKey(_ element: XMLElement,
                                   used: inout [(key: VariationKey, location: SourceLocation)]) -> VariationKey? {
        guard let attribute = element.attribute("key") else {
            sink.emit(MarkupDiagnostics.missingAttribute("key", on: "variation", at: element.location))
            return nil
        }
        guard let key = take(AttributeValue.variationKey(attribute)) else { return nil }
        if let first = used.first(where: { $0.key == key }) {
            sink.emit(MarkupDiagnostics.duplicateVariation(key.description, at: attribute.valueRange.start, first: first.location))
            return nil
        }
        used.append((key, attribute.valueRange.start))
        return key
    }
}
