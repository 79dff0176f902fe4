import LayoutModel

/// How the engine lays out.
public struct LayoutOptions: Sendable {
    /// How each scene is solved.
    public enum Strategy: Sendable, Hashable {
        /// One constraint system per scene. Simple, and the reference the local path is tested against; its cost
        /// grows faster than the number of views.
        case global
        /// Subtrees solved on their own where they can be (measure bottom-up, arrange top-down), with a joint
        /// solve only for views tied together by constraints that cross subtrees. The default.
        case local
    }

    /// Measures labels and buttons.
    public var textMeasurer: any TextMeasuring
    public var strategy: Strategy
    /// The severity of a conflict between required constraints. The layout is produced either way, with one
    /// constraint broken as UIKit breaks it (robustness.md §3.2).
    public var conflictSeverity: DiagnosticSeverity
    /// The most layout passes per scene (multi-line labels and safe areas can need a second one).
    public var maximumPasses: Int
    /// Report ambiguous layouts (`layout.ambiguous`). It solves the scene's constraint systems a second time.
    public var checksAmbiguity: Bool
    /// The most scenes laid out at once (one thread each); 1 lays out serially. The output is the same either way.
    public var maximumConcurrency: Int

    public init(textMeasurer: any TextMeasuring = LayoutOptions.defaultTextMeasurer, strategy: Strategy = .local,
                conflictSeverity: DiagnosticSeverity = .warning, maximumPasses: Int = 4, checksAmbiguity: Bool = true,
                maximumConcurrency: Int = LayoutOptions.processorCount) {
        self.textMeasurer = textMeasurer
        self.strategy = strategy
        self.conflictSeverity = conflictSeverity
        self.maximumPasses = maximumPasses
        self.checksAmbiguity = checksAmbiguity
        self.maximumConcurrency = maximumConcurrency
    }

    /// The processors the system has online: the default ``maximumConcurrency``.
    public static var processorCount: Int { OrderedParallelMap.processorCount }

    /// The measurer used when none is given: the system-font model of `TextMetrics`.
    public static let defaultTextMeasurer: any TextMeasuring = SystemTextMeasurer()
}
