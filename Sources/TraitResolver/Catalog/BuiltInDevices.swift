// Generated from Resources/devices.json; do not edit. After changing the JSON, run
// `STACKBOARD_REGENERATE=1 swift test --filter BuiltInDevicesTests` to rewrite this file.
import LayoutModel

extension DeviceCatalog {
    /// The devices of `Resources/devices.json` in file order, with every default applied.
    static let builtInDevices: [DeviceProfile] = [
        DeviceProfile(
            name: "iphone-4s", interfaceBuilderID: "retina3_5",
            family: .iPhone, portraitSize: Size(width: 320, height: 480), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: 15000, untilToolsVersion: 21700,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-4"],
            displayName: "iPhone 4s", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-se-1", interfaceBuilderID: "retina4_0",
            family: .iPhone, portraitSize: Size(width: 320, height: 568), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: 15000, untilToolsVersion: 21700,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-5s", "iphone-5", "ipod-touch-7"],
            displayName: "iPhone SE (1st generation)", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-se-3", interfaceBuilderID: "retina4_7",
            family: .iPhone, portraitSize: Size(width: 375, height: 667), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: 15000, untilToolsVersion: 21700,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-se", "iphone-se-2", "iphone-8", "iphone-7", "iphone-6s", "iphone-6"],
            displayName: "iPhone SE (3rd generation)", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-8-plus", interfaceBuilderID: "retina5_5",
            family: .iPhone, portraitSize: Size(width: 414, height: 736), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: 15000, untilToolsVersion: 21700,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-7-plus", "iphone-6s-plus", "iphone-6-plus"],
            displayName: "iPhone 8 Plus", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-11-pro", interfaceBuilderID: "retina5_9",
            family: .iPhone, portraitSize: Size(width: 375, height: 812), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: 21000, untilToolsVersion: nil,
                                safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: 21000, untilToolsVersion: nil,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50))]),
            aliases: ["iphone-xs", "iphone-x"],
            displayName: "iPhone 11 Pro", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-13-mini", interfaceBuilderID: "retina5_4",
            family: .iPhone, portraitSize: Size(width: 375, height: 812), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))]),
            aliases: ["iphone-12-mini"],
            displayName: "iPhone 13 mini", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-11", interfaceBuilderID: "retina6_1",
            family: .iPhone, portraitSize: Size(width: 414, height: 896), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))]),
            aliases: ["iphone-xr"],
            displayName: "iPhone 11", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-11-pro-max", interfaceBuilderID: "retina6_5",
            family: .iPhone, portraitSize: Size(width: 414, height: 896), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-xs-max"],
            displayName: "iPhone 11 Pro Max", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-14", interfaceBuilderID: "retina6_0",
            family: .iPhone, portraitSize: Size(width: 390, height: 844), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))]),
            aliases: ["iphone-16e", "iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro"],
            displayName: "iPhone 14", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-14-plus", interfaceBuilderID: "retina6_7",
            family: .iPhone, portraitSize: Size(width: 428, height: 926), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))]),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: [
                    SafeAreaEra(fromToolsVersion: nil, untilToolsVersion: 21000,
                                safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))]),
            aliases: ["iphone-13-pro-max", "iphone-12-pro-max"],
            displayName: "iPhone 14 Plus", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-16", interfaceBuilderID: "retina6_12",
            family: .iPhone, portraitSize: Size(width: 393, height: 852), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-15", "iphone-15-pro", "iphone-14-pro"],
            displayName: "iPhone 16", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-16-plus", interfaceBuilderID: "retina6_72",
            family: .iPhone, portraitSize: Size(width: 430, height: 932), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-15-plus", "iphone-15-pro-max", "iphone-14-pro-max"],
            displayName: "iPhone 16 Plus", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-16-pro", interfaceBuilderID: "retina6_3",
            family: .iPhone, portraitSize: Size(width: 402, height: 874), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPhone 16 Pro", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-16-pro-max", interfaceBuilderID: "retina6_9",
            family: .iPhone, portraitSize: Size(width: 440, height: 956), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPhone 16 Pro Max", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-17", interfaceBuilderID: nil,
            family: .iPhone, portraitSize: Size(width: 402, height: 874), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["iphone-17-pro"],
            displayName: "iPhone 17", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-17-pro-max", interfaceBuilderID: nil,
            family: .iPhone, portraitSize: Size(width: 440, height: 956), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPhone 17 Pro Max", landscapeSize: nil),
        DeviceProfile(
            name: "iphone-air", interfaceBuilderID: nil,
            family: .iPhone, portraitSize: Size(width: 420, height: 912), scale: 3,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 68, leading: 0, bottom: 34, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .compact),
                safeAreaInsets: EdgeInsets(top: 20, leading: 68, bottom: 29, trailing: 68),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPhone Air", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-9-7", interfaceBuilderID: "ipad9_7",
            family: .iPad, portraitSize: Size(width: 768, height: 1024), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-6", "ipad-5", "ipad-air-2", "ipad-pro-9-7", "ipad-mini-5", "ipad-mini-4"],
            displayName: "iPad (6th generation)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-10-2", interfaceBuilderID: "ipad10_2",
            family: .iPad, portraitSize: Size(width: 810, height: 1080), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-9", "ipad-8", "ipad-7"],
            displayName: "iPad (9th generation)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-air-3", interfaceBuilderID: "ipad10_5",
            family: .iPad, portraitSize: Size(width: 834, height: 1112), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-pro-10-5"],
            displayName: "iPad Air (3rd generation)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-mini-7", interfaceBuilderID: "ipad7_9",
            family: .iPad, portraitSize: Size(width: 744, height: 1133), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-mini-6", "ipad-mini"],
            displayName: "iPad mini (A17 Pro)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-air-11", interfaceBuilderID: "ipad10_9rounded",
            family: .iPad, portraitSize: Size(width: 820, height: 1180), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-air", "ipad-air-5", "ipad-air-4", "ipad-a16", "ipad-10", "ipad"],
            displayName: "iPad Air 11-inch", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-11", interfaceBuilderID: "ipad11",
            family: .iPad, portraitSize: Size(width: 834, height: 1194), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-pro-11-4", "ipad-pro-11-3", "ipad-pro-11-2", "ipad-pro-11-1"],
            displayName: "iPad Pro 11-inch (4th generation)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-11-m4", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 834, height: 1210), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-pro-11-m5"],
            displayName: "iPad Pro 11-inch (M4)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-12-9-2", interfaceBuilderID: "ipad12_9",
            family: .iPad, portraitSize: Size(width: 1024, height: 1366), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-pro-12-9-1"],
            displayName: "iPad Pro 12.9-inch (2nd generation)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-12-9", interfaceBuilderID: "ipad12_9rounded",
            family: .iPad, portraitSize: Size(width: 1024, height: 1366), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-pro-12-9-6", "ipad-pro-12-9-5", "ipad-pro-12-9-4", "ipad-pro-12-9-3", "ipad-air-13"],
            displayName: "iPad Pro 12.9-inch (6th generation)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-13", interfaceBuilderID: "ipad13",
            family: .iPad, portraitSize: Size(width: 1032, height: 1376), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: ["ipad-pro-13-m4", "ipad-pro-13-m5"],
            displayName: "iPad Pro 13-inch (M4)", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-12-9-split-third", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 375, height: 1366), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPad Pro 12.9-inch, one-third split", landscapeSize: Size(width: 375, height: 1024)),
        DeviceProfile(
            name: "ipad-pro-12-9-split-half", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 678, height: 1024), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: nil,
            aliases: [],
            displayName: "iPad Pro 12.9-inch, half split in landscape", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-12-9-split-two-thirds", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 639, height: 1366), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPad Pro 12.9-inch, two-thirds split", landscapeSize: Size(width: 981, height: 1024)),
        DeviceProfile(
            name: "ipad-pro-11-split-third", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 320, height: 1194), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPad Pro 11-inch, one-third split", landscapeSize: Size(width: 375, height: 834)),
        DeviceProfile(
            name: "ipad-pro-11-split-half", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 592, height: 834), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: nil,
            aliases: [],
            displayName: "iPad Pro 11-inch, half split in landscape", landscapeSize: nil),
        DeviceProfile(
            name: "ipad-pro-11-split-two-thirds", interfaceBuilderID: nil,
            family: .iPad, portraitSize: Size(width: 504, height: 1194), scale: 2,
            portrait: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .compact, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            landscape: OrientationTraits(
                sizeClasses: TraitCollection(horizontal: .regular, vertical: .regular),
                safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                safeAreaEras: []),
            aliases: [],
            displayName: "iPad Pro 11-inch, two-thirds split", landscapeSize: Size(width: 809, height: 834)),
    ]
}
