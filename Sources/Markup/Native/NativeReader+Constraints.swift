import LayoutModel

/// A constraint read in the first pass, resolved once every id is known.
struct PendingConstraint {
    enum Source {
        /// An `equation` attribute, with the attribute for error positions.
        case equation(ConstraintEquation, XMLAttribute)
        /// A constraint a shorthand generated, and the layout guides it uses (view node, kind).
        case generated(MarkupConstraint, guides: [(node: Int, kind: MarkupLayoutGuide.Kind)])
    }

    /// The node that owns the constraint (the element of its `constraints` block, or a shorthand's superview).
    var owner: Int
    var id: String?
    var source: Source
    var variations: [ConstraintVariation]
    var range: SourceRange
}

/// Constraints: `constraints` blocks, equations, shorthands, and resolving their references.
extension NativeReader {
    // MARK: - Reading

    mutating func readConstraints(_ block: XMLElement, owner: Int) {
        let spec = NativeVocabulary.element("constraints")!  // lint-unsafe: a name of the static vocabulary
        for attribute in block.attributes { reportUnknownAttribute(attribute, on: spec) }
        checkText(block)
        for child in block.children {
            if child.name == "constraint" {
                readConstraint(child, owner: owner)
            } else {
                reportMisplacedElement(child, in: spec)
            }
        }
    }

    mutating func readConstraint(_ element: XMLElement, owner: Int) {
        let spec = NativeVocabulary.element("constraint")!  // lint-unsafe: a name of the static vocabulary
        var id: String?
        var equation: (ConstraintEquation, XMLAttribute)?
        for attribute in element.attributes {
            switch attribute.name {
            case "id":
                if let value = take(AttributeValue.identifier(attribute)) {
                    id = value
                    register(value, as: .constraint, scene: nodes[owner].scene, at: attribute)
                }
            case "equation":
                switch ConstraintEquationParser.parse(attribute.value) {
                case .success(let parsed): equation = (parsed, attribute)
                case .failure(let error): sink.emit(diagnostic(for: error, in: attribute))
                }
            default:
                reportUnknownAttribute(attribute, on: spec)
            }
        }
        reportMissingAttributes(of: element, spec: spec)
        checkText(element)
        var variations: [ConstraintVariation] = []
        var used: [(key: VariationKey, location: SourceLocation)] = []
        for child in element.children {
            guard child.name == "variation" else {
                reportMisplacedElement(child, in: spec)
                continue
            }
            if let variation = readConstraintVariation(child, used: &used) { variations.append(variation) }
        }
        guard let (parsed, attribute) = equation else { return }
        pending.append(PendingConstraint(owner: owner, id: id, source: .equation(parsed, attribute), variations: variations,
                                         range: element.range))
    }

    mutating func readConstraintVariation(_ element: XMLElement,
                                          used: inout [(key: VariationKey, location: SourceLocation)]) -> ConstraintVariation? {
        let allowed = NativeVocabulary.variationAttributes(inside: "constraint")
        let key = readVariationKey(element, used: &used)
        var variation = ConstraintVariation(key: key ?? .default, range: element.range)
        for attribute in element.attributes {
            switch attribute.name {
            case "key": continue
            case "constant": variation.constant = take(AttributeValue.number(attribute))
            case "priority": variation.priority = take(AttributeValue.priority(attribute))
            case "installed": variation.installed = take(AttributeValue.boolean(attribute))
            case "id", "equation": sink.emit(MarkupDiagnostics.notInVariation(attribute.name, at: attribute.nameRange.start))
            default:
                sink.emit(MarkupDiagnostics.unknownAttribute(attribute.name, on: "variation", candidates: allowed.map(\.name),
                                                             at: attribute.nameRange.start))
            }
        }
        checkText(element)
        // lint-unsafe: a name of the static vocabulary
        for child in element.children { reportMisplacedElement(child, in: NativeVocabulary.element("variation")!) }
        return key == nil ? nil : variation
    }

