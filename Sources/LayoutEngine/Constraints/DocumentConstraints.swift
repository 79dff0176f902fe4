import LayoutModel

/// An item a document constraint refers to: a view or a layout guide.
enum ConstraintItem {
    case view(Int)
    case guide(GuideReference)

    /// The view the item belongs to (a guide's owner).
    var owner: Int {
        switch self {
        case .view(let index): index
        case .guide(let guide): guide.owner
        }
    }
}

extension ConstraintBuilder {
    /// **Document constraints** (interface-builder.md §8): `first.attribute REL multiplier × second.attribute +
    /// constant @priority`, between views and layout guides, in the order the document lists them.
    ///
    /// 1. Items are looked up by id; an unknown id is reported and the constraint skipped.
    /// 2. Attributes become expressions of the items' rectangles (``attribute(_:_:other:)``).
    /// 3. Position attributes with a multiplier other than 1 are measured from the closest common ancestor's
    ///    origin, as Auto Layout does; with a multiplier of 1 the origin cancels out.
    /// 4. Constraints that mix a size with a position, or the two axes' positions, are invalid in UIKit; they are
    ///    reported and skipped.
    mutating func addDocumentConstraints(of view: Int) {
        for constraint in model.table[view].resolved.constraints {
            addDocumentConstraint(constraint)
        }
    }

    mutating func addDocumentConstraint(_ constraint: ResolvedConstraint) {
        let source = ConstraintSource(rule: "constraint", elementID: constraint.id, range: constraint.range)
        guard let first = item(constraint.firstItem, constraint) else { return }
        let priority = PriorityKey.uikit(clampedPriority(constraint.priority))
        let relation: ConstraintRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        let firstAttribute = constraint.firstAttribute
        guard let secondID = constraint.secondItem else {
            guard firstAttribute.isSize else {
                report(constraint, "constraint on '\(firstAttribute.rawValue)' needs a second item")
                return
            }
            add(attribute(first, firstAttribute, other: nil), relation, .constant(constraint.constant),
                priority: priority, source)
            return
        }
        guard let second = item(secondID, constraint) else { return }
        let secondAttribute = constraint.secondAttribute ?? firstAttribute
        guard firstAttribute.isSize == secondAttribute.isSize,
              firstAttribute.isSize || firstAttribute.axis == secondAttribute.axis
        else {
            report(constraint, "cannot relate '\(firstAttribute.rawValue)' to '\(secondAttribute.rawValue)'")
            return
        }
        var lhs = attribute(first, firstAttribute, other: second)
        var rhs = attribute(second, secondAttribute, other: first)
        if !firstAttribute.isSize && constraint.multiplier != 1 {
            let ancestor = model.table.commonAncestor(first.owner, second.owner)
            let origin = start(ancestor, firstAttribute.axis)
            lhs = lhs - origin
            rhs = rhs - origin
        }
        add(lhs, relation, rhs * constraint.multiplier + constraint.constant, priority: priority, source)
    }

    private mutating func item(_ id: String, _ constraint: ResolvedConstraint) -> ConstraintItem? {
        if let index = model.table.indexByNamedID[id], isDeclared(index) { return .view(index) }
        if let guide = model.table.guidesByID[id], isDeclared(guide.owner) { return .guide(guide) }
        if model.table.indexByNamedID[id] == nil && model.table.guidesByID[id] == nil {
            report(constraint, Self.unknownItemMessage(id))
        }
        return nil
    }

    private mutating func report(_ constraint: ResolvedConstraint, _ message: String) {
        diagnostics.append(Self.invalidConstraint(constraint, message, path: model.document.path))
    }

    /// `layout.invalidConstraint`: a constraint the engine leaves out, at the constraint's position.
    static func invalidConstraint(_ constraint: ResolvedConstraint, _ message: String, path: String) -> Diagnostic {
        Diagnostic(.warning, id: "layout.invalidConstraint", message + "; it is ignored", path: path,
                   at: constraint.range?.start)
    }

    /// The message for a constraint naming an item that does not exist.
    static func unknownItemMessage(_ id: String) -> String {
        "constraint refers to unknown item '\(id)'"
    }

