import Foundation
import LayoutModel
import Testing
@testable import TraitResolver

/// The built-in catalog is generated Swift (`Catalog/BuiltInDevices.swift`); `Resources/devices.json` stays its
/// source. These tests decode the JSON with the same decoder and checks as a user's device file and require the
/// generated values to be exactly those devices.
@Suite struct BuiltInDevicesTests {
    static let sourceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TraitResolver")
    static let jsonURL = sourceDirectory.appendingPathComponent("Resources/devices.json")
    static let generatedURL = sourceDirectory.appendingPathComponent("Catalog/BuiltInDevices.swift")

    /// The devices of the JSON file, through every check a device file gets.
    static func decodedDevices() throws -> [DeviceProfile] {
        let bytes = try [UInt8](Data(contentsOf: jsonURL))
        return try DeviceCatalog(contentsOf: bytes, path: "devices.json").devices
    }

    @Test func theJSONFileIsAValidDeviceFile() throws {
        let devices = try Self.decodedDevices()
        #expect(devices.count >= 30)
        #expect(devices.contains { $0.interfaceBuilderID == "retina6_12" })
    }

    @Test func builtInDevicesAreTheDevicesOfTheJSONFile() throws {
        let decoded = try Self.decodedDevices()
        #expect(DeviceCatalog.builtIn.devices.count == decoded.count)
        for (builtIn, fromFile) in zip(DeviceCatalog.builtIn.devices, decoded) {
            #expect(builtIn == fromFile, "\(fromFile.name)")
        }
        #expect(DeviceCatalog.builtIn.encodedJSON() == DeviceCatalog(devices: decoded).encodedJSON())
    }

    /// The committed source is what the generator writes for the JSON; `STACKBOARD_REGENERATE=1` rewrites it.
    @Test func generatedSourceIsUpToDate() throws {
        let expected = BuiltInDeviceSource.render(try Self.decodedDevices())
        if ProcessInfo.processInfo.environment["STACKBOARD_REGENERATE"] == "1" {
            try expected.write(to: Self.generatedURL, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.generatedURL, encoding: .utf8)
        #expect(committed == expected, "run STACKBOARD_REGENERATE=1 swift test --filter BuiltInDevicesTests")
    }
}
