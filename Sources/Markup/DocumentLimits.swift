import LayoutModel

/// The limits checked on a document once it has been read (robustness.md §4.5): views, subviews per view,
/// constraints and text length. The XML-level limits (bytes, depth, attributes, elements) are ``XMLPreflight``'s and ``XMLLoader``'s.
///
/// Both readers produce ``MarkupDocument``s, so one check covers native and Interface Builder input. The walk uses
/// an explicit stack, not recursion.
enum DocumentLimits {
    static func check(_ document: MarkupDocument, limits: MarkupLimits, into sink: inout DiagnosticSink) {
        var views = 0
        var constraints = 0
        var reportedViews = false
        var reportedConstraints = false
        for scene in document.scenes {
            var pending: [MarkupView] = [scene.root]
            while let view = pending.popLast() {
                views += 1
                if views > limits.maxViews && !reportedViews {
                    sink.emit(MarkupDiagnostics.tooManyViews(limit: limits.maxViews, at: view.range?.start))
                    reportedViews = true
                }
                if view.subviews.count > limits.maxSubviewsPerView {
                    let first = view.subviews[limits.maxSubviewsPerView]
                    sink.emit(MarkupDiagnostics.tooManySubviews(view: view.id, limit: limits.maxSubviewsPerView,
                                                                at: first.range?.start ?? view.range?.start))
                }
                constraints += view.constraints.count
                if constraints > limits.maxConstraints && !reportedConstraints {
                    let index = view.constraints.count - (constraints - limits.maxConstraints)
                    let constraint = view.constraints[max(0, min(index, view.constraints.count - 1))]
                    sink.emit(MarkupDiagnostics.tooManyConstraints(
                        limit: limits.maxConstraints, at: constraint.range?.start ?? view.range?.start))
                    reportedConstraints = true
                }
                checkText(of: view, limit: limits.maxTextLength, into: &sink)
                // Reversed, so that views are visited (and the first one over the limit found) in document order.
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// One error per view whose text, title, placeholder or segment titles, in the base or in a variation, are
    /// longer than `limit` characters.
    private static func checkText(of view: MarkupView, limit: Int, into sink: inout DiagnosticSink) {
        var texts = strings(in: view.properties)
        for variation in view.variations { texts += strings(in: variation.properties) }
        // A Character is at least one UTF-8 byte: most texts are decided without counting characters.
        guard let longest = texts.first(where: { $0.utf8.count > limit && $0.count > limit }) else { return }
        sink.emit(MarkupDiagnostics.textTooLong(view: view.id, length: longest.count, limit: limit,
                                                at: view.range?.start))
    }

    private static func strings(in properties: ViewProperties) -> [String] {
        [properties.text, properties.placeholder].compactMap { $0 } + (properties.segments ?? [])
    }
}
