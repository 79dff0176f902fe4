/// One grapheme cluster with its measured advance and its line-breaking behaviour.
struct MeasuredCluster {
    /// How the cluster takes part in line breaking (a small subset of UAX #14).
    enum BreakKind: Equatable {
        /// Ordinary text: no break on either side, unless a neighbour allows one.
        case normal
        /// A breaking space: hangs at the end of a line; a line may break after it.
        case space
        /// A mandatory break (newline, line or paragraph separator); not drawn.
        case hardBreak
        /// Hyphens, en dashes, zero-width space: a line may break after it.
        case breakAfter
        /// Em dash: a line may break before and after it.
        case breakAround
        /// Ideographs, kana, Hangul, emoji: a line may break before and after it.
        case ideographic
        /// Opening punctuation: never ends a line.
        case open
        /// Closing punctuation and small kana: never starts a line.
        case close
    }

    var character: Character
    /// Width in points, including tracking and the kerning between scalars inside the cluster.
    var advance: Double
    /// Kerning in points between this cluster and the next, applied when both sit on the same line.
    var kernAfter: Double = 0
    var breakKind: BreakKind
    /// Whether the cluster starts with a decimal digit (a hyphen does not break before a number).
    var isDigit = false
}

/// Turns a text into measured clusters for one font (text-metrics.md §4.1, §8.2).
struct ClusterBuilder {
    let font: FontSpec
    let profile: TextMeasurer.Profile

    func clusters(of text: String) -> [MeasuredCluster] {
        switch profile {
        case .system:
            return systemClusters(of: text)
        case let .fixed(advance, _, _):
            return text.map { character in
                let kind = Self.breakKind(of: character, scriptClass: nil)
                return MeasuredCluster(character: character, advance: kind == .hardBreak ? 0 : advance * font.size,
                                       breakKind: kind, isDigit: character.isWholeNumber)
            }
        }
    }

    /// The system font: Inter blended into Inter Display by optical size, with the per-character corrections, times
    /// the weight factor, plus SF's tracking per glyph drawn with the system font; fallback widths for CJK, Hangul,
    /// emoji and unknown characters.
    private func systemClusters(of text: String) -> [MeasuredCluster] {
        let table = MetricsTable.shared
        let pt = font.size
        let share = SystemFontModel.displayShare(pointSize: pt)
        let textFace = share < 1 ? table.face(named: MetricsTable.faceName(weight: font.weight, italic: font.italic,
                                                                            display: false)) : nil
        let displayFace = share > 0 ? table.face(named: MetricsTable.faceName(weight: font.weight, italic: font.italic,
                                                                               display: true)) : nil
        let scale = pt * SystemFontModel.weightFactor(font.weight)
        let track = Tracking.points(atSize: pt)

        /// Blends a quantity measured in each face's units into points.
        func points(_ measure: (FaceMetrics) -> Double) -> Double {
            var em = 0.0
            if let face = textFace { em += (1 - share) * measure(face) / face.unitsPerEm }
            if let face = displayFace { em += share * measure(face) / face.unitsPerEm }
            return em * scale
        }

        var result: [MeasuredCluster] = []
        result.reserveCapacity(text.count)
        var previous: CharacterMap.Entry?   // the last table character, while kerning can still reach it
        var previousSide = BoundarySide.none
        let boundarySpace = SystemFontModel.cjkBoundaryEm * pt
        for character in text {
            if ScriptClassifier.isEmoji(character) {
                result.append(MeasuredCluster(character: character, advance: pt + SystemFontModel.emojiExtra,
                                              breakKind: .ideographic))
                previous = nil
                previousSide = .none
                continue
            }
            var advance = 0.0
            var firstClass: ScriptClass?
            var kernBefore = 0.0
            var startsCluster = true
            for original in character.unicodeScalars {
                let scalar: Unicode.Scalar = original == "\t" ? " " : original
                let entry = table.characters.entry(for: scalar)
                let scriptClass = ScriptClassifier.classify(scalar, inTable: entry != nil)
                if scriptClass != .zeroWidth, firstClass == nil { firstClass = scriptClass }
                switch scriptClass {
                case .table:
                    guard let entry else { break }
                    advance += points { $0.advance(entry) } * (1 + SystemFontModel.correction(entry)) + track
                    if let left = previous {
                        let kern = points { $0.kern(left, entry) }
                        if startsCluster { kernBefore = kern } else { advance += kern }
                    }
                    previous = entry
                case .zeroWidth:
                    continue
                case .lineSeparator:
                    previous = nil
                case .cjk:
                    advance += SystemFontModel.cjkEm * pt
                    previous = nil
                case .halfWidth:
                    advance += SystemFontModel.halfWidthEm * pt
                    previous = nil
                case .hangul:
                    advance += SystemFontModel.hangulEm * pt
                    previous = nil
                case .unknown:
                    advance += SystemFontModel.unknownEm * pt
                    previous = nil
                }
                startsCluster = false
            }
            if firstClass == nil { previous = nil }   // a cluster of only invisible characters stops kerning
            if kernBefore != 0, !result.isEmpty { result[result.count - 1].kernAfter += kernBefore }
            let kind = Self.breakKind(of: character, scriptClass: firstClass)
            let side = BoundarySide(firstClass, kind)
            if side != previousSide, side != .none, previousSide != .none, !result.isEmpty {
                // CJK meets a system-font character: the ideograph–alphanumeric space (SystemFontModel.cjkBoundaryEm),
                // kept only when both sit on the same line, like kerning.
                result[result.count - 1].kernAfter += boundarySpace
            }
            previousSide = side
            result.append(MeasuredCluster(character: character, advance: kind == .hardBreak ? 0 : advance,
                                          breakKind: kind, isDigit: character.isWholeNumber))
        }
        return result
    }

