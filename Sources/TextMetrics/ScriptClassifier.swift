/// How the width model treats a character (text-metrics.md §4.2, §4.7).
enum ScriptClass: Equatable {
    /// Drawn with the system font, measured from the Inter table (advance, kerning, tracking).
    case table
    /// A CJK ideograph, kana or full-width form (drawn by a CJK fallback font).
    case cjk
    /// A half-width form (U+FF61–FFDC).
    case halfWidth
    /// A Hangul syllable or jamo.
    case hangul
    /// Takes no space: combining marks, format characters, variation selectors, joiners.
    case zeroWidth
    /// Forces a line break.
    case lineSeparator
    /// Anything else: a character the table lacks, drawn by some fallback font.
    case unknown
}

extension ScriptClass {
    /// Drawn by the CJK fallback font (Chinese or Japanese): ideographs, kana, full- and half-width forms.
    var usesCJKFont: Bool {
        self == .cjk || self == .halfWidth
    }
}

enum ScriptClassifier {
    /// Whether a grapheme cluster is drawn as one emoji glyph: an emoji-presentation character, an emoji followed
    /// by U+FE0F or a keycap, an emoji modifier or ZWJ sequence, a flag, or a pictograph of U+2600–27BF or U+1F000
    /// and above.
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        let props = first.properties
        guard props.isEmoji else { return false }
        if props.isEmojiPresentation { return true }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
            || (0x1F3FB...0x1F3FF).contains($0.value) }) {
            return true
        }
        // Text-default pictographs (☀, ❤, ✈, …) still come from the emoji font on iOS; digits, "#" and "*" do not.
        return (0x2600...0x27BF).contains(first.value) || first.value >= 0x1F000
    }

    /// Whether `text` has a character that the CJK fallback font draws (an ideograph, kana, or a full- or
    /// half-width form), which sets the line box (`SystemFontModel.cjkMetrics`).
    static func containsCJK(_ text: String) -> Bool {
        let characters = MetricsTable.shared.characters
        return text.unicodeScalars.contains { scalar in
            guard scalar.value >= 0x2E80, characters.entry(for: scalar) == nil else { return false }
            return classify(scalar, inTable: false).usesCJKFont
        }
    }

    /// The class of a scalar that is not part of an emoji cluster.
    static func classify(_ scalar: Unicode.Scalar, inTable: Bool) -> ScriptClass {
        let v = scalar.value
        switch v {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            return .lineSeparator
        case 0xFE00...0xFE0F, 0x200B...0x200F, 0x2060...0x2064, 0xE0100...0xE01EF:
            return .zeroWidth
        default:
            break
        }
        if inTable { return .table }
        switch v {
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F:
            return .hangul
        case 0xFF61...0xFFDC:
            return .halfWidth
        case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x2FFFF:
            return .cjk
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return .zeroWidth
        default:
            return .unknown
        }
    }
}
