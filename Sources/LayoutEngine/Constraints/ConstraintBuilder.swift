import LayoutModel

/// The four variables of a view's alignment rectangle, in the scene root's coordinate space, and for scroll views
/// the content size.
struct ViewVariables: Sendable {
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    /// A scroll view's content width and height.
    var content: (width: Int, height: Int)?

    /// The rectangle these variables have in `values` (a solution of the set they were declared in).
    func rect(in values: [Double]) -> Rect {
        Rect(x: values[left], y: values[top], width: values[width], height: values[height])
    }
}

/// Builds the constraint set of a scene (or of one unit of the local path) from a ``SceneModel``.
///
/// The rules live in extensions, one file per concern: content size (`ContentSizeConstraints.swift`), stack rules
/// (`StackRules/`), document constraints, autoresizing, the index tie-break and the ambiguity pulls. This file holds
/// the variables and the anchors every rule is written with.
struct ConstraintBuilder {
    let model: SceneModel
    var set = ConstraintSet()
    /// Problems found while building (unknown items, invalid constraints).
    var diagnostics: [Diagnostic] = []
    /// Where the ambiguity pulls pull: 0 (sizes towards 0, positions towards the superview's origin), or far away
    /// to find out what they decided (`AmbiguityCheck`).
    var pullTarget: Double = 0
    /// Variables by view index. Looked up only.
    private(set) var variables: [Int: ViewVariables] = [:]

    init(model: SceneModel) {
        self.model = model
    }

    /// The variables of a view, made on first use.
    @discardableResult
    mutating func declare(_ view: Int) -> ViewVariables {
        if let existing = variables[view] { return existing }
        let id = model.table[view].id
        var made = ViewVariables(left: set.makeVariable("\(id).left"), top: set.makeVariable("\(id).top"),
                                 width: set.makeVariable("\(id).width"), height: set.makeVariable("\(id).height"))
        if model.table[view].kind == .scrollView {
            made.content = (set.makeVariable("\(id).contentWidth"), set.makeVariable("\(id).contentHeight"))
        }
        variables[view] = made
        return made
    }

    func vars(_ view: Int) -> ViewVariables {
        guard let found = variables[view] else {
            // lint-unsafe: a builder declares a view's variables before it builds any constraint on the view
            preconditionFailure("view \(view) has no variables in this constraint set")
        }
        return found
    }

    func isDeclared(_ view: Int) -> Bool { variables[view] != nil }

    // MARK: Anchors of a view's alignment rectangle

    func start(_ view: Int, _ axis: Axis) -> LinearExpression {
        let v = vars(view)
        return LinearExpression(variable: axis == .horizontal ? v.left : v.top)
    }

    func size(_ view: Int, _ axis: Axis) -> LinearExpression {
        let v = vars(view)
        return LinearExpression(variable: axis == .horizontal ? v.width : v.height)
    }

    func end(_ view: Int, _ axis: Axis) -> LinearExpression { start(view, axis) + size(view, axis) }

    func center(_ view: Int, _ axis: Axis) -> LinearExpression { start(view, axis) + size(view, axis) * 0.5 }

    /// The rectangle of a view as four expressions (left, top, width, height).
    func rect(_ view: Int) -> AnchorRect {
        AnchorRect(left: start(view, .horizontal), top: start(view, .vertical), width: size(view, .horizontal),
                   height: size(view, .vertical))
    }

    /// A view's first or last baseline. Text is centred vertically in labels, buttons and text fields, so the
    /// baseline moves with the height: `top + h/2 − block/2 + offset`. A stack uses the view §7.4 names; a view
    /// without text uses its top edge for the first baseline and its bottom edge for the last one (§7.2).
    func baseline(_ view: Int, first: Bool) -> LinearExpression {
        var target = view
        if let pair = model.baselineViews[view] { target = first ? pair.first : pair.last }
        guard isDeclared(target) else { return first ? start(view, .vertical) : end(view, .vertical) }
        if model.stacks[target] != nil {
            return first ? start(target, .vertical) : end(target, .vertical)
        }
        guard let block = model.contents[target].baselineBlock else {
            return first ? start(target, .vertical) : end(target, .vertical)
        }
        let offset = (first ? block.firstBaseline : block.lastBaseline) - block.height / 2
        return start(target, .vertical) + size(target, .vertical) * 0.5 + offset
    }

    // MARK: Adding

    mutating func require(_ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
                          _ source: ConstraintSource) {
        set.add(lhs, relation, rhs, priority: .required, source: source)
    }

    mutating func add(_ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
                      priority: PriorityKey, _ source: ConstraintSource) {
        set.add(lhs, relation, rhs, priority: priority, source: source)
    }

    /// The source of a rule applied to a view (usually a stack view).
    func source(_ rule: String, _ view: Int) -> ConstraintSource {
        ConstraintSource(rule: rule, elementID: model.table[view].id, range: model.table[view].range)
    }
}

/// A rectangle as four linear expressions, for views and layout guides alike.
struct AnchorRect {
    var left: LinearExpression
    var top: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }

    /// The rectangle shrunk by insets.
    func inset(by insets: EdgeInsets) -> AnchorRect {
        AnchorRect(left: left + insets.leading, top: top + insets.top,
                   width: width - (insets.leading + insets.trailing), height: height - (insets.top + insets.bottom))
    }
}

extension LinearExpression {
    static func constant(_ value: Double) -> LinearExpression { LinearExpression(value) }
}
