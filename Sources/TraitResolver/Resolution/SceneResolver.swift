import LayoutModel

/// Resolves one scene's view tree for a trait collection, in two linear passes with explicit stacks (documents
/// may nest views 100,000 deep, far beyond what recursion survives):
///
/// 1. Pre-order: for every view, lay the applying variations over its base properties, decide whether it is
///    installed (its own `installed`, and the masks of its superview), and collect the ids of every view and
///    layout guide that is not in the hierarchy: uninstalled views and everything inside them.
/// 2. Post-order: build the resolved views bottom-up, skipping uninstalled subtrees, resolving every constraint
///    (its variations and its owner's constraint masks) and dropping constraints that are not installed or that
///    refer to a view that is gone (with a note, as Interface Builder does).
struct SceneResolver {
    private var reporter: ResolutionReporter
    private var traits: TraitCollection { reporter.traits }

    init(reporter: ResolutionReporter) {
        self.reporter = reporter
    }

    var diagnostics: [Diagnostic] { reporter.diagnostics }

    /// What pass 1 learnt about one view, by pre-order index. Kept small: documents can have 100,000 views.
    private struct ViewInfo {
        var removed: Bool
        /// How many views the subtree rooted here has, itself included.
        var subtreeSize = 1
        /// Index into the details, for views with variations; -1 for the others (their base properties stand).
        var detail = -1
    }

    /// What variations did to one view.
    private struct ViewDetail {
        var properties: ViewProperties
        var applied: [AppliedVariation] = []
        /// The view's own constraint masks, by constraint id.
        var constraintDecisions: [String: MaskDecision] = [:]
        /// The view's subview masks, by subview id.
        var subviewDecisions: [String: MaskDecision] = [:]
    }

    /// A list of sibling views being walked, with the pre-order index of the view that owns them.
    private struct SiblingWalk {
        var siblings: [MarkupView]
        var next = 0
        var owner: Int
        /// Pass 2 only: the pre-order index of `siblings[next]`, and the siblings resolved so far.
        var nextIndex = 0
        var resolved: [ResolvedView] = []
    }

    mutating func resolve(_ root: MarkupView) -> ResolvedView {
        var infos: [ViewInfo] = []
        var details: [ViewDetail] = []
        var removedIDs = Set<String>()

        // Pass 1, pre-order.
        var walk = [SiblingWalk(siblings: [root], owner: -1)]
        while let top = walk.indices.last {
            let position = walk[top].next
            guard position < walk[top].siblings.count else {
                let owner = walk.removeLast().owner
                if owner >= 0 { infos[owner].subtreeSize = infos.count - owner }
                continue
            }
            walk[top].next += 1
            // The view is read in place (`siblings[position]`): a copy of it would retain every field.
            let siblings = walk[top].siblings
            let index = infos.count
            let parent = walk[top].owner
            var info = ViewInfo(removed: parent >= 0 && infos[parent].removed)
            if !info.removed {
                let parentDetail = parent >= 0 ? infos[parent].detail : -1
                let decision = parentDetail >= 0
                    ? details[parentDetail].subviewDecisions[siblings[position].id] : nil
                let installed: Bool
                if decision == nil && siblings[position].variations.isEmpty {
                    // Nothing is laid over the view (most views): its own `installed` decides, and it has no
                    // details. (No optional details are made for it: one was destroyed through the runtime's
                    // generic value witnesses for every view.)
                    installed = siblings[position].properties.installed ?? true
                } else {
                    installed = recordDetail(of: siblings, position, decision: decision, info: &info,
                                             details: &details)
                }
                if parent < 0, !installed {
                    let id = siblings[position].id
                    reporter.emit(Diagnostic(.warning, id: ResolverDiagnosticID.rootNotInstalled,
                                             "the root view '\(id)' of a scene cannot be uninstalled; it stays",
                                             path: reporter.path, at: siblings[position].range?.start))
                } else {
                    info.removed = !installed
                }
            }
            if info.removed {
                removedIDs.insert(siblings[position].id)
                for guide in siblings[position].layoutGuides { removedIDs.insert(guide.id) }
            }
            infos.append(info)
            // The subviews read in place (`withElement`): `siblings[position].subviews` copied the view first.
            let subviews = siblings.withElement(at: position) { $0.subviews }
            if !subviews.isEmpty { walk.append(SiblingWalk(siblings: subviews, owner: index)) }
        }

        // Pass 2, post-order: a view is built when the walk of its subviews ends.
        var build = [SiblingWalk(siblings: [root], owner: -1)]
        while true {
            let top = build.count - 1
            let position = build[top].next
            if position < build[top].siblings.count {
                let index = build[top].nextIndex
                build[top].next += 1
                build[top].nextIndex += infos[index].subtreeSize
                guard !infos[index].removed else { continue }
                let subviews = build[top].siblings.withElement(at: position) { $0.subviews }
                if subviews.isEmpty {
                    let view = makeView(build[top].siblings, position, info: infos[index], details: details,
                                        subviews: [], removedIDs: removedIDs)
                    build[top].resolved.append(view)
                } else {
                    var walk = SiblingWalk(siblings: subviews, owner: index, nextIndex: index + 1)
                    walk.resolved.reserveCapacity(subviews.count)
                    build.append(walk)
                }
                continue
            }
            if top == 0 { return build[0].resolved[0] }
            let finished = build.removeLast()
            let parent = top - 1
            let view = makeView(build[parent].siblings, build[parent].next - 1, info: infos[finished.owner],
                                details: details, subviews: finished.resolved, removedIDs: removedIDs)
            build[parent].resolved.append(view)
        }
    }

