import LayoutModel

/// A `UIKeyboardLayoutGuide` (`<keyboardLayoutGuide key="keyboard">`, Xcode 13+) with the keyboard hidden, as
/// Interface Builder lays it out: a strip along the bottom of its view whose top is the safe area's bottom (or the
/// view's bottom when `usesBottomSafeArea="NO"`).
struct IBKeyboardGuide: Hashable {
    var ownerID: String
    var safeAreaID: String?
    var usesBottomSafeArea: Bool
}

/// Reads `<constraint>` elements into ``MarkupConstraint``.
///
/// * An absent `firstItem` is the view that owns the `<constraints>` list; so is an absent `secondItem` when a
///   `secondAttribute` is written. Without `secondAttribute` the constraint is a constant size.
/// * `baseline` means the last baseline; `multiplier` is a decimal or a ratio `a:b`; `relation`, `priority` and
///   `constant` default to equal, 1000 and 0.
/// * `placeholder="YES"` constraints are kept active: Interface Builder honours them at design time, so the stored
///   frames reflect them (interface-builder.md §8).
/// * Anchors of the keyboard layout guide are rewritten to the anchors they equal with the keyboard hidden.
enum IBConstraintReader {
    static func constraint(_ element: XMLElement, owner: String, keyboardGuides: [String: IBKeyboardGuide],
                           context: inout IBReadContext) -> MarkupConstraint? {
        let name = element["id"].map { "'\($0)'" } ?? "of view '\(owner)'"
        guard let firstText = element.attribute("firstAttribute") else {
            context.emit(InterfaceBuilderDiagnostics.missingConstraintAttribute("firstAttribute", constraint: name,
                                                                                at: element.location))
            return nil
        }
        guard var firstAttribute = attribute(firstText, constraint: name, context: &context) else { return nil }
        var firstItem = element["firstItem"] ?? owner
        var secondItem: String?
        var secondAttribute: LayoutAttribute?
        if let secondText = element.attribute("secondAttribute") {
            guard let parsed = attribute(secondText, constraint: name, context: &context) else { return nil }
            secondAttribute = parsed
            secondItem = element["secondItem"] ?? owner
        }
        var relation = LayoutRelation.equal
        if let written = element.attribute("relation") {
            guard let parsed = LayoutRelation(rawValue: written.value) else {
                context.emit(InterfaceBuilderDiagnostics.unknownRelation(written.value, constraint: name,
                                                                         at: written.valueRange.start))
                return nil
            }
            relation = parsed
        }
        var multiplier = 1.0
        if let written = element.attribute("multiplier") {
            guard let parsed = IBNumber.multiplier(written.value) else {
                context.emit(InterfaceBuilderDiagnostics.invalidMultiplier(written.value, constraint: name,
                                                                           at: written.valueRange.start))
                return nil
            }
            multiplier = parsed
        }
        // The keyboard guide, with the keyboard hidden.
        if let guide = keyboardGuides[firstItem] {
            guard let lowered = lower(firstAttribute, of: guide, constraint: name,
                                      at: element.attribute("firstAttribute")?.valueRange.start, context: &context)
            else { return nil }
            (firstItem, firstAttribute) = lowered
        }
        if let item = secondItem, let attribute = secondAttribute, let guide = keyboardGuides[item] {
            guard let lowered = lower(attribute, of: guide, constraint: name,
                                      at: element.attribute("secondAttribute")?.valueRange.start, context: &context)
            else { return nil }
            (secondItem, secondAttribute) = lowered
        }
        var constraint = MarkupConstraint(
            id: element["id"], firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier,
            constant: context.number(element, "constant") ?? 0,
            priority: context.priority(element, "priority") ?? LayoutPriority.required,
            isPlaceholder: context.boolean(element, "placeholder") ?? false,
            isStandardSpacing: context.boolean(element, "symbolic") ?? false,
            range: element.range)
        for child in element.children where child.name == "variation" {
            guard let key = IBVariationReader.key(child, context: &context) else { continue }
            constraint.variations.append(ConstraintVariation(
                key: key, constant: context.number(child, "constant"), priority: context.priority(child, "priority"),
                installed: context.boolean(child, "installed"), range: child.range))
        }
        return constraint
    }

    /// A layout attribute keyword; `baseline` is the last baseline.
    private static func attribute(_ written: XMLAttribute, constraint: String,
                                  context: inout IBReadContext) -> LayoutAttribute? {
        if written.value == "baseline" { return .lastBaseline }
        if let attribute = LayoutAttribute(rawValue: written.value) { return attribute }
        context.emit(InterfaceBuilderDiagnostics.unknownLayoutAttribute(written.value, constraint: constraint,
                                                                        at: written.valueRange.start))
        return nil
    }

    /// The item and attribute a keyboard-guide anchor equals with the keyboard hidden; nil for anchors that depend
    /// on the keyboard itself (its height and vertical centre).
    private static func lower(_ attribute: LayoutAttribute, of guide: IBKeyboardGuide, constraint: String,
                              at location: SourceLocation?, context: inout IBReadContext) -> (String, LayoutAttribute)? {
        switch attribute {
        case .top:
            if guide.usesBottomSafeArea, let safeArea = guide.safeAreaID { return (safeArea, .bottom) }
            return (guide.ownerID, .bottom)
        case .bottom, .leading, .trailing, .left, .right, .centerX, .width:
            return (guide.ownerID, attribute)
        default:
            context.emit(InterfaceBuilderDiagnostics.keyboardGuideAnchor(attribute.rawValue, constraint: constraint,
                                                                         at: location))
            return nil
        }
    }
}
