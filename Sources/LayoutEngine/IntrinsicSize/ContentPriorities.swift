import LayoutModel

/// Content hugging and compression resistance of a view, per axis.
struct ContentPriorities: Sendable, Hashable {
    var hugging: (horizontal: Double, vertical: Double)
    var compression: (horizontal: Double, vertical: Double)

    func hugging(_ axis: Axis) -> Double { axis == .horizontal ? hugging.horizontal : hugging.vertical }
    func compression(_ axis: Axis) -> Double { axis == .horizontal ? compression.horizontal : compression.vertical }

    static func == (lhs: ContentPriorities, rhs: ContentPriorities) -> Bool {
        lhs.hugging == rhs.hugging && lhs.compression == rhs.compression
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hugging.horizontal)
        hasher.combine(hugging.vertical)
        hasher.combine(compression.horizontal)
        hasher.combine(compression.vertical)
    }

    /// The priorities of a view: what the document writes, else the defaults.
    ///
    /// Interface Builder writes a priority only when it differs from 250 (hugging) and 750 (compression
    /// resistance), and writes the values its controls are created with (251 for labels and image views, 750 for
    /// switches), so an absent attribute in a storyboard or XIB means 250/750 (interface-builder.md §7). Native
    /// documents take the values Interface Builder creates each control with (uistackview.md §10).
    ///
    /// Read in place from the scene's table (`index`): a view handed to an initializer is a copy.
    static func of(_ index: Int, in table: SceneTable, format: MarkupDocument.Format) -> ContentPriorities {
        let defaults = format == .native
            ? Self.creationDefaults(table.views[index].resolved.kind)
            : (hugging: (horizontal: 250.0, vertical: 250.0), compression: (horizontal: 750.0, vertical: 750.0))
        let cap = Self.requiredContentPriority
        let horizontalHugging = table.views[index].resolved.properties.horizontalHuggingPriority
        let verticalHugging = table.views[index].resolved.properties.verticalHuggingPriority
        let horizontalCompression = table.views[index].resolved.properties.horizontalCompressionResistancePriority
        let verticalCompression = table.views[index].resolved.properties.verticalCompressionResistancePriority
        return ContentPriorities(
            hugging: (min(horizontalHugging ?? defaults.hugging.horizontal, cap),
                      min(verticalHugging ?? defaults.hugging.vertical, cap)),
            compression: (min(horizontalCompression ?? defaults.compression.horizontal, cap),
                          min(verticalCompression ?? defaults.compression.vertical, cap)))
    }

    /// Where a content priority of 1000 ranks: above every optional priority but below the required constraints
    /// of the document. A hugging or compression resistance of 1000 that contradicts a required constraint gives
    /// way to it: Interface Builder stores a button that hugs at 1000 around a 24-pt image, with a required width
    /// of 30, 30 wide.
    static let requiredContentPriority = 999.999

    /// The priorities Interface Builder gives a control it creates (uistackview.md §10).
    static func creationDefaults(_ kind: ViewKind)
        -> (hugging: (horizontal: Double, vertical: Double), compression: (horizontal: Double, vertical: Double))
    {
        let compression = (horizontal: 750.0, vertical: 750.0)
        switch kind {
        case .label, .imageView:
            return ((251, 251), compression)
        case .switch, .activityIndicatorView, .stepper:
            return ((750, 750), compression)
        case .progressView:
            return ((250, 750), compression)
        default:
            return ((250, 250), compression)
        }
    }
}
