import LayoutModel

/// Device configurations for test scenes (sizes, scales, size classes and insets as UIKit reports them).
enum Configurations {
    static let iPhone16Portrait = LayoutConfiguration(
        device: "iphone-16", orientation: .portrait, size: Size(width: 393, height: 852), scale: 3,
        traits: TraitCollection(horizontal: .compact, vertical: .regular),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))

    static let iPhone16Landscape = LayoutConfiguration(
        device: "iphone-16", orientation: .landscape, size: Size(width: 852, height: 393), scale: 3,
        traits: TraitCollection(horizontal: .compact, vertical: .compact),
        safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
        rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))

    static let iPhoneSEPortrait = LayoutConfiguration(
        device: "iphone-se-3rd-gen", orientation: .portrait, size: Size(width: 375, height: 667), scale: 2,
        traits: TraitCollection(horizontal: .compact, vertical: .regular),
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))

    static let iPhoneSELandscape = LayoutConfiguration(
        device: "iphone-se-3rd-gen", orientation: .landscape, size: Size(width: 667, height: 375), scale: 2,
        traits: TraitCollection(horizontal: .compact, vertical: .compact),
        safeAreaInsets: .zero,
        rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))

    static let iPadPro11Portrait = LayoutConfiguration(
        device: "ipad-pro-11", orientation: .portrait, size: Size(width: 834, height: 1194), scale: 2,
        traits: TraitCollection(horizontal: .regular, vertical: .regular),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))

    static let iPadPro11Landscape = LayoutConfiguration(
        device: "ipad-pro-11", orientation: .landscape, size: Size(width: 1194, height: 834), scale: 2,
        traits: TraitCollection(horizontal: .regular, vertical: .regular),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))

    /// A freeform component canvas (no device).
    static func component(_ size: Size) -> LayoutConfiguration {
        LayoutConfiguration(device: nil, orientation: nil, size: size, scale: 3, traits: .unspecified,
                            safeAreaInsets: .zero, rootLayoutMargins: .defaultMargins)
    }
}
