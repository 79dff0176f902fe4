import LayoutModel

/// Reads `<variation key=…>` elements of views: attribute overrides (axis, spacing, hidden, fonts, margins, …) and
/// `<mask key="subviews|constraints">` include/exclude lists (interface-builder.md §10). Which variations apply to a
/// configuration is the TraitResolver's business; the reader keeps them all, in document order.
enum IBVariationReader {
    /// The variation's key, or nil with a warning when it cannot be read.
    static func key(_ element: XMLElement, context: inout IBReadContext) -> VariationKey? {
        guard let written = element.attribute("key") else {
            context.emit(InterfaceBuilderDiagnostics.invalidVariationKey("", reason: "the key is missing",
                                                                         at: element.location))
            return nil
        }
        switch VariationKey.parse(written.value) {
        case .success(let key):
            return key
        case .failure(let error):
            context.emit(InterfaceBuilderDiagnostics.invalidVariationKey(written.value, reason: reason(error),
                                                                         at: written.valueRange.start))
            return nil
        }
    }

    /// A view's variation: its key, the attributes it overrides and its masks.
    static func variation(_ element: XMLElement, viewKind: ViewKind,
                          context: inout IBReadContext) -> ViewVariation? {
        guard let key = key(element, context: &context) else { return nil }
        var variation = ViewVariation(
            key: key, range: element.range,
            properties: IBPropertyReader.properties(of: element, kind: viewKind, isBase: false,
                                                    context: &context))
        for mask in element.children where mask.name == "mask" {
            let target: MaskEntry.Target
            switch mask["key"] {
            case "subviews": target = .subviews
            case "constraints": target = .constraints
            default:
                context.emit(InterfaceBuilderDiagnostics.unknownMaskKey(mask["key"] ?? "", at: mask.location))
                continue
            }
            for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                guard let reference = entry["reference"], !reference.isEmpty else {
                    context.emit(InterfaceBuilderDiagnostics.missingMaskReference(at: entry.location))
                    continue
                }
                variation.mask.append(MaskEntry(target: target, reference: reference,
                                                included: entry.name == "include", range: entry.range))
            }
        }
        return variation
    }

    private static func reason(_ error: VariationKeyError) -> String {
        switch error {
        case .malformedComponent(let component):
            return "'\(component)' is not of the form 'widthClass=compact'"
        case .unknownTrait(let name):
            return "'\(name)' is not a size-class trait (widthClass or heightClass)"
        case .unknownSizeClass(let name, let value):
            return "'\(value)' is not a size class of '\(name)' (compact or regular)"
        case .repeatedComponent(let name):
            return "'\(name)' appears twice"
        }
    }
}
