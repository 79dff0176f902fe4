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
            // Pre-order, in document order: each level's sibling array and the next sibling to visit (the views
            // are read in place, not copied onto a stack).
            var levels: [(siblings: [MarkupView], next: Int)] = [([scene.root], 0)]
            while let top = levels.indices.last {
                let index = levels[top].next
                let siblings = levels[top].siblings
                guard index < siblings.count else {
                    levels.removeLast()
                    continue
                }
                levels[top].next = index + 1
                views += 1
                if views > limits.maxViews && !reportedViews {
                    sink.emit(MarkupDiagnostics.tooManyViews(limit: limits.maxViews, at: siblings[index].range?.start))
                    reportedViews = true
                }
                // Counts are read in place; a list is bound only where it is used (binding retains it).
                let subviewCount = siblings[index].subviews.count
                if subviewCount > limits.maxSubviewsPerView {
                    let first = siblings[index].subviews[limits.maxSubviewsPerView]
                    sink.emit(MarkupDiagnostics.tooManySubviews(view: siblings[index].id, limit: limits.maxSubviewsPerView,
                                                                at: first.range?.start ?? siblings[index].range?.start))
                }
                let constraintCount = siblings[index].constraints.count
                constraints += constraintCount
                if constraints > limits.maxConstraints && !reportedConstraints {
                    let over = constraintCount - (constraints - limits.maxConstraints)
                    let constraint = siblings[index].constraints[max(0, min(over, constraintCount - 1))]
                    sink.emit(MarkupDiagnostics.tooManyConstraints(
                        limit: limits.maxConstraints, at: constraint.range?.start ?? siblings[index].range?.start))
                    reportedConstraints = true
                }
                checkText(of: siblings, at: index, limit: limits.maxTextLength, into: &sink)
                // In place: `siblings[index].subviews` copied the whole view first.
                if subviewCount > 0 { levels.append((siblings.withElement(at: index) { $0.subviews }, 0)) }
            }
        }
    }

    /// One error per view whose text, title, placeholder or segment titles, in the base or in a variation, are
    /// longer than `limit` characters (the first such text, in that order, is named).
    private static func checkText(of views: [MarkupView], at index: Int, limit: Int, into sink: inout DiagnosticSink) {
        // The view is read in place (`views[index].field`): passing it whole would copy it. Most views set no text
        // at all (no out-of-line field) and have no variations.
        guard views[index].properties.hasContentFields || !views[index].variations.isEmpty else { return }
        var longest = length(overLimit: limit, text: views[index].properties.text,
                             placeholder: views[index].properties.placeholder,
                             segments: views[index].properties.segments)
        for variation in views[index].variations where longest == nil {
            longest = length(overLimit: limit, text: variation.properties.text,
                             placeholder: variation.properties.placeholder, segments: variation.properties.segments)
        }
        guard let longest else { return }
        sink.emit(MarkupDiagnostics.textTooLong(view: views[index].id, length: longest, limit: limit,
                                                at: views[index].range?.start))
    }

    /// The length in characters of the first of a view's texts (text, placeholder, segment titles) longer than
    /// `limit`, without building a list of them: most views have none. (The texts are passed, not the properties:
    /// properties read out of a list for a call were copied.)
    private static func length(overLimit limit: Int, text: String?, placeholder: String?,
                               segments: [String]?) -> Int? {
        // A Character is at least one UTF-8 byte: most texts are decided without counting characters.
        func over(_ text: String?) -> Int? {
            guard let text, text.utf8.count > limit else { return nil }
            let count = text.count
            return count > limit ? count : nil
        }
        if let length = over(text) ?? over(placeholder) { return length }
        for segment in segments ?? [] {
            if let length = over(segment) { return length }
        }
        return nil
    }
}