    /// Which side of a CJK–alphanumeric boundary a cluster is on: a character of the CJK fallback font, a visible
    /// character drawn with the system font (letters, digits, symbols, punctuation, other scripts), or neither
    /// (spaces, breaks, invisible clusters, emoji).
    enum BoundarySide {
        case cjk, alphanumeric, none

        init(_ scriptClass: ScriptClass?, _ kind: MeasuredCluster.BreakKind) {
            switch scriptClass {
            case _ where kind == .space || kind == .hardBreak:
                self = .none
            case .cjk?, .halfWidth?:
                self = .cjk
            case .table?, .unknown?:
                self = .alphanumeric
            default:
                self = .none
            }
        }
    }

    /// The line-breaking behaviour of a cluster; `scriptClass` is its first visible scalar's class when known.
    static func breakKind(of character: Character, scriptClass: ScriptClass?) -> MeasuredCluster.BreakKind {
        guard let scalar = character.unicodeScalars.first else { return .normal }
        if character == "\r\n" { return .hardBreak }
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            return .hardBreak
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            return .space
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x200B, 0xAD:
            return .breakAfter
        case 0x2014:
            return .breakAround
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0xFF08, 0xFF3B, 0xFF5B, 0x300C, 0x300E, 0x3010, 0x3014, 0x3008,
             0x300A, 0x3016, 0x3018, 0x301A:
            return .open
        case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B, 0x25, 0x2019, 0x201D, 0x2026, 0x3001, 0x3002,
             0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF09, 0xFF3D, 0xFF5D, 0x300D, 0x300F, 0x3011,
             0x3015, 0x3009, 0x300B, 0x3017, 0x3019, 0x301B, 0x30FB, 0x30FC, 0x3005, 0x303B, 0x3041, 0x3043,
             0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7,
             0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            return .close
        default:
            break
        }
        if ScriptClassifier.isEmoji(character) { return .ideographic }
        switch scriptClass ?? ScriptClassifier.classify(scalar, inTable: false) {
        case .cjk, .hangul, .halfWidth:
            return .ideographic
        default:
            return .normal
        }
    }
}
