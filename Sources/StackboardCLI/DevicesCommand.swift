import LayoutModel
import TraitResolver

/// `stackboard devices`: the device presets with their sizes, scales, size classes and safe areas.
struct DevicesCommand: Subcommand {
    static let spec = CommandSpec(
        name: "devices",
        abstract: "List the device presets: sizes in points, scales, size classes and safe areas.",
        discussion: """
            Names, aliases and Interface Builder ids all work with '--device'. Safe areas are written as \
            t(op) l(eading) b(ottom) r(ight) insets in points; '*' marks devices whose Interface Builder documents \
            assume other insets depending on the Xcode that saved them (listed below the table).

            The JSON output is a device file: edit it and pass it back with '--devices-file' to add or \
            replace devices.

            Examples:
              stackboard devices
              stackboard devices --format json > my-devices.json
              stackboard devices --devices-file my-devices.json
            """,
        options: [
            .value("format", help: "Output format: text or json.", values: Format.names, default: "text"),
        ] + DeviceCatalogOptions.options)

    enum Format: String, ArgumentChoice {
        case text, json
    }

    var format: Format
    var catalogOptions: DeviceCatalogOptions

    init(_ arguments: ParsedArguments) throws {
        format = try arguments.choice("format") ?? .text
        catalogOptions = DeviceCatalogOptions(arguments)
    }

    func run() throws {
        let catalog = try catalogOptions.loadCatalog()
        switch format {
        case .json: try Console.outputOrExit(catalog.encodedJSON())
        case .text: try Console.outputOrExit(DeviceTable.render(catalog.devices))
        }
    }
}

/// The text table of `stackboard devices`.
enum DeviceTable {
    static func render(_ devices: [DeviceProfile]) -> String {
        var rows: [[String]] = [["NAME", "IB ID", "POINTS", "SCALE", "PORTRAIT", "LANDSCAPE", "SAFE AREA PORTRAIT",
                                 "SAFE AREA LANDSCAPE", "ALSO"]]
        var footnotes: [String] = []
        for device in devices {
            let eras = !device.portrait.safeAreaEras.isEmpty || !(device.landscape?.safeAreaEras.isEmpty ?? true)
            var points = size(device.size(in: .portrait))
            if device.landscapeSize != nil, device.landscape != nil {
                points += " / " + size(device.size(in: .landscape))
            }
            rows.append([
                device.name + (eras ? " *" : ""),
                device.interfaceBuilderID ?? "-",
                points,
                "@" + formatNumber(device.scale) + "x",
                classes(device.portrait.sizeClasses),
                device.landscape.map { classes($0.sizeClasses) } ?? "-",
                insets(device.portrait.safeAreaInsets),
                device.landscape.map { insets($0.safeAreaInsets) } ?? "-",
                device.aliases.joined(separator: ", "),
            ])
            if eras { footnotes += eraLines(device) }
        }
        var text = align(rows)
        if !footnotes.isEmpty {
            text += "\n* Interface Builder documents saved by other Xcode versions assume other insets:\n"
            text += footnotes.map { "  " + $0 + "\n" }.joined()
        }
        return text
    }

    private static func eraLines(_ device: DeviceProfile) -> [String] {
        var lines: [String] = []
        let orientations: [(String, OrientationTraits?)] = [("portrait", device.portrait), ("landscape", device.landscape)]
        for (name, traits) in orientations {
            for era in traits?.safeAreaEras ?? [] {
                var range: String
                switch (era.fromToolsVersion, era.untilToolsVersion) {
                case let (from?, until?): range = "toolsVersion \(from) to \(until - 1)"
                case let (from?, nil): range = "toolsVersion \(from) and later"
                case let (nil, until?): range = "toolsVersion below \(until)"
                case (nil, nil): range = "every toolsVersion"
                }
                range = "\(device.name) \(name), \(range): \(insets(era.safeAreaInsets))"
                lines.append(range)
            }
        }
        return lines
    }

    private static func size(_ size: Size) -> String { "\(formatNumber(size.width))x\(formatNumber(size.height))" }

    private static func classes(_ traits: TraitCollection) -> String {
        "w\(traits.horizontalSizeClass.letter) h\(traits.verticalSizeClass.letter)"
    }

    /// `t59 b34`: the non-zero edges, or `0`.
    static func insets(_ insets: EdgeInsets) -> String {
        let edges = [("t", insets.top), ("l", insets.leading), ("b", insets.bottom), ("r", insets.trailing)]
            .filter { $0.1 != 0 }.map { $0.0 + formatNumber($0.1) }
        return edges.isEmpty ? "0" : edges.joined(separator: " ")
    }

    /// Columns padded to their widest cell, two spaces apart; the last column is not padded.
    private static func align(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