    func diagnostic(for error: EquationError, in attribute: XMLAttribute) -> Diagnostic {
        let location = attribute.location(ofValueByte: error.offset, in: file)
        switch error.kind {
        case .syntax, .number:
            return MarkupDiagnostics.invalidEquation(error.message, at: location)
        case .unknownAnchor(let name):
            return MarkupDiagnostics.unknownAnchor(name, candidates: NativeVocabulary.anchors.map(\.name), at: location)
        case .priority(let text):
            return MarkupDiagnostics.invalidPriority(text, for: "equation", at: location)
        case .zeroMultiplier:
            return MarkupDiagnostics.zeroMultiplier(at: location)
        }
    }

    // MARK: - Shorthands

    /// `width`, `height`, `aspectRatio`, `pin` (+ `pinEdges`) and `centerIn`: required constraints owned by the
    /// superview, positioned at the shorthand attribute.
    mutating func readShorthands(_ attributes: [XMLAttribute], of node: Int, element: XMLElement) {
        guard !attributes.isEmpty, let superview = nodes[node].parent else { return }
        let viewID = nodes[node].view.id
        func range(of attribute: XMLAttribute) -> SourceRange {
            SourceRange(start: attribute.nameRange.start, end: attribute.valueRange.end)
        }
        // `pinEdges` qualifies `pin` wherever it is written; the constraints follow the attributes' order.
        let edgesAttribute = attributes.first { $0.name == "pinEdges" }
        let edges = edgesAttribute.flatMap { take(AttributeValue.edges($0, file: file)) }
        if let edgesAttribute, !attributes.contains(where: { $0.name == "pin" }) {
            sink.emit(MarkupDiagnostics.pinEdgesWithoutPin(at: edgesAttribute.nameRange.start))
        }
        for attribute in attributes {
            switch attribute.name {
            case "width", "height":
                guard let (size, priority) = take(AttributeValue.sizeWithPriority(attribute, file: file)) else { continue }
                let constraint = MarkupConstraint(firstItem: viewID, firstAttribute: attribute.name == "width" ? .width : .height,
                                                  constant: size, priority: priority, range: range(of: attribute))
                appendGenerated(constraint, owner: superview)
            case "aspectRatio":
                guard let ratio = take(AttributeValue.ratio(attribute, file: file)) else { continue }
                let constraint = MarkupConstraint(firstItem: viewID, firstAttribute: .width, secondItem: viewID,
                                                  secondAttribute: .height, multiplier: ratio, range: range(of: attribute))
                appendGenerated(constraint, owner: superview)
            case "pin":
                guard let target = take(AttributeValue.keyword(attribute, as: PinTarget.self)) else { continue }
                for edge in edges ?? PinEdge.allCases {
                    // lint-unsafe: every PinEdge raw value is a LayoutAttribute raw value
                    appendAttachment(viewID, LayoutAttribute(rawValue: edge.rawValue)!, to: target, of: superview,
                                     range: range(of: attribute))
                }
            case "centerIn":
                guard let target = take(AttributeValue.keyword(attribute, as: PinTarget.self)) else { continue }
                for anchor in [LayoutAttribute.centerX, .centerY] {
                    appendAttachment(viewID, anchor, to: target, of: superview, range: range(of: attribute))
                }
            default:
                continue
            }
        }
    }

    /// `view.anchor == superview's anchor` for `pin` and `centerIn`, against the bounds, margins or safe area.
    private mutating func appendAttachment(_ viewID: String, _ anchor: LayoutAttribute, to target: PinTarget,
                                           of superview: Int, range: SourceRange) {
        let superID = nodes[superview].view.id
        var constraint = MarkupConstraint(firstItem: viewID, firstAttribute: anchor, secondItem: superID,
                                          secondAttribute: anchor, range: range)
        var guides: [(node: Int, kind: MarkupLayoutGuide.Kind)] = []
        switch target {
        case .superview:
            break
        case .margins:
            constraint.secondAttribute = Self.marginAttribute(for: anchor)
        case .safeArea:
            constraint.secondItem = "\(superID).safeArea"
            guides.append((superview, .safeArea))
        }
        pending.append(PendingConstraint(owner: superview, id: nil, source: .generated(constraint, guides: guides),
                                         variations: [], range: range))
    }

