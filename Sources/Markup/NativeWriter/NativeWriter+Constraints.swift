import LayoutModel

/// Constraints as equations (`A.leading == superview.leadingMargin`-style items written the dialect's way), the
/// constraints that stand in for autoresizing frames, and the legacy layout guides.
extension NativeDocumentWriter {
    /// The constraints a view's `constraints` block holds: its own, then those that keep its autoresizing
    /// subviews at their stored frames.
    mutating func constraints(of view: MarkupView) -> [WrittenConstraint] {
        var written: [WrittenConstraint] = []
        for constraint in view.constraints {
            guard let equation = equation(constraint, owner: view) else { continue }
            var attributes: [(String, String)] = []
            if let id = constraint.id, let name = ids.name(of: id) { attributes.append(("id", name)) }
            attributes.append(("equation", equation))
            written.append(WrittenConstraint(attributes: attributes, variations: variations(of: constraint)))
        }
        for subview in view.subviews {
            if let autoresizing = subview.autoresizing {
                written += autoresizingConstraints(subview, autoresizing, superview: view)
            }
        }
        return written
    }

    /// A constraint's variations (constant, priority, installed) and its owner's constraint masks, one element per
    /// key.
    private mutating func variations(of constraint: MarkupConstraint) -> [[(String, String)]] {
        var keys: [VariationKey] = []
        var values: [VariationKey: [(String, String)]] = [:]
        func set(_ key: VariationKey, _ name: String, _ value: String) {
            if values[key] == nil { keys.append(key) }
            var list = values[key] ?? []
            list.removeAll { $0.0 == name }
            list.append((name, value))
            values[key] = list
        }
        for variation in constraint.variations where variation.key.otherComponents.isEmpty {
            if let constant = variation.constant { set(variation.key, "constant", nativeNumber(constant)) }
            if let value = variation.priority, let text = priority(value) { set(variation.key, "priority", text) }
            if let installed = variation.installed { set(variation.key, "installed", yesNo(installed)) }
        }
        if let id = constraint.id {
            for setting in constraintMasks[id] ?? [] where setting.key.otherComponents.isEmpty {
                set(setting.key, "installed", yesNo(setting.included))
            }
        }
        return keys.compactMap { key in values[key].map { [("key", key.description)] + $0 } }
    }

    // MARK: - Equations

