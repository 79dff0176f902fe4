import LayoutModel

/// A settings screen with size-class variants: one column in regular height (the subtitle shown, rows under the
/// header), two equal columns in compact height (the main stack turns horizontal, spacing grows, the subtitle
/// and footer hide). A debug label is hidden in every variant.
enum SettingsScene {
    static func scene(for configuration: LayoutConfiguration) -> LayoutScene {
        let compactHeight = configuration.traits.verticalSizeClass == .compact
        let safe = configuration.safeAreaInsets
        let margins = configuration.rootLayoutMargins
        let content = Rect(origin: .zero, size: configuration.size).inset(by: EdgeInsets(
            top: safe.top + 12, leading: safe.leading + margins.leading,
            bottom: safe.bottom, trailing: safe.trailing + margins.trailing))
        let columnWidth = compactHeight ? (content.width - 24) / 2 : content.width

        let header = Sketch.stack("header", .vertical, spacing: 4, alignment: .leading, [
            .label("title", "Settings", font: FontDescription(pointSize: 34, weight: .bold, textStyle: .largeTitle)),
            .label("subtitle", "Manage your devices and preferences", font: FontDescription(pointSize: 15),
                   hidden: compactHeight),
        ])
        func row(_ id: String, icon: String, title: String) -> Sketch {
            .stack(id, .horizontal, spacing: 12, alignment: .center, [
                .image("\(id)Icon", icon, 29, 29),
                .label("\(id)Label", title, flexible: true),
                .control("\(id)Switch", .switch, 51, 31),
            ])
        }
        let controls = Sketch.stack("controls", .vertical, spacing: 12, flexible: compactHeight, [
            row("wifi", icon: "wifi", title: "Wi-Fi"),
            row("bluetooth", icon: "bluetooth", title: "Bluetooth"),
            .stack("brightnessRow", .horizontal, spacing: 12, alignment: .center, [
                .label("brightnessLabel", "Brightness"),
                .control("brightness", .slider, 118, 30, flexible: true),
            ]),
            .segmented("appearance", ["Light", "Dark", "Automatic"]),
            .textField("deviceName", placeholder: "Device name"),
            .label("footer", "Changes apply to every device signed in with your account. Some settings need a "
                   + "restart to take effect.", font: FontDescription(pointSize: 13), wrapWidth: columnWidth,
                   hidden: compactHeight),
            .button("signOut", "Sign Out"),
            .label("debugInfo", "Build 2024.11 (debug)", font: FontDescription(pointSize: 12), hidden: true),
        ])
        var main = Sketch.stack("main", compactHeight ? .horizontal : .vertical, spacing: compactHeight ? 24 : 20,
                                distribution: compactHeight ? .fillEqually : .fill, [
                                    header.withFlexible(compactHeight), controls,
                                ])
        let height = main.intrinsicSize.height
        main = main.placed(at: Sketch.snapped(Rect(x: content.x, y: content.y, width: content.width, height: height)))
        var root = Sketch.view("root", frame: Rect(origin: .zero, size: configuration.size), [main])
        root.margins = EdgeInsets(top: safe.top + margins.top, leading: safe.leading + margins.leading,
                                  bottom: safe.bottom + margins.bottom, trailing: safe.trailing + margins.trailing)
        return root.scene(id: "settings", name: "Settings", size: configuration.size, safeArea: safe)
    }
}

extension Sketch {
    func withFlexible(_ flexible: Bool) -> Sketch {
        var copy = self
        copy.flexible = flexible
        return copy
    }
}
