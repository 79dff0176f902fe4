/// The stable ids of the resolver's diagnostics.
public enum ResolverDiagnosticID {
    /// Two equally specific variations that both apply set one attribute to different values.
    public static let ambiguousVariation = "resolver.ambiguousVariation"
    /// Two variations of one element have the same key; the later one wins.
    public static let duplicateVariation = "resolver.duplicateVariation"
    /// An installed constraint refers to a view that is not installed, so it is dropped (a note).
    public static let droppedConstraint = "resolver.droppedConstraint"
    /// A mask includes or excludes something that is not a subview or constraint of its view.
    public static let unknownMaskReference = "resolver.unknownMaskReference"
    /// A scene's root view cannot be uninstalled; it stays.
    public static let rootNotInstalled = "resolver.rootNotInstalled"
    /// The document names a device the catalog does not have.
    public static let unknownDevice = "resolver.unknownDevice"
    /// A variation key names an unknown trait or size class (for readers, through `TraitResolver.diagnostic(for:)`).
    public static let invalidVariationKey = "resolver.invalidVariationKey"
}