    private mutating func appendGenerated(_ constraint: MarkupConstraint, owner: Int) {
        pending.append(PendingConstraint(owner: owner, id: nil, source: .generated(constraint, guides: []),
                                         variations: [], range: constraint.range ?? SourceRange(at: file.location(atOffset: 0))))
    }

    // MARK: - Resolving

    mutating func resolvePendingConstraints() {
        for constraint in pending {
            switch constraint.source {
            case .generated(let generated, let guides):
                for guide in guides { _ = ensureGuide(on: guide.node, kind: guide.kind) }
                nodes[constraint.owner].view.constraints.append(generated)
            case .equation(let equation, let attribute):
                if let resolved = resolve(equation, attribute: attribute, for: constraint) {
                    nodes[constraint.owner].view.constraints.append(resolved)
                }
            }
        }
    }

    private mutating func resolve(_ equation: ConstraintEquation, attribute: XMLAttribute,
                                  for pending: PendingConstraint) -> MarkupConstraint? {
        // Resolve both operands before giving up, so that both report their problems.
        let first = resolve(equation.first, owner: pending.owner, attribute: attribute)
        var secondItem: (item: String, attribute: LayoutAttribute)?
        if let operand = equation.second {
            secondItem = resolve(operand, owner: pending.owner, attribute: attribute)
            if secondItem == nil { return nil }
        }
        guard let first else { return nil }
        if let secondItem, let operand = equation.second {
            let compatible = first.attribute.isSize == secondItem.attribute.isSize
                && (first.attribute.isSize || first.attribute.axis == secondItem.attribute.axis)
            guard compatible else {
                sink.emit(MarkupDiagnostics.incompatibleAnchors(equation.first.anchorName, operand.anchorName,
                                                                at: attribute.location(ofValueByte: operand.anchorOffset, in: file)))
                return nil
            }
        } else if !first.attribute.isSize {
            sink.emit(MarkupDiagnostics.positionNeedsSecondItem(equation.first.anchorName,
                                                                at: attribute.location(ofValueByte: equation.first.anchorOffset, in: file)))
            return nil
        }
        return MarkupConstraint(id: pending.id, firstItem: first.item, firstAttribute: first.attribute,
                                relation: equation.relation, secondItem: secondItem?.item,
                                secondAttribute: secondItem?.attribute, multiplier: equation.multiplier,
                                constant: equation.constant, priority: equation.priority,
                                variations: pending.variations, range: pending.range)
    }

