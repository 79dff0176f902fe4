import LayoutModel

/// Which variations of one element apply, in which order, and where two of them contradict each other.
///
/// Steps (interface-builder.md §10, dialect "variation"):
/// 1. A variation applies when every size class its key names is the current one; keys naming other traits
///    (`device=…`, `userInterfaceIdiom=…`) never apply.
/// 2. Applying variations go from least to most specific (`default`, then one-class keys, then two-class keys);
///    among equally specific ones, document order.
/// 3. Two applying variations with different keys and the same specificity (only `widthClass=…` and
///    `heightClass=…` can both apply) that set one attribute to different values are ambiguous: the result would
///    depend on their order in the file. That is an error at the later one with a note at the earlier one
///    (a warning for Interface Builder files, which Xcode wrote and which must still lay out; the later wins).
enum VariationMatcher {
    /// Indices of the keys that match `traits`, least specific first, document order among equals.
    static func applyingIndices(of keys: [VariationKey], for traits: TraitCollection) -> [Int] {
        keys.indices.filter { keys[$0].matches(traits) }
            .sorted { (keys[$0].specificity, $0) < (keys[$1].specificity, $1) }
    }
}

/// A setting made by a variation (or an element's base, specificity -1) that may collide with another.
struct VariationSetting {
    var key: VariationKey
    var range: SourceRange?
    var specificity: Int
    /// Position in the document among the element's settings, to tell which one comes later.
    var order: Int
}

/// How one subview or constraint is installed after a view's masks: the deciding entry.
struct MaskDecision {
    var included: Bool
    var setting: VariationSetting
}

/// Collects the resolver's diagnostics for one document.
struct ResolutionReporter {
    let path: String
    let traits: TraitCollection
    /// `.error` for native documents, `.warning` for Interface Builder ones.
    let conflictSeverity: DiagnosticSeverity
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, traits: TraitCollection, conflictSeverity: DiagnosticSeverity) {
        self.path = path
        self.traits = traits
        self.conflictSeverity = conflictSeverity
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports that `later` and `earlier` set `attribute` differently; nothing when they cannot conflict
    /// (different specificity, or the same key, which ``duplicateKeys(_:)`` reports).
    mutating func conflict(attribute: String, subject: String, later: VariationSetting, laterValue: String,
                           earlier: VariationSetting, earlierValue: String) {
        guard later.specificity == earlier.specificity, later.key != earlier.key else { return }
        let (second, secondValue, first, firstValue) = later.order >= earlier.order
            ? (later, laterValue, earlier, earlierValue) : (earlier, earlierValue, later, laterValue)
        let firstLine = first.range.map { " at line \($0.start.line)" } ?? ""
        let message = "variations '\(second.key)' and '\(first.key)' both apply to \(traits) and set '\(attribute)' of "
            + "\(subject) to different values ('\(secondValue)' and '\(firstValue)'); make one of them more specific"
        let note = Diagnostic.note("variation '\(first.key)'\(firstLine) sets '\(attribute)' to '\(firstValue)'",
                                   path: path, at: first.range?.start)
        emit(Diagnostic(conflictSeverity, id: ResolverDiagnosticID.ambiguousVariation, message, path: path,
                        at: second.range?.start, notes: [note]))
    }

    /// Warns about applying variations of one element that share a key: the later one wins.
    mutating func duplicateKeys(_ settings: [VariationSetting]) {
        for (position, setting) in settings.enumerated() {
            guard let earlier = settings[..<position].first(where: { $0.key == setting.key && $0.specificity >= 0 })
            else { continue }
            let line = earlier.range.map { " at line \($0.start.line)" } ?? ""
            emit(Diagnostic(.warning, id: ResolverDiagnosticID.duplicateVariation,
                            "variation '\(setting.key)' repeats the one\(line); the later one wins",
                            path: path, at: setting.range?.start))
        }
    }
}
