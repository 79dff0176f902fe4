import LayoutModel

/// The layout stage's diagnostics catalog. Ids: `layout.conflict`, `layout.negativeSize`, `layout.nonFinite`,
/// `layout.solverFailure`, `layout.unknownFont`, `layout.invalidConstraint` (emitted while building,
/// `DocumentConstraints.swift`).
enum LayoutDiagnostics {
    /// A broken required constraint: an error (or a warning, by option) at the broken constraint, with a note at
    /// every constraint of the conflict, in the order they were added.
    static func conflicts(_ solution: Solution, set: ConstraintSet, model: SceneModel,
                          options: LayoutOptions) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let path = model.document.path
        for conflict in solution.conflicts {
            let broken = set.constraints[conflict.broken].source
            var notes: [Diagnostic] = []
            for member in conflict.members {
                notes.append(.note("\(Self.describe(member)) is part of the conflict", path: path,
                                   at: member.range?.start))
            }
            let others = max(conflict.members.count - 1, 0)
            let message = "unable to satisfy constraints: \(Self.describe(broken)) "
                + "conflicts with \(others) other\(others == 1 ? "" : "s"); it is broken"
            result.append(Diagnostic(options.conflictSeverity, id: "layout.conflict", message, path: path,
                                     at: broken.range?.start, notes: notes))
        }
        if let failure = solution.failure {
            result.append(Diagnostic(.error, id: "layout.solverFailure",
                                     "layout solver did not converge for scene '\(model.scene.id)' (\(failure))",
                                     path: path, at: model.scene.range?.start))
        }
        return result
    }

    /// `'stack.spacing' of 'rows'`, or just `'constraint'` for a document constraint without an id (its
    /// position says which one).
    static func describe(_ source: ConstraintSource) -> String {
        source.elementID.map { "'\(source.rule)' of '\($0)'" } ?? "'\(source.rule)'"
    }

    /// Negative or non-finite sizes. Negative sizes stay in the frames (UIKit's constraints allow them,
    /// uistackview.md §2.3); the SVG clamps them to 0.
    ///
    /// A negative length is reported where it starts: at a view whose superview is not negative on that axis. The
    /// views inside it that are negative on the same axis follow from it (a stack shares out what it has), so they
    /// are counted in its warning rather than warned about one by one.
    static func sizeWarnings(_ model: SceneModel, rects: [Rect]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let path = model.document.path
        let negative = { (length: Double) in length < -0.0005 }
        // Per axis and view: the view whose warning covers it (itself when the negative length starts there).
        var origins: [[Int?]] = [[Int?]](repeating: [Int?](repeating: nil, count: rects.count), count: 2)
        var followers: [[Int]] = [[Int]](repeating: [Int](repeating: 0, count: rects.count), count: 2)
        let finite = rects.map { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }
        for (index, rect) in rects.enumerated() where finite[index] {
            for axis in 0..<2 where negative(axis == 0 ? rect.width : rect.height) {
                if let parent = model.table[index].parent, let origin = origins[axis][parent] {
                    origins[axis][index] = origin
                    followers[axis][origin] += 1
                } else {
                    origins[axis][index] = index
                }
            }
        }
        for (index, rect) in rects.enumerated() {
            if !finite[index] {
                let view = model.table[index]
                result.append(Diagnostic(.error, id: "layout.nonFinite",
                                         "layout of '\(view.id)' is not a finite number", path: path,
                                         at: view.range?.start))
                continue
            }
            for axis in 0..<2 where origins[axis][index] == index {
                let (name, length) = axis == 0 ? ("width", rect.width) : ("height", rect.height)
                let view = model.table[index]
                let count = followers[axis][index]
                let inside = count == 0 ? "" : ", as \(count == 1 ? "is 1 view" : "are \(count) views") inside it"
                result.append(Diagnostic(.warning, id: "layout.negativeSize",
                                         "'\(view.id)' gets a negative \(name) (\(formatNumber(length))); "
                                             + "it is drawn with \(name) 0\(inside)",
                                         path: path, at: view.range?.start))
            }
        }
        return result
    }

    // MARK: Fonts without metrics

    /// A view in a named font that text metrics do not know.
    struct NamedFontUse: Sendable {
        var name: String
        var view: String
        var location: SourceLocation?
    }

    /// A scene's views in named fonts, in view order, except the system font's own names (`.SFUI-Regular`,
    /// `SFProText-Bold`, …), which the system metrics describe.
    static func namedFonts(_ table: SceneTable) -> [NamedFontUse] {
        table.views.indices.compactMap { index in
            guard let name = table.views[index].resolved.properties.font?.name, !isSystemFontName(name) else {
                return nil
            }
            return NamedFontUse(name: name, view: table.views[index].id, location: table.views[index].range?.start)
        }
    }

    /// Names under which documents spell the system font itself: the private `.` names and SF's PostScript names.
    /// (The Interface Builder reader already turns an attributed string's `.SFUI…` and `.AppleSystemUIFont` into the
    /// system font with a weight, `IBFontReader.attributedFont`; what reaches the engine by name is measured as
    /// the system font of its size whatever the name, so this only decides whether a note is due.)
    static func isSystemFontName(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("SFPro") || name.hasPrefix("SFUI")
    }

    /// One note per named font of the document (Grammar/README.md: "a named font is measured with system-font
    /// metrics, with a note at layout time"), at the first view that uses it, counting its views in every scene. A
    /// note, not a warning: nothing in the document is wrong, and `--warnings-as-errors` must not fail every document
    /// that uses a brand font.
    static func unknownFonts(_ scenes: [[NamedFontUse]], path: String) -> [Diagnostic] {
        // Per font, in order of first use: that use and how many views use the font.
        var fonts: [(first: NamedFontUse, count: Int)] = []
        var slots: [String: Int] = [:]
        for use in scenes.joined() {
            if let slot = slots[use.name] {
                fonts[slot].count += 1
            } else {
                slots[use.name] = fonts.count
                fonts.append((use, 1))
            }
        }
        return fonts.map { first, count in
            let others = count - 1
            let users = others == 0 ? "'\(first.view)'"
                : "'\(first.view)' and \(others) other view\(others == 1 ? "" : "s")"
            let whose = others == 0 ? "its" : "their"
            return Diagnostic(.note, id: "layout.unknownFont",
                              "no metrics for the font '\(first.name)' of \(users); \(whose) text is measured with the "
                                  + "system font of the same size", path: path, at: first.location)
        }
    }
}