    /// `FIRST REL [M *] SECOND [± C] [@P]`, or `FIRST REL C [@P]` for a constant size; nil (with a warning) when
    /// the dialect cannot say it.
    private mutating func equation(_ constraint: MarkupConstraint, owner: MarkupView) -> String? {
        let name = constraint.id.map { "'\($0)'" } ?? "of view '\(owner.id)'"
        let location = constraint.range?.start
        guard let first = item(constraint.firstItem, constraint.firstAttribute, owner: owner, constraint: name,
                               location: location) else { return nil }
        var text = "\(first) \(constraint.relation.symbol) "
        if let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
            let firstAnchor = anchor(of: constraint.firstAttribute)
            let secondAnchor = anchor(of: secondAttribute)
            guard firstAnchor.isSize == secondAnchor.isSize, firstAnchor.isSize || firstAnchor.axis == secondAnchor.axis else {
                sink.emit(NativeWriterDiagnostics.droppedConstraint(name, reason: "it relates '\(constraint.firstAttribute)' "
                    + "to '\(secondAttribute)'", at: location))
                return nil
            }
            guard constraint.multiplier != 0 else {
                sink.emit(NativeWriterDiagnostics.droppedConstraint(name, reason: "its multiplier is 0", at: location))
                return nil
            }
            guard let second = item(secondID, secondAttribute, owner: owner, constraint: name, location: location)
            else { return nil }
            if constraint.multiplier != 1 { text += "\(nativeNumber(constraint.multiplier)) * " }
            text += second
            if constraint.constant > 0 { text += " + \(nativeNumber(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(nativeNumber(-constraint.constant))" }
        } else {
            guard constraint.firstAttribute.isSize else {
                sink.emit(NativeWriterDiagnostics.droppedConstraint(name, reason: "a position needs a second item",
                                                                    at: location))
                return nil
            }
            text += nativeNumber(constraint.constant)
        }
        if constraint.priority != LayoutPriority.required, let value = priority(constraint.priority) {
            text += " @\(value)"
        }
        return text
    }

    /// The attribute an anchor is measured with (margin attributes measure like their edges).
    private func anchor(of attribute: LayoutAttribute) -> LayoutAttribute {
        Self.marginBase(attribute) ?? attribute
    }

    /// `leadingMargin` → `leading`, …, `centerXWithinMargins` → `centerX`; nil for attributes that are not margins.
    static func marginBase(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// One side of an equation: `superview.top`, `margins.leading`, `safeArea.bottom`, `ib-A1b-2c-3d4.width`,
    /// `rows.content.top`.
    private mutating func item(_ id: String, _ attribute: LayoutAttribute, owner: MarkupView, constraint: String,
                               location: SourceLocation?) -> String? {
        if let guide = guides[id], guide.scene == sceneIndex {
            return guideItem(guide, attribute, owner: owner, constraint: constraint, location: location)
        }
        let prefix: String
        if id == owner.id {
            prefix = "superview"
        } else if let name = ids.name(of: id) {
            prefix = name
        } else {
            sink.emit(NativeWriterDiagnostics.droppedConstraint(constraint, reason: "'\(id)' is not a view of its scene",
                                                                at: location))
            return nil
        }
        if let base = Self.marginBase(attribute) {
            return (id == owner.id ? "margins" : "\(prefix).margins") + ".\(base.rawValue)"
        }
        return "\(prefix).\(attribute.rawValue)"
    }

    /// An anchor of a layout guide. Legacy top/bottom guides become the safe area's edges they equal in iOS 11 and
    /// later (`topLayoutGuide.bottom` is `safeAreaLayoutGuide.top`); their outer edges are the view's.
    private mutating func guideItem(_ guide: GuideOwner, _ attribute: LayoutAttribute, owner: MarkupView,
                                    constraint: String, location: SourceLocation?) -> String? {
        let onOwner = guide.view == owner.id
        let view = onOwner ? "superview" : (ids.name(of: guide.view) ?? guide.view)
        func on(_ name: String) -> String { onOwner ? name : "\(view).\(name)" }
        let horizontal: Set<LayoutAttribute> = [.leading, .trailing, .left, .right, .centerX, .width]
        switch guide.kind {
        case .safeArea:
            return "\(on("safeArea")).\(attribute.rawValue)"
        case .contentLayoutGuide:
            return "\(on("content")).\(attribute.rawValue)"
        case .frameLayoutGuide:
            return "\(on("frame")).\(attribute.rawValue)"
        case .layoutMargins:
            let base = Self.marginBase(attribute) ?? attribute
            let edges: Set<LayoutAttribute> = [.leading, .trailing, .left, .right, .top, .bottom, .centerX, .centerY]
            if edges.contains(base) { return "\(on("margins")).\(base.rawValue)" }
        case .topLayoutGuide, .bottomLayoutGuide:
            let isTop = guide.kind == .topLayoutGuide
            warnAboutBars(isTop: isTop, guide: guide, constraint: constraint, location: location)
            switch attribute {
            case .bottom where isTop: return "\(on("safeArea")).top"
            case .top where !isTop: return "\(on("safeArea")).bottom"
            case .top where isTop: return "\(view).top"
            case .bottom where !isTop: return "\(view).bottom"
            default:
                if horizontal.contains(attribute) { return "\(view).\(attribute.rawValue)" }
            }
        case .readableContent:
            break
        }
        sink.emit(NativeWriterDiagnostics.droppedConstraint(
            constraint, reason: "the native dialect has no '\(attribute.rawValue)' of this layout guide", at: location))
        return nil
    }

    /// Legacy guides sit below or above simulated bars, which the safe area of a native screen does not know.
    private mutating func warnAboutBars(isTop: Bool, guide: GuideOwner, constraint: String, location: SourceLocation?) {
        let simulated = document.scenes[guide.scene].simulated
        let moved = isTop ? (simulated.navigationBar != nil || simulated.statusBarHidden) : simulated.bottomBar != nil
        if moved {
            sink.emit(NativeWriterDiagnostics.legacyGuide(isTop ? "top" : "bottom", constraint: constraint, at: location))
        }
    }

    // MARK: - Autoresizing

    /// Constraints that put an autoresizing view at its stored frame and follow its mask: fixed margins and sizes stay
    /// constants, a flexible size spans between fixed margins. With both margins flexible the view keeps its offset
    /// from the superview's centre (UIKit scales both margins; a warning says so).
    private mutating func autoresizingConstraints(_ view: MarkupView, _ autoresizing: Autoresizing,
                                                  superview: MarkupView) -> [WrittenConstraint] {
        let name = ids.assign(view.id)
        let parentSize = storedSize(of: superview.id)
        let frame = autoresizing.frame
        var equations: [String] = []
        func axis(flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool, start: Double, length: Double,
                  parentLength: Double?, names: (start: String, end: String, center: String, size: String), label: String) {
            let end = parentLength.map { $0 - start - length }
            func pinStart() { equations.append("\(name).\(names.start) == superview.\(names.start)\(signed(start))") }
            func pinEnd(_ end: Double) { equations.append("\(name).\(names.end) == superview.\(names.end)\(signed(-end))") }
            func size() { equations.append("\(name).\(names.size) == \(nativeNumber(max(0, length)))") }
            switch (flexibleStart, flexibleSize, flexibleEnd, end) {
            case (true, false, false, let end?):
                pinEnd(end); size()
            case (false, true, false, let end?):
                pinStart(); pinEnd(end)
            case (true, false, true, let end?):
                if abs(start - end) > 0.001 {
                    sink.emit(NativeWriterDiagnostics.approximateAutoresizing(view.id, axis: label, at: view.range?.start))
                }
                let offset = start + length / 2 - (start + length + end) / 2
                equations.append("\(name).\(names.center) == superview.\(names.center)\(signed(offset))")
                size()
            case (true, true, _, let end?), (_, true, true, let end?):
                if flexibleStart || flexibleEnd {
                    sink.emit(NativeWriterDiagnostics.approximateAutoresizing(view.id, axis: label, at: view.range?.start))
                }
                pinStart(); pinEnd(end)
            default:
                pinStart(); size()
            }
        }
        axis(flexibleStart: autoresizing.flexibleLeftMargin, flexibleSize: autoresizing.flexibleWidth,
             flexibleEnd: autoresizing.flexibleRightMargin, start: frame.x, length: frame.width,
             parentLength: parentSize?.width, names: ("leading", "trailing", "centerX", "width"), label: "horizontal")
        axis(flexibleStart: autoresizing.flexibleTopMargin, flexibleSize: autoresizing.flexibleHeight,
             flexibleEnd: autoresizing.flexibleBottomMargin, start: frame.y, length: frame.height,
             parentLength: parentSize?.height, names: ("top", "bottom", "centerY", "height"), label: "vertical")
        return equations.map { WrittenConstraint(attributes: [("equation", $0)], variations: []) }
    }

    /// ` + 8`, ` - 8`, or nothing for 0.
    private func signed(_ value: Double) -> String {
        if value > 0 { return " + \(nativeNumber(value))" }
        if value < 0 { return " - \(nativeNumber(-value))" }
        return ""
    }
}
