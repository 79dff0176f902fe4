/// What a wireframe shows. Every overlay can be switched off; switched-off overlays are not written at all.
/// In the file, each overlay is also a group with its own class (`sb-safe-area`, `sb-layout-margins`, …) so a
/// viewer can hide it with CSS.
public struct WireframeStyle: Hashable, Sendable {
    /// The device outline around a screen: rounded corners for devices with a home indicator, and the indicator.
    public var showDeviceOutline: Bool
    /// The regions outside a screen's safe area, shaded, and the safe area's edge.
    public var showSafeArea: Bool
    /// The layout margins of the root view and of views that use theirs (stack views with
    /// `layoutMarginsRelativeArrangement`, views with explicit margins), dotted.
    public var showLayoutMargins: Bool
    /// Stack views as dashed outlines with an axis marker.
    public var showStackOutlines: Bool
    /// The gaps between a stack view's arranged views, with their size in points.
    public var showSpacing: Bool
    /// A hairline on every text baseline.
    public var showBaselines: Bool
    /// Hidden views drawn as ghosts instead of being left out.
    public var showHidden: Bool
    /// The prefix of every id in the file; nil derives one from the scene and configuration. Set it when
    /// several renders of the same scene and configuration are inlined in one page.
    public var idPrefix: String?
    /// At most this many views are drawn per scene; the rest are counted in the description. Keeps huge
    /// documents within what SVG renderers accept.
    public var maximumViews: Int

    public init(showDeviceOutline: Bool = true, showSafeArea: Bool = true, showLayoutMargins: Bool = true,
                showStackOutlines: Bool = true, showSpacing: Bool = true, showBaselines: Bool = false,
                showHidden: Bool = false, idPrefix: String? = nil, maximumViews: Int = 20_000) {
        self.showDeviceOutline = showDeviceOutline
        self.showSafeArea = showSafeArea
        self.showLayoutMargins = showLayoutMargins
        self.showStackOutlines = showStackOutlines
        self.showSpacing = showSpacing
        self.showBaselines = showBaselines
        self.showHidden = showHidden
        self.idPrefix = idPrefix
        self.maximumViews = maximumViews
    }

    /// Every overlay on, hidden views left out.
    public static let standard = WireframeStyle()
    /// Views only: no device outline, safe area, margins, stack outlines, spacing or baselines.
    public static let plain = WireframeStyle(showDeviceOutline: false, showSafeArea: false, showLayoutMargins: false,
                                             showStackOutlines: false, showSpacing: false)
}