    /// Whether `siblings[position]` is installed, where variations or its superview's mask decision (`decision`)
    /// lay something over it; what they did is appended to `details` and its index kept in `info`.
    private mutating func recordDetail(of siblings: [MarkupView], _ position: Int, decision: MaskDecision?,
                                       info: inout ViewInfo, details: inout [ViewDetail]) -> Bool {
        var detail: ViewDetail?
        if !siblings[position].variations.isEmpty { detail = resolveView(siblings[position]) }
        // Without a mask decision the view's own `installed` decides, without passing the view (a copy).
        let installed: Bool
        if let decision {
            installed = installation(of: siblings[position], maskDecision: decision)
        } else {
            installed = (detail.map { $0.properties.installed } ?? siblings[position].properties.installed) ?? true
        }
        if let decision {
            if detail == nil { detail = ViewDetail(properties: siblings[position].properties) }
            detail?.applied.append(AppliedVariation(key: decision.setting.key, range: decision.setting.range,
                                                    changes: ["installed"]))
        }
        if let detail {
            info.detail = details.count
            details.append(detail)
        }
        return installed
    }

    /// The resolved view of `siblings[position]`, read in place: a view passed by value was copied for the call.
    private mutating func makeView(_ siblings: [MarkupView], _ position: Int, info: ViewInfo, details: [ViewDetail],
                                   subviews: [ResolvedView], removedIDs: Set<String>) -> ResolvedView {
        // What variations did (`details[info.detail]`) is read in place where there is any: most views have none.
        let hasDetail = info.detail >= 0
        var properties: ViewProperties
        if hasDetail { properties = details[info.detail].properties } else {
            properties = siblings[position].properties
        }
        properties.installed = nil
        let constraints = siblings[position].constraints.isEmpty ? [] : resolveConstraints(
            of: siblings[position], decisions: hasDetail ? details[info.detail].constraintDecisions : [:],
            removedIDs: removedIDs)
        return ResolvedView(
            id: siblings[position].id, elementName: siblings[position].elementName, kind: siblings[position].kind,
            range: siblings[position].range, properties: consume properties, subviews: subviews,
            constraints: constraints,
            layoutGuides: siblings[position].layoutGuides, customClass: siblings[position].customClass,
            autoresizing: siblings[position].autoresizing, stored: siblings[position].stored,
            designableIntrinsicSize: siblings[position].designableIntrinsicSize,
            appliedVariations: hasDetail ? details[info.detail].applied : [])
    }

    // MARK: - Views

    /// The view's properties with its applying variations laid over them, what each variation changed, and its
    /// masks' decisions.
    private mutating func resolveView(_ view: MarkupView) -> ViewDetail {
        var info = ViewDetail(properties: view.properties)
        let applying = VariationMatcher.applyingIndices(of: view.variations.map(\.key), for: traits)
        var settings: [VariationSetting] = []
        for index in applying {
            let variation = view.variations[index]
            info.properties = info.properties.overlaid(with: variation.properties)
            var changes = ViewPropertyFields.names(setIn: variation.properties)
            for entry in variation.mask {
                changes.append("\(entry.included ? "include" : "exclude") \(entry.reference)")
            }
            info.applied.append(AppliedVariation(key: variation.key, range: variation.range, changes: changes))
            settings.append(VariationSetting(key: variation.key, range: variation.range,
                                             specificity: variation.key.specificity, order: index))
        }
        reporter.duplicateKeys(settings)
        checkPropertyConflicts(view, applying: applying)
        checkMaskReferences(view)
        for (position, index) in applying.enumerated() {
            for entry in view.variations[index].mask {
                let decision = MaskDecision(included: entry.included, setting: settings[position])
                switch entry.target {
                case .subviews: decide(entry, decision, in: &info.subviewDecisions, owner: view)
                case .constraints: decide(entry, decision, in: &info.constraintDecisions, owner: view)
                }
            }
        }
        return info
    }

