/// The value numbers (``XMLElement/valueID(of:)-(XMLName)``) of the attributes the reader asks every view element
/// (or `<variation>`) for, found in one pass over the element's attributes instead of one search per name. Nil
/// means the attribute is absent. Reading them back goes through ``IBReadContext`` as before, in the same order,
/// so warnings and their positions do not change.
struct IBViewAttributes {
    /// Which field an attribute name fills; ``IBNames/viewSlots`` maps the document's name numbers to these.
    enum Slot: UInt8 {
        case none, id, customClass, misplaced, ambiguous, fixedFrame, translatesAutoresizingMaskIntoConstraints
        case hidden, horizontalHuggingPriority, verticalHuggingPriority
        case horizontalCompressionResistancePriority, verticalCompressionResistancePriority
        case preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea
        case placeholderIntrinsicWidth, placeholderIntrinsicHeight
    }

    var id, customClass, misplaced, ambiguous, fixedFrame, translatesAutoresizingMaskIntoConstraints: Int?
    var hidden, horizontalHuggingPriority, verticalHuggingPriority: Int?
    var horizontalCompressionResistancePriority, verticalCompressionResistancePriority: Int?
    var preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea: Int?
    var placeholderIntrinsicWidth, placeholderIntrinsicHeight: Int?

    init(_ element: XMLElement, names: IBNames) {
        let slots = names.viewSlots
        for index in element.attributeIndices {
            let (name, value) = element.attributeIDs(atIndex: index)
            guard name < slots.count, let slot = Slot(rawValue: slots[name]) else { continue }
            switch slot {
            case .none: break
            case .id: id = value
            case .customClass: customClass = value
            case .misplaced: misplaced = value
            case .ambiguous: ambiguous = value
            case .fixedFrame: fixedFrame = value
            case .translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints = value
            case .hidden: hidden = value
            case .horizontalHuggingPriority: horizontalHuggingPriority = value
            case .verticalHuggingPriority: verticalHuggingPriority = value
            case .horizontalCompressionResistancePriority: horizontalCompressionResistancePriority = value
            case .verticalCompressionResistancePriority: verticalCompressionResistancePriority = value
            case .preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins = value
            case .insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea = value
            case .placeholderIntrinsicWidth: placeholderIntrinsicWidth = value
            case .placeholderIntrinsicHeight: placeholderIntrinsicHeight = value
            }
        }
    }

    /// By the name numbers of `root`'s document, the ``Slot`` each name fills (`Slot.none` for the others).
    static func slots(in root: XMLElement) -> [UInt8] {
        var slots = [UInt8](repeating: Slot.none.rawValue, count: root.documentNameCount)
        let named: [(String, Slot)] = [
            ("id", .id), ("customClass", .customClass), ("misplaced", .misplaced), ("ambiguous", .ambiguous),
            ("fixedFrame", .fixedFrame),
            ("translatesAutoresizingMaskIntoConstraints", .translatesAutoresizingMaskIntoConstraints),
            ("hidden", .hidden), ("horizontalHuggingPriority", .horizontalHuggingPriority),
            ("verticalHuggingPriority", .verticalHuggingPriority),
            ("horizontalCompressionResistancePriority", .horizontalCompressionResistancePriority),
            ("verticalCompressionResistancePriority", .verticalCompressionResistancePriority),
            ("preservesSuperviewLayoutMargins", .preservesSuperviewLayoutMargins),
            ("insetsLayoutMarginsFromSafeArea", .insetsLayoutMarginsFromSafeArea),
            ("placeholderIntrinsicWidth", .placeholderIntrinsicWidth),
            ("placeholderIntrinsicHeight", .placeholderIntrinsicHeight),
        ]
        for (name, slot) in named {
            let id = Int(root.resolve(name).id)
            if id < slots.count { slots[id] = slot.rawValue }
        }
        return slots
    }
}
