import LayoutModel
import Testing
import TraitResolver
@testable import StackboardCLI

/// `--device`, `--orientation`, `--traits` and `--devices-file`, and the `devices` table.
@Suite struct TraitOptionsTests {
    let catalog = DeviceCatalog.builtIn

    static func document(device: String? = nil, orientation: Orientation = .portrait,
                         format: MarkupDocument.Format = .native, toolsVersion: Int? = nil) -> MarkupDocument {
        MarkupDocument(path: "a.layout.xml", format: format,
                       device: device.map { DocumentDevice(id: $0, orientation: orientation) }, toolsVersion: toolsVersion,
                       scenes: [MarkupScene(id: "s", kind: .screen, root: MarkupView(id: "root", kind: .view))])
    }

    /// The message and exit code of options that fail validation (a usage error is status 64).
    func usageError(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try TraitOptions.parse(arguments)
            return nil
        } catch let mistake as ValidationError {
            return (mistake.message, ExitStatus.usage.rawValue)
        } catch let code as ExitCode {
            return ("", code.rawValue)
        } catch {
            return ("\(error)", ExitStatus.inputErrors.rawValue)
        }
    }

    @Test func unknownDevicesAreUsageErrorsWithSuggestions() throws {
        let failure = try #require(usageError(["--device", "iphone-16-pr"]))
        #expect(failure.code == 64)
        #expect(failure.message == "unknown device 'iphone-16-pr'; did you mean 'iphone-16-pro'? ('stackboard devices' lists the known devices)")
        #expect(usageError(["--device", "iphone-16,galaxy"])?.message.hasPrefix("unknown device 'galaxy'") == true)
        #expect(usageError(["--orientation", "sideways"])?.code == 64)
        #expect(usageError(["--traits", "wX"])?.code == 64)
        #expect(usageError(["--traits", "wC", "--orientation", "landscape"])?.code == 64)
        #expect(usageError(["--device", "iphone-16", "--orientation", "both", "--traits", "wR"]) == nil)
    }

    @Test func devicesAndOrientations() throws {
        let options = try TraitOptions.parse(["--device", "iphone-se-3, ipad-pro-11", "--device", "retina6_1",
                                              "--orientation", "both"])
        #expect(options.deviceNames == ["iphone-se-3", "ipad-pro-11", "retina6_1"])
        let (configurations, diagnostics) = options.configurations(for: Self.document(), catalog: catalog)
        #expect(diagnostics.isEmpty)
        #expect(configurations.map { "\($0.device ?? "-") \($0.orientation?.rawValue ?? "-") \($0.traits)" } == [
            "iphone-se-3 portrait wC-hR", "iphone-se-3 landscape wC-hC",
            "ipad-pro-11 portrait wR-hR", "ipad-pro-11 landscape wR-hR",
            "iphone-11 portrait wC-hR", "iphone-11 landscape wR-hC",
        ])
    }

    @Test func theDocumentsOwnDeviceKeepsItsSpellingAndOrientation() throws {
        let document = Self.document(device: "retina4_7", orientation: .landscape, format: .storyboard, toolsVersion: 16097)
        let options = try TraitOptions.parse(["--device", "iphone-8"])
        let (configurations, _) = options.configurations(for: document, catalog: catalog)
        #expect(configurations.map(\.device) == ["retina4_7"])
        #expect(configurations.map(\.orientation) == [.landscape])
        let (defaults, _) = try TraitOptions.parse([]).configurations(for: document, catalog: catalog)
        #expect(defaults.map(\.device) == ["retina4_7"])
        #expect(defaults.map(\.size) == [Size(width: 667, height: 375)])
        let (both, _) = try TraitOptions.parse(["--orientation", "both"]).configurations(for: document, catalog: catalog)
        #expect(both.map(\.orientation) == [.portrait, .landscape])
        #expect(both.map(\.device) == ["retina4_7", "retina4_7"])
    }

    @Test func traitsOverDevicesOrAlone() throws {
        let (alone, _) = try TraitOptions.parse(["--traits", "wR-hC@1024x768"])
            .configurations(for: Self.document(device: "iphone-16"), catalog: catalog)
        #expect(alone.map(\.size) == [Size(width: 1024, height: 768)])
        #expect(alone.map(\.traits) == [TraitCollection(horizontal: .regular, vertical: .compact)])
        #expect(alone.map(\.device) == [nil])
        let (over, _) = try TraitOptions.parse(["--device", "iphone-16", "--traits", "wR"])
            .configurations(for: Self.document(), catalog: catalog)
        #expect(over.map(\.size) == [Size(width: 393, height: 852)])
        #expect(over.map(\.traits) == [TraitCollection(horizontal: .regular, vertical: .regular)])
    }

    @Test func devicesTableShowsSizesClassesAndInsets() {
        let table = DeviceTable.render(catalog.devices)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("NAME") == true)
        let row = lines.first { $0.hasPrefix("iphone-16-pro ") }
        #expect(row?.split(separator: " ", omittingEmptySubsequences: true).prefix(11).joined(separator: " ")
                == "iphone-16-pro retina6_3 402x874 @3x wC hR wC hC t62 b34 l62")
        #expect(lines.contains { $0.hasPrefix("iphone-11 *") })
        #expect(lines.contains("  iphone-11 portrait, toolsVersion below 21000: t44 b34"))
        #expect(DeviceTable.insets(.zero) == "0")
        #expect(DeviceTable.insets(EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)) == "l59 b21 r59")
    }
}