    private mutating func checkPropertyConflicts(_ view: MarkupView, applying: [Int]) {
        guard applying.count > 1 else { return }
        for (position, later) in applying.enumerated() {
            for earlier in applying[..<position] {
                let a = view.variations[later], b = view.variations[earlier]
                guard a.key.specificity == b.key.specificity, a.key != b.key else { continue }
                for field in ViewPropertyFields.all
                where field.isSet(a.properties) && field.isSet(b.properties) && !field.sameValue(a.properties, b.properties) {
                    reporter.conflict(
                        attribute: field.name, subject: "'\(view.id)'",
                        later: VariationSetting(key: a.key, range: a.range, specificity: a.key.specificity, order: later),
                        laterValue: field.describe(a.properties),
                        earlier: VariationSetting(key: b.key, range: b.range, specificity: b.key.specificity, order: earlier),
                        earlierValue: field.describe(b.properties))
                }
            }
        }
    }

    /// Records a mask entry; the most specific applying entry decides, and equally specific entries of
    /// different variations must agree.
    private mutating func decide(_ entry: MaskEntry, _ decision: MaskDecision, in decisions: inout [String: MaskDecision],
                                 owner: MarkupView) {
        var decision = decision
        decision.setting.range = entry.range ?? decision.setting.range
        if let previous = decisions[entry.reference], previous.included != decision.included {
            reporter.conflict(attribute: "installed", subject: "'\(entry.reference)'",
                              later: decision.setting, laterValue: decision.included ? "YES" : "NO",
                              earlier: previous.setting, earlierValue: previous.included ? "YES" : "NO")
        }
        decisions[entry.reference] = decision
    }

    /// Warns about mask entries that name no subview or constraint of their view.
    private mutating func checkMaskReferences(_ view: MarkupView) {
        for variation in view.variations {
            for entry in variation.mask {
                let known: Bool
                switch entry.target {
                case .subviews: known = view.subviews.contains { $0.id == entry.reference }
                case .constraints: known = view.constraints.contains { $0.id == entry.reference }
                }
                guard !known else { continue }
                let what = entry.target == .subviews ? "subview" : "constraint"
                reporter.emit(Diagnostic(.warning, id: ResolverDiagnosticID.unknownMaskReference,
                                         "mask of '\(view.id)' refers to '\(entry.reference)', which is not a \(what) of it",
                                         path: reporter.path, at: (entry.range ?? variation.range)?.start))
            }
        }
    }

    /// Whether a view is installed when its superview's subview mask decides about it: its own `installed` (base
    /// and variations) against the mask. The more specific decision wins; at equal specificity the mask does, after
    /// an ambiguity check.
    private mutating func installation(of view: MarkupView, maskDecision: MaskDecision) -> Bool {
        let own = ownInstallation(view)
        if maskDecision.setting.specificity > own.setting.specificity { return maskDecision.included }
        if maskDecision.setting.specificity < own.setting.specificity { return own.installed }
        if maskDecision.included != own.installed {
            reporter.conflict(attribute: "installed", subject: "'\(view.id)'", later: maskDecision.setting,
                              laterValue: maskDecision.included ? "YES" : "NO", earlier: own.setting,
                              earlierValue: own.installed ? "YES" : "NO")
        }
        return maskDecision.included
    }

    /// The view's own installation and the setting that decided it (the base has specificity -1).
    private func ownInstallation(_ view: MarkupView) -> (installed: Bool, setting: VariationSetting) {
        var result = (installed: view.properties.installed ?? true,
                      setting: VariationSetting(key: .default, range: view.range, specificity: -1, order: -1))
        for index in VariationMatcher.applyingIndices(of: view.variations.map(\.key), for: traits) {
            let variation = view.variations[index]
            if let installed = variation.properties.installed {
                result = (installed, VariationSetting(key: variation.key, range: variation.range,
                                                      specificity: variation.key.specificity, order: index))
            }
        }
        return result
    }