    /// The expression of `attribute` of an item. `other` is the item at the constraint's other end: when it lies
    /// inside a scroll view that is this item, edges and margins refer to the scroll view's content area while
    /// width, height and centres refer to its frame (Apple's rule for scroll views without layout guides: content
    /// pinned to the edges and centred in the scroll view is as large as the scroll view).
    func attribute(_ item: ConstraintItem, _ attribute: LayoutAttribute, other: ConstraintItem?) -> LinearExpression {
        let area = anchorArea(item, other: other)
        let rect = area.rect
        let margins = area.margins
        switch attribute {
        case .left, .leading: return rect.left
        case .right, .trailing: return rect.right
        case .top: return rect.top
        case .bottom: return rect.bottom
        case .width: return area.frame.width
        case .height: return area.frame.height
        case .centerX: return area.frame.left + area.frame.width * 0.5
        case .centerY: return area.frame.top + area.frame.height * 0.5
        case .leftMargin, .leadingMargin: return rect.inset(by: margins).left
        case .rightMargin, .trailingMargin: return rect.inset(by: margins).right
        case .topMargin: return rect.inset(by: margins).top
        case .bottomMargin: return rect.inset(by: margins).bottom
        case .centerXWithinMargins:
            let inner = rect.inset(by: margins)
            return inner.left + inner.width * 0.5
        case .centerYWithinMargins:
            let inner = rect.inset(by: margins)
            return inner.top + inner.height * 0.5
        case .firstBaseline, .lastBaseline:
            guard case .view(let index) = item, !area.isContent else {
                return attribute == .firstBaseline ? rect.top : rect.bottom
            }
            return baseline(index, first: attribute == .firstBaseline)
        }
    }

    /// The rectangle an item's attributes refer to, the frame its size refers to, and its margins.
    private func anchorArea(_ item: ConstraintItem, other: ConstraintItem?)
        -> (rect: AnchorRect, frame: AnchorRect, margins: EdgeInsets, isContent: Bool)
    {
        switch item {
        case .view(let index):
            let frame = rect(index)
            if model.table[index].kind == .scrollView, let other, other.owner != index,
               model.table.isDescendant(other.owner, of: index) {
                return (contentRect(index), frame, model.margins[index], true)
            }
            return (frame, frame, model.margins[index], false)
        case .guide(let guide):
            let area = guideRect(guide)
            return (area, area, .zero, false)
        }
    }

    /// A scroll view's content area: its content origin (zero content offset) and content size.
    func contentRect(_ scrollView: Int) -> AnchorRect {
        let frame = rect(scrollView)
        guard let content = vars(scrollView).content else { return frame }
        return AnchorRect(left: frame.left, top: frame.top, width: LinearExpression(variable: content.width),
                          height: LinearExpression(variable: content.height))
    }

    /// **Layout guides** (interface-builder.md §9, §11): the safe area (the owner inset by its safe-area insets),
    /// the layout margins (inset by its margins; the readable-content guide is taken as the margins guide), a scroll
    /// view's content and frame guides, and the legacy top and bottom guides: strips of the root view ending where
    /// the root's safe area does (status bar plus navigation bar) and starting at the bottom bars (``SceneInsets``).
    func guideRect(_ guide: GuideReference) -> AnchorRect {
        let owner = guide.owner
        switch guide.kind {
        case .safeArea:
            return rect(owner).inset(by: model.facts.safeAreaInsets[owner])
        case .layoutMargins, .readableContent:
            return rect(owner).inset(by: model.margins[owner])
        case .contentLayoutGuide:
            return contentRect(owner)
        case .frameLayoutGuide:
            return rect(owner)
        case .topLayoutGuide:
            let root = rect(0)
            let height = model.facts.safeAreaInsets[0].top
            return AnchorRect(left: root.left, top: root.top, width: root.width, height: .constant(height))
        case .bottomLayoutGuide:
            let root = rect(0)
            let height = model.facts.safeAreaInsets[0].bottom
            return AnchorRect(left: root.left, top: root.bottom - height, width: root.width,
                              height: .constant(height))
        }
    }
}
