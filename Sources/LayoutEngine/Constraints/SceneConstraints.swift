import LayoutModel

extension ConstraintBuilder {
    /// The whole scene as one constraint set (the global path), in the order the constraints are added:
    ///
    /// 1. every view's variables, in pre-order;
    /// 2. the root view's canvas (``addCanvas()``);
    /// 3. content size and autoresizing, per view;
    /// 4. the rules of every stack view (`StackRules.swift`);
    /// 5. the document's constraints, in document order;
    /// 6. the ambiguity pulls (``addAmbiguityPulls(_:)``).
    ///
    /// The order matters only for conflicts: like UIKit, the solver breaks the required constraint whose addition
    /// fails, so a document constraint that contradicts a stack rule is the one broken.
    static func wholeScene(_ model: SceneModel, pullTarget: Double = 0) -> ConstraintBuilder {
        var builder = ConstraintBuilder(model: model)
        builder.pullTarget = pullTarget
        for index in model.table.views.indices { builder.declare(index) }
        builder.addCanvas()
        for index in model.table.views.indices {
            builder.addContentSize(index)
            builder.addAutoresizing(index)
        }
        for index in model.table.views.indices where model.stacks[index] != nil {
            builder.addStackRules(index)
        }
        for index in model.table.views.indices {
            builder.addDocumentConstraints(of: index)
        }
        for index in model.table.views.indices.dropFirst() {
            builder.addAmbiguityPulls(index)
        }
        return builder
    }

    /// **The canvas**: the root view sits at the origin. A screen's root is the canvas size (the device, or the
    /// size Interface Builder stored); a component takes the size it is given, and on an axis without one it takes
    /// its fitting size: `size == 0` at UIKit's `fittingSizeLevel` (50), as `systemLayoutSizeFitting` does with
    /// a compressed target size.
    mutating func addCanvas() {
        let source = ConstraintSource(rule: "canvas", elementID: model.table[0].id, range: model.table[0].range)
        require(start(0, .horizontal), .equal, .constant(0), source)
        require(start(0, .vertical), .equal, .constant(0), source)
        let size = canvasSize
        for axis in [Axis.horizontal, .vertical] {
            if let length = axis == .horizontal ? size.width : size.height {
                require(self.size(0, axis), .equal, .constant(length), source)
            } else {
                add(self.size(0, axis), .equal, .constant(0), priority: .uikit(LayoutPriority.fittingSizeLevel),
                    source)
            }
        }
    }

    /// The root's size per axis; nil for a fitted axis.
    var canvasSize: (width: Double?, height: Double?) {
        switch model.scene.kind {
        case .screen:
            let size = model.scene.canvasSize ?? model.document.configuration.size
            return (size.width, size.height)
        case .component(let width, let height):
            return (width ?? model.scene.canvasSize?.width, height ?? model.scene.canvasSize?.height)
        }
    }

    /// **Ambiguity pulls**: the deterministic choice for what no constraint decides (robustness.md §3.2). Below
    /// every UIKit priority and the index tie-break, a view's width and height (and a scroll view's content size)
    /// are pulled towards 0 (``PriorityKey/ambiguitySize(depth:)``, outer views first), then its position towards its superview's origin
    /// (``PriorityKey/ambiguityPosition``). UIKit's own choice in these cases is its solver's; 0 is the usual
    /// outcome for unconstrained sizes (uistackview.md §6).
    mutating func addAmbiguityPulls(_ view: Int) {
        addSizePulls(view)
        addPositionPulls(view)
    }

    /// The size half of ``addAmbiguityPulls(_:)``.
    mutating func addSizePulls(_ view: Int) {
        guard model.table[view].parent != nil else { return }
        let source = source("ambiguity", view)
        let target = LinearExpression.constant(pullTarget)
        let level = PriorityKey.ambiguitySize(depth: model.table[view].depth)
        set.addPull(size(view, .horizontal), target, priority: level, source: source)
        set.addPull(size(view, .vertical), target, priority: level, source: source)
        if let content = vars(view).content {
            set.addPull(LinearExpression(variable: content.width), target, priority: level, source: source)
            set.addPull(LinearExpression(variable: content.height), target, priority: level, source: source)
        }
    }

    /// The position half of ``addAmbiguityPulls(_:)``.
    mutating func addPositionPulls(_ view: Int) {
        guard let parent = model.table[view].parent else { return }
        let source = source("ambiguity", view)
        set.addPull(start(view, .horizontal), contentOrigin(parent, .horizontal) + pullTarget,
                    priority: .ambiguityPosition, source: source)
        set.addPull(start(view, .vertical), contentOrigin(parent, .vertical) + pullTarget,
                    priority: .ambiguityPosition, source: source)
    }
}
