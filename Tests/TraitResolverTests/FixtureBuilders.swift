import LayoutModel
@testable import TraitResolver

/// Small builders for documents written in Swift, so each test shows only what it is about.
enum Fixture {
    static let path = "fixture.layout.xml"

    /// A position at a line, for ranges that diagnostics point at.
    static func at(_ line: Int, column: Int = 1) -> SourceRange {
        SourceRange(at: SourceLocation(line: line, column: column, offset: 0))
    }

    static func key(_ text: String) -> VariationKey {
        guard case .success(let key) = VariationKey.parse(text) else { fatalError("bad key in a fixture: \(text)") }
        return key
    }

    static func variation(_ key: String, line: Int = 0, mask: [MaskEntry] = [],
                          _ edit: (inout ViewProperties) -> Void = { _ in }) -> ViewVariation {
        var properties = ViewProperties()
        edit(&properties)
        return ViewVariation(key: self.key(key), range: line > 0 ? at(line) : nil, properties: properties, mask: mask)
    }

    static func view(_ id: String, _ kind: ViewKind = .view, line: Int = 0,
                     _ edit: (inout ViewProperties) -> Void = { _ in },
                     variations: [ViewVariation] = [], subviews: [MarkupView] = [],
                     constraints: [MarkupConstraint] = [], guides: [MarkupLayoutGuide] = []) -> MarkupView {
        var properties = ViewProperties()
        edit(&properties)
        return MarkupView(id: id, kind: kind, range: line > 0 ? at(line) : nil, properties: properties,
                          variations: variations, subviews: subviews, constraints: constraints, layoutGuides: guides)
    }

    static func constraint(_ id: String?, _ first: String, _ attribute: LayoutAttribute = .height,
                           to second: String? = nil, _ secondAttribute: LayoutAttribute? = nil, constant: Double = 0,
                           installed: Bool = true, line: Int = 0,
                           variations: [ConstraintVariation] = []) -> MarkupConstraint {
        MarkupConstraint(id: id, firstItem: first, firstAttribute: attribute, secondItem: second,
                         secondAttribute: second == nil ? nil : (secondAttribute ?? attribute), constant: constant,
                         installed: installed, variations: variations, range: line > 0 ? at(line) : nil)
    }

    static func document(_ roots: [MarkupView], format: MarkupDocument.Format = .native,
                         device: DocumentDevice? = nil, toolsVersion: Int? = nil) -> MarkupDocument {
        MarkupDocument(path: path, format: format, device: device, toolsVersion: toolsVersion,
                       scenes: roots.map { MarkupScene(id: "scene-" + $0.id, kind: .screen, root: $0) })
    }

    static func configuration(_ traits: TraitCollection, size: Size = Size(width: 375, height: 667)) -> LayoutConfiguration {
        LayoutConfiguration(device: nil, orientation: nil, size: size, scale: 2, traits: traits, safeAreaInsets: .zero,
                            rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    static let wChR = TraitCollection(horizontal: .compact, vertical: .regular)
    static let wChC = TraitCollection(horizontal: .compact, vertical: .compact)
    static let wRhC = TraitCollection(horizontal: .regular, vertical: .compact)
    static let wRhR = TraitCollection(horizontal: .regular, vertical: .regular)

    /// Resolves a single-scene document and returns its root with the diagnostics.
    static func resolve(_ root: MarkupView, for traits: TraitCollection,
                        format: MarkupDocument.Format = .native) -> (ResolvedView, [Diagnostic]) {
        let (resolved, diagnostics) = TraitResolver.resolve(document([root], format: format), for: configuration(traits))
        return (resolved.scenes[0].root, diagnostics)
    }
}

extension ResolvedView {
    /// The first view with an id in this subtree, searched with an explicit stack.
    func find(_ id: String) -> ResolvedView? {
        var stack = [self]
        while let view = stack.popLast() {
            if view.id == id { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Every constraint in this subtree, in pre-order of their owners.
    var allConstraints: [ResolvedConstraint] {
        var result: [ResolvedConstraint] = []
        var stack = [self]
        while let view = stack.popLast() {
            result += view.constraints
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
