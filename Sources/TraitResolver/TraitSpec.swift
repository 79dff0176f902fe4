import LayoutModel

/// An explicit trait configuration, as given to `--traits`: size classes and optionally a canvas, a scale,
/// safe-area insets and root margins.
///
/// Syntax: comma-separated parts, in any order.
///
/// | part | meaning |
/// |---|---|
/// | `wC-hR`, `wR`, `hC`, `wA-hA` | size classes: C compact, R regular, A any; either may be left out |
/// | `wR-hC@1024x768`, `wC-hR@375x667@3x` | the same with a canvas size and a scale |
/// | `compact`, `regular`, `any` | a size class by word: the first is the width class, the second the height class |
/// | `widthClass=compact`, `heightClass=regular` | a size class by name (`any` or `unspecified` for neither) |
/// | `width=500`, `height=800`, `size=500x800` | the canvas in points |
/// | `scale=3` (also `3x`) | the pixel scale |
/// | `safeArea=44/0/34/0`, `margins=0/20` | insets as 1, 2 or 4 numbers (top leading bottom trailing), `/` or space between |
///
/// Examples: `wC-hR`, `wR-hC@1024x768`, `compact,regular,width=500,height=800`.
///
/// What the spec leaves out comes from the device it is combined with (`--device`), or else from Interface
/// Builder's generic canvas: 600×600 at @2x, no safe area, root margins 16 pt at the sides below 414 pt of width
/// and 20 pt from 414 pt.
public struct TraitSpec: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var safeAreaInsets: EdgeInsets?
    public var rootLayoutMargins: EdgeInsets?

    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, width: Double? = nil,
                height: Double? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil,
                rootLayoutMargins: EdgeInsets? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
    }

    /// The names `NAME=VALUE` parts may use.
    public static let knownNames = ["widthClass", "heightClass", "width", "height", "size", "scale", "safeArea",
                                    "margins"]

    /// Interface Builder's generic canvas (interface-builder.md §2).
    public static let genericCanvas = Size(width: 600, height: 600)

    /// The configuration the spec describes: its parts laid over `base` (a device's configuration), or over the
    /// generic canvas when there is no base. The device name and orientation of `base` are kept.
    public func configuration(over base: LayoutConfiguration?) -> LayoutConfiguration {
        let baseSize = base?.size ?? Self.genericCanvas
        let size = Size(width: width ?? baseSize.width, height: height ?? baseSize.height)
        let baseTraits = base?.traits ?? .unspecified
        let traits = TraitCollection(horizontal: horizontalSizeClass ?? baseTraits.horizontalSizeClass,
                                     vertical: verticalSizeClass ?? baseTraits.verticalSizeClass)
        let margins = rootLayoutMargins ?? base?.rootLayoutMargins ?? DeviceFileDecoder.defaultRootMargins(width: size.width)
        return LayoutConfiguration(device: base?.device, orientation: base?.orientation, size: size,
                                   scale: scale ?? base?.scale ?? 2, traits: traits,
                                   safeAreaInsets: safeAreaInsets ?? base?.safeAreaInsets ?? .zero,
                                   rootLayoutMargins: margins)
    }

    /// Parses a spec; the error names the 1-based column of the offending part.
    public static func parse(_ text: String) -> Result<TraitSpec, TraitSpecError> {
        var spec = TraitSpec()
        var positionalClasses = 0
        var column = 1
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        if text.allSatisfy({ $0 == " " }) {
            return .failure(TraitSpecError(spec: text, column: 1, message: "the trait spec is empty"))
        }
        for rawPart in parts {
            let leading = rawPart.prefix { $0 == " " }.count
            let part = rawPart.trimmingSpaces()
            let partColumn = column + leading
            column += rawPart.count + 1
            func fail(_ message: String) -> Result<TraitSpec, TraitSpecError> {
                .failure(TraitSpecError(spec: text, column: partColumn, message: message))
            }
            if part.isEmpty { return fail("empty part; parts are separated by single commas") }
            if let equals = part.firstIndex(of: "=") {
                let name = String(part[..<equals]).trimmingSpaces()
                let value = String(part[part.index(after: equals)...]).trimmingSpaces()
                if let message = spec.apply(name: name, value: value) { return fail(message) }
                continue
            }
            if let sizeClass = sizeClass(word: part) {
                positionalClasses += 1
                switch positionalClasses {
                case 1 where spec.horizontalSizeClass == nil: spec.horizontalSizeClass = sizeClass
                case 2 where spec.verticalSizeClass == nil: spec.verticalSizeClass = sizeClass
                default: return fail("too many size classes; give at most a width class and a height class")
                }
                continue
            }
            if let message = spec.applyShortForm(part) { return fail(message) }
        }
        return .success(spec)
    }

    /// Parses a size-class key such as `wC-hR` that names both classes, as the device file writes them.
    public static func parseSizeClassKey(_ text: String) -> TraitCollection? {
        var spec = TraitSpec()
        guard !text.contains("@"), spec.applyShortForm(text) == nil,
              let horizontal = spec.horizontalSizeClass, let vertical = spec.verticalSizeClass else { return nil }
        return TraitCollection(horizontal: horizontal, vertical: vertical)
    }

    // MARK: - Parts

    private static func sizeClass(word: String) -> SizeClass? {
        switch word.lowercased() {
        case "compact": .compact
        case "regular": .regular
        case "any", "unspecified": .unspecified
        default: nil
        }
    }

    private static func sizeClass(letter: Character) -> SizeClass? {
        switch letter {
        case "C", "c": .compact
        case "R", "r": .regular
        case "A", "a": .unspecified
        default: nil
        }
    }

    /// `wC-hR@375x667@3x` and its shorter forms; returns an error message or nil.
    private mutating func applyShortForm(_ part: String) -> String? {
        let pieces = part.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        let classes = pieces[0]
        if !classes.isEmpty {
            for component in classes.split(separator: "-", omittingEmptySubsequences: false) {
                guard component.count == 2, let axis = component.first?.lowercased(), axis == "w" || axis == "h",
                      let letter = component.last else {
                    return "unknown trait '\(component)'; write size classes as 'wC-hR' (C compact, R regular, A any)"
                        + Self.nameSuggestion(String(component))
                }
                guard let sizeClass = Self.sizeClass(letter: letter) else {
                    return "unknown size class '\(letter)' in '\(component)'; use C (compact), R (regular) or A (any)"
                }
                if axis == "w" {
                    guard horizontalSizeClass == nil else { return "the width class is given twice" }
                    horizontalSizeClass = sizeClass
                } else {
                    guard verticalSizeClass == nil else { return "the height class is given twice" }
                    verticalSizeClass = sizeClass
                }
            }
        }
        for piece in pieces.dropFirst() {
            let lowered = piece.lowercased()
            if lowered.hasSuffix("x"), let value = Self.positiveNumber(String(lowered.dropLast())) {
                guard scale == nil else { return "the scale is given twice" }
                scale = value
            } else if let message = apply(name: "size", value: piece) {
                return message
            }
        }
        if pieces.count == 1, classes.isEmpty { return "empty part" }
        return nil
    }

    /// `NAME=VALUE`; returns an error message or nil.
    private mutating func apply(name: String, value: String) -> String? {
        switch name {
        case "widthClass", "heightClass":
            guard let sizeClass = Self.sizeClass(word: value) else {
                return "unknown size class '\(value)' for '\(name)'; expected 'compact', 'regular' or 'any'"
            }
            if name == "widthClass" {
                guard horizontalSizeClass == nil else { return "the width class is given twice" }
                horizontalSizeClass = sizeClass
            } else {
                guard verticalSizeClass == nil else { return "the height class is given twice" }
                verticalSizeClass = sizeClass
            }
        case "width", "height":
            guard let number = Self.positiveNumber(value) else {
                return "expected a number greater than 0 for '\(name)', found '\(value)'"
            }
            if name == "width" {
                guard width == nil else { return "the width is given twice" }
                width = number
            } else {
                guard height == nil else { return "the height is given twice" }
                height = number
            }
        case "size":
            let numbers = value.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard numbers.count == 2, let w = Self.positiveNumber(String(numbers[0])),
                  let h = Self.positiveNumber(String(numbers[1])) else {
                return "expected a size such as '1024x768', found '\(value)'"
            }
            guard width == nil, height == nil else { return "the canvas size is given twice" }
            width = w
            height = h
        case "scale":
            let text = value.lowercased().hasSuffix("x") ? String(value.dropLast()) : value
            guard let number = Self.positiveNumber(text) else {
                return "expected a number greater than 0 for 'scale', found '\(value)'"
            }
            guard scale == nil else { return "the scale is given twice" }
            scale = number
        case "safeArea", "margins":
            guard let insets = Self.insets(value) else {
                return "expected 1, 2 or 4 numbers separated by '/' for '\(name)' (top leading bottom trailing), found '\(value)'"
            }
            if name == "safeArea" { safeAreaInsets = insets } else { rootLayoutMargins = insets }
        default:
            return "unknown trait '\(name)'; known: " + Self.knownNames.joined(separator: ", ")
                + Self.nameSuggestion(name)
        }
        return nil
    }

    private static func nameSuggestion(_ name: String) -> String {
        Suggestions.closest(to: name, in: knownNames).map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func positiveNumber(_ text: String) -> Double? {
        guard let value = finiteNumber(text), value > 0 else { return nil }
        return value
    }

    /// A plain decimal (`12`, `0.5`, `-3`): no exponent, no `inf`, no `nan`.
    private static func finiteNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func insets(_ text: String) -> EdgeInsets? {
        let values = text.split(whereSeparator: { $0 == "/" || $0 == " " }).map { finiteNumber(String($0)) }
        guard values.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        let numbers = values.compactMap { $0 }
        switch numbers.count {
        case 1: return EdgeInsets(all: numbers[0])
        case 2: return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[0], trailing: numbers[1])
        case 4: return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
        default: return nil
        }
    }
}

/// Why a trait spec could not be read.
public struct TraitSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole spec as given.
    public var spec: String
    /// The 1-based column (in characters) of the part at fault.
    public var column: Int
    public var message: String

    public init(spec: String, column: Int, message: String) {
        self.spec = spec
        self.column = column
        self.message = message
    }

    public var description: String { "invalid traits '\(spec)' at column \(column): \(message)" }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