    /// An operand's item id and layout attribute, relative to the owner of the constraint.
    private mutating func resolve(_ operand: ConstraintEquation.Operand, owner: Int,
                                  attribute: XMLAttribute) -> (item: String, attribute: LayoutAttribute)? {
        func location(_ offset: Int) -> SourceLocation { attribute.location(ofValueByte: offset, in: file) }
        let scene = nodes[owner].scene
        let target: Int
        var guide: (name: String, offset: Int)?
        switch operand.path.count {
        case 1:
            if let reserved = ReservedItem(rawValue: operand.path[0]) {
                target = owner
                if reserved != .superview { guide = (reserved.rawValue, operand.pathOffsets[0]) }
            } else {
                guard let node = lookUpView(operand.path[0], scene: scene, at: location(operand.pathOffsets[0])) else { return nil }
                target = node
            }
        case 2:
            guard ReservedItem(rawValue: operand.path[0]) == nil else {
                let written = operand.path.joined(separator: ".")
                let advice = operand.path[0] == ReservedItem.superview.rawValue
                    ? "write '\(operand.path[1])' instead" : "expected an id before '.\(operand.path[1])'"
                sink.emit(MarkupDiagnostics.invalidReference("'\(written)' is not an item; \(advice)",
                                                             at: location(operand.pathOffsets[0])))
                return nil
            }
            let suffix = operand.path[1]
            guard let reserved = ReservedItem(rawValue: suffix), reserved != .superview else {
                sink.emit(MarkupDiagnostics.unknownGuide(suffix, after: operand.path[0], at: location(operand.pathOffsets[1])))
                return nil
            }
            guard let node = lookUpView(operand.path[0], scene: scene, at: location(operand.pathOffsets[0])) else { return nil }
            target = node
            guide = (suffix, operand.pathOffsets[1])
        default:
            sink.emit(MarkupDiagnostics.invalidReference(
                "'\(operand.path.joined(separator: "."))' is not an item; expected an id, optionally followed by '.margins', '.safeArea', '.content' or '.frame'",
                at: location(operand.pathOffsets[0])))
            return nil
        }
        let viewID = nodes[target].view.id
        guard let guide else { return (viewID, operand.anchor) }
        if guide.name == ReservedItem.margins.rawValue {
            guard let margin = Self.marginAttribute(for: operand.anchor) else {
                sink.emit(MarkupDiagnostics.anchorNotOnGuide(operand.anchorName, guide: "margins",
                                                             available: Self.marginAnchors, at: location(operand.anchorOffset)))
                return nil
            }
            return (viewID, margin)
        }
        let kind: MarkupLayoutGuide.Kind = switch guide.name {
        case ReservedItem.content.rawValue: .contentLayoutGuide
        case ReservedItem.frame.rawValue: .frameLayoutGuide
        default: .safeArea
        }
        if kind != .safeArea, nodes[target].view.kind != .scrollView {
            sink.emit(MarkupDiagnostics.guideNeedsScrollView(guide.name, view: viewID, kind: nodes[target].view.elementName,
                                                             at: location(guide.offset)))
            return nil
        }
        if operand.anchor == .firstBaseline || operand.anchor == .lastBaseline {
            sink.emit(MarkupDiagnostics.anchorNotOnGuide(operand.anchorName, guide: guide.name,
                                                         available: Self.guideAnchors, at: location(operand.anchorOffset)))
            return nil
        }
        return (ensureGuide(on: target, kind: kind), operand.anchor)
    }

    /// The view node an id names in `scene`, or nil after reporting why there is none.
    private mutating func lookUpView(_ id: String, scene: Int, at location: SourceLocation) -> Int? {
        guard let entry = ids[id] else {
            sink.emit(MarkupDiagnostics.unknownReference(id, candidates: sceneViewIDs[scene] + NativeVocabulary.reservedItems,
                                                         at: location))
            return nil
        }
        guard case .view(let node) = entry.kind else {
            sink.emit(MarkupDiagnostics.invalidReference("'\(id)' is a constraint, not a view", at: location))
            return nil
        }
        guard entry.scene == scene else {
            sink.emit(MarkupDiagnostics.crossSceneReference(id, scene: scenes[entry.scene].id, at: location))
            return nil
        }
        return node
    }

    /// The guide's id (`<viewId>.safeArea`, `.content`, `.frame`), declaring it on the view the first time.
    mutating func ensureGuide(on node: Int, kind: MarkupLayoutGuide.Kind) -> String {
        let suffix = switch kind {
        case .contentLayoutGuide: "content"
        case .frameLayoutGuide: "frame"
        default: "safeArea"
        }
        let id = "\(nodes[node].view.id).\(suffix)"
        if !nodes[node].view.layoutGuides.contains(where: { $0.id == id }) {
            nodes[node].view.layoutGuides.append(MarkupLayoutGuide(id: id, kind: kind))
        }
        return id
    }

    /// `margins.X` is the owner's `XMargin` attribute, as in Interface Builder.
    static func marginAttribute(for anchor: LayoutAttribute) -> LayoutAttribute? {
        switch anchor {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: nil
        }
    }

    static let marginAnchors = ["leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY"]
    static let guideAnchors = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY"]
}
