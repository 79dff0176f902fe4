import LayoutModel

// A small builder for resolved documents, so engine tests can state their inputs in a few lines until the native
// reader and the resolver produce them from `.layout.xml` files.

/// A plain view with design-time intrinsic sizes (`placeholderIntrinsicWidth`/`Height`); nil means none.
func box(_ id: String, _ width: Double?, _ height: Double?, hugging: (Double, Double) = (250, 250),
         compression: (Double, Double) = (750, 750), hidden: Bool = false,
         constraints: [ResolvedConstraint] = [], subviews: [ResolvedView] = []) -> ResolvedView {
    var properties = ViewProperties()
    properties.placeholderIntrinsicWidth = width.map { .points($0) }
    properties.placeholderIntrinsicHeight = height.map { .points($0) }
    properties.horizontalHuggingPriority = hugging.0
    properties.verticalHuggingPriority = hugging.1
    properties.horizontalCompressionResistancePriority = compression.0
    properties.verticalCompressionResistancePriority = compression.1
    if hidden { properties.hidden = true }
    return ResolvedView(id: id, elementName: "view", kind: .view, range: nil, properties: properties,
                        subviews: subviews, constraints: constraints)
}

/// A stack view.
func stack(_ id: String, _ axis: Axis = .horizontal, distribution: StackDistribution = .fill,
           alignment: StackAlignment = .fill, spacing: Double = 0, standardSpacing: Bool = false,
           margins: EdgeInsets? = nil, baselineRelative: Bool = false, hidden: Bool = false,
           constraints: [ResolvedConstraint] = [], _ arranged: [ResolvedView]) -> ResolvedView {
    var properties = ViewProperties()
    properties.axis = axis
    properties.distribution = distribution
    properties.alignment = alignment
    properties.spacing = standardSpacing ? .standard : .fixed(spacing)
    properties.layoutMargins = margins
    if baselineRelative { properties.baselineRelativeArrangement = true }
    if hidden { properties.hidden = true }
    return ResolvedView(id: id, elementName: "stackView", kind: .stackView, range: nil, properties: properties,
                        subviews: arranged, constraints: constraints)
}

/// A label.
func label(_ id: String, _ text: String, pointSize: Double = 17, lines: Int = 1,
           hugging: (Double, Double)? = nil, compression: (Double, Double)? = nil) -> ResolvedView {
    var properties = ViewProperties()
    properties.text = text
    properties.font = FontDescription(pointSize: pointSize)
    properties.numberOfLines = lines
    if let hugging {
        properties.horizontalHuggingPriority = hugging.0
        properties.verticalHuggingPriority = hugging.1
    }
    if let compression {
        properties.horizontalCompressionResistancePriority = compression.0
        properties.verticalCompressionResistancePriority = compression.1
    }
    return ResolvedView(id: id, elementName: "label", kind: .label, range: nil, properties: properties)
}

/// A view of any kind with properties.
func view(_ id: String, kind: ViewKind = .view, properties: ViewProperties = ViewProperties(),
          constraints: [ResolvedConstraint] = [], subviews: [ResolvedView] = [],
          guides: [MarkupLayoutGuide] = []) -> ResolvedView {
    ResolvedView(id: id, elementName: kind.rawValue, kind: kind, range: nil, properties: properties,
                 subviews: subviews, constraints: constraints, layoutGuides: guides)
}

/// A constraint `first.attribute REL multiplier × second.attribute + constant @priority`.
func constraint(_ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                _ second: String? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, id: String? = nil,
                line: Int? = nil) -> ResolvedConstraint {
    let range = line.map { SourceRange(at: SourceLocation(line: $0, column: 5, offset: 0)) }
    return ResolvedConstraint(id: id, firstItem: first, firstAttribute: attribute, relation: relation,
                              secondItem: second, secondAttribute: second == nil ? nil : (secondAttribute ?? attribute),
                              multiplier: multiplier, constant: constant, priority: priority, range: range)
}

/// Constraints that place `id` at (x, y) inside `parent` and optionally fix its width and height.
func place(_ id: String, in parent: String, x: Double = 0, y: Double = 0, width: Double? = nil,
           height: Double? = nil) -> [ResolvedConstraint] {
    var result = [constraint(id, .leading, .equal, parent, .leading, constant: x),
                  constraint(id, .top, .equal, parent, .top, constant: y)]
    if let width { result.append(constraint(id, .width, constant: width)) }
    if let height { result.append(constraint(id, .height, constant: height)) }
    return result
}

/// A document with one component scene of the given canvas; `scale` 1000 makes the pixel grid negligible, so
/// frames can be compared with the spec's unsnapped arithmetic.
func document(_ root: ResolvedView, width: Double? = 400, height: Double? = 400, scale: Double = 1000,
              format: MarkupDocument.Format = .native, toolsVersion: Int? = nil,
              images: [ImageResource] = []) -> ResolvedDocument {
    let configuration = LayoutConfiguration(device: nil, orientation: nil,
                                            size: Size(width: width ?? 400, height: height ?? 400), scale: scale,
                                            traits: .unspecified, safeAreaInsets: .zero,
                                            rootLayoutMargins: .defaultMargins)
    let scene = ResolvedScene(id: "scene", name: nil, kind: .component(width: width, height: height), root: root,
                              range: nil, simulated: SimulatedMetrics(), canvasSize: nil)
    return ResolvedDocument(path: "test.layout.xml", format: format, toolsVersion: toolsVersion,
                            usesSafeAreas: true, configuration: configuration, images: images, scenes: [scene])
}

/// A screen document on a device-like canvas with a safe area and root margins.
func screenDocument(_ root: ResolvedView, size: Size, scale: Double = 1000, safeArea: EdgeInsets = .zero,
                    rootMargins: EdgeInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                    simulated: SimulatedMetrics = SimulatedMetrics()) -> ResolvedDocument {
    let configuration = LayoutConfiguration(device: nil, orientation: .portrait, size: size, scale: scale,
                                            traits: .unspecified, safeAreaInsets: safeArea,
                                            rootLayoutMargins: rootMargins)
    let scene = ResolvedScene(id: "scene", name: nil, kind: .screen, root: root, range: nil, simulated: simulated,
                              canvasSize: size)
    return ResolvedDocument(path: "test.layout.xml", format: .native, toolsVersion: nil, usesSafeAreas: true,
                            configuration: configuration, images: [], scenes: [scene])
}

/// A root container holding one stack, with the stack pinned at (0, 0) and optionally given a width and height.
func rootHolding(_ child: ResolvedView, width: Double? = nil, height: Double? = nil) -> ResolvedView {
    view("root", constraints: place(child.id, in: "root", width: width, height: height), subviews: [child])
}