    // MARK: - Constraints

    private mutating func resolveConstraints(of view: MarkupView, decisions: [String: MaskDecision],
                                             removedIDs: Set<String>) -> [ResolvedConstraint] {
        var result: [ResolvedConstraint] = []
        result.reserveCapacity(view.constraints.count)
        for constraint in view.constraints {
            guard let resolved = resolveConstraint(constraint, decision: constraint.id.flatMap { decisions[$0] })
            else { continue }
            let missing = [resolved.firstItem, resolved.secondItem].compactMap { $0 }.first { removedIDs.contains($0) }
            if let missing {
                let name = constraint.id.map { "constraint '\($0)'" }
                    ?? "the constraint on '\(constraint.firstItem).\(constraint.firstAttribute.rawValue)'"
                reporter.emit(Diagnostic(.note, id: ResolverDiagnosticID.droppedConstraint,
                                         "\(name) is dropped for \(traits): it refers to '\(missing)', which is not installed",
                                         path: reporter.path, at: constraint.range?.start))
                continue
            }
            result.append(resolved)
        }
        return result
    }

    /// A constraint with its applying variations and its owner's mask decision; nil when it is not installed.
    private mutating func resolveConstraint(_ constraint: MarkupConstraint, decision: MaskDecision?) -> ResolvedConstraint? {
        var constant = constraint.constant
        var priority = constraint.priority
        var installed = constraint.installed
        var installedSetting = VariationSetting(key: .default, range: constraint.range, specificity: -1, order: -1)
        var applied: [AppliedVariation] = []
        let subject = constraint.id.map { "constraint '\($0)'" } ?? "a constraint of '\(constraint.firstItem)'"
        if !constraint.variations.isEmpty {
            let applying = VariationMatcher.applyingIndices(of: constraint.variations.map(\.key), for: traits)
            var settings: [VariationSetting] = []
            for index in applying {
                let variation = constraint.variations[index]
                let setting = VariationSetting(key: variation.key, range: variation.range,
                                               specificity: variation.key.specificity, order: index)
                var changes: [String] = []
                if let value = variation.constant { constant = value; changes.append("constant") }
                if let value = variation.priority { priority = value; changes.append("priority") }
                if let value = variation.installed { installed = value; installedSetting = setting; changes.append("installed") }
                applied.append(AppliedVariation(key: variation.key, range: variation.range, changes: changes))
                for (earlierSetting, earlierIndex) in zip(settings, applying) {
                    let earlier = constraint.variations[earlierIndex]
                    func check(_ name: String, _ a: Double?, _ b: Double?) {
                        if let a, let b, a != b {
                            reporter.conflict(attribute: name, subject: subject, later: setting, laterValue: formatNumber(a),
                                              earlier: earlierSetting, earlierValue: formatNumber(b))
                        }
                    }
                    check("constant", variation.constant, earlier.constant)
                    check("priority", variation.priority, earlier.priority)
                    if let a = variation.installed, let b = earlier.installed, a != b {
                        reporter.conflict(attribute: "installed", subject: subject, later: setting,
                                          laterValue: a ? "YES" : "NO", earlier: earlierSetting,
                                          earlierValue: b ? "YES" : "NO")
                    }
                }
                settings.append(setting)
            }
            reporter.duplicateKeys(settings)
        }
        if let decision {
            if decision.setting.specificity >= installedSetting.specificity {
                if decision.setting.specificity == installedSetting.specificity, decision.included != installed {
                    reporter.conflict(attribute: "installed", subject: subject, later: decision.setting,
                                      laterValue: decision.included ? "YES" : "NO", earlier: installedSetting,
                                      earlierValue: installed ? "YES" : "NO")
                }
                installed = decision.included
                applied.append(AppliedVariation(key: decision.setting.key, range: decision.setting.range,
                                                changes: ["installed"]))
            }
        }
        guard installed else { return nil }
        return ResolvedConstraint(
            id: constraint.id, firstItem: constraint.firstItem, firstAttribute: constraint.firstAttribute,
            relation: constraint.relation, secondItem: constraint.secondItem,
            secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier, constant: constant,
            priority: priority, isStandardSpacing: constraint.isStandardSpacing, range: constraint.range,
            appliedVariations: applied)
    }
}
