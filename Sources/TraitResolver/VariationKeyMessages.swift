import LayoutModel

extension TraitResolver {
    /// A message for a variation key that could not be read, for readers to report at the key, for example
    /// `unknown trait 'widthClas' in variation key; known traits: widthClass, heightClass`.
    public static func describe(_ error: VariationKeyError) -> String {
        let known = VariationKey.knownComponents.joined(separator: ", ")
        switch error {
        case .malformedComponent(let component):
            return "malformed variation key component '\(component)'; expected 'default' or components such as "
                + "'widthClass=compact' joined by '-'"
        case .unknownTrait(let name):
            return "unknown trait '\(name)' in variation key; known traits: \(known)"
        case .unknownSizeClass(let name, let value):
            return "unknown size class '\(value)' for '\(name)'; expected 'compact' or 'regular'"
        case .repeatedComponent(let name):
            return "'\(name)' appears twice in variation key"
        }
    }

    /// The closest correct spelling for the part of a key that is wrong, if there is a plausible one.
    public static func suggestion(for error: VariationKeyError) -> String? {
        switch error {
        case .unknownTrait(let name):
            return Suggestions.closest(to: name, in: VariationKey.knownComponents)
        case .unknownSizeClass(_, let value):
            return Suggestions.closest(to: value, in: ["compact", "regular"])
        case .malformedComponent(let component):
            // `widthClass:compact`, `widthClass compact`: the name is right, the separator is not.
            return VariationKey.knownComponents.first { component.hasPrefix($0) && component.count > $0.count }
                .map { $0 + "=" + component.dropFirst($0.count + 1) }
        case .repeatedComponent:
            return nil
        }
    }

    /// The error diagnostic a reader emits for a bad variation key, with a did-you-mean note when one fits.
    public static func diagnostic(for error: VariationKeyError, path: String?, at location: SourceLocation?) -> Diagnostic {
        var notes: [Diagnostic] = []
        if let suggestion = suggestion(for: error) {
            notes.append(.note("did you mean '\(suggestion)'?", path: path, at: location))
        }
        return Diagnostic(.error, id: ResolverDiagnosticID.invalidVariationKey, describe(error), path: path,
                          at: location, notes: notes)
    }
}
