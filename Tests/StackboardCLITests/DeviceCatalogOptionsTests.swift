import Foundation
import Testing
import TraitResolver
@testable import StackboardCLI

/// `--devices-file`: read through the same capped reader as documents.
@Suite struct DeviceCatalogOptionsTests {
    func exitCode(_ arguments: [String]) throws -> Int32? {
        let options = try DeviceCatalogOptions.parse(arguments)
        do {
            _ = try options.loadCatalog()
            return nil
        } catch let code as ExitCode {
            return code.rawValue
        }
    }

    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "stackboard-devices-\(UUID().uuidString).json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func withoutAFileTheCatalogIsTheBuiltInOne() throws {
        let catalog = try DeviceCatalogOptions.parse([]).loadCatalog()
        #expect(catalog.devices.map(\.name) == DeviceCatalog.builtIn.devices.map(\.name))
    }

    @Test func unreadableFoldersAndOversizedFilesExitWith74() throws {
        #expect(try exitCode(["--devices-file", "/nonexistent/devices.json"]) == 74)
        #expect(try exitCode(["--devices-file", NSTemporaryDirectory()]) == 74)
        let large = try temporaryFile([UInt8](repeating: 0x20, count: DeviceCatalogOptions.maxFileBytes + 1))
        defer { try? FileManager.default.removeItem(atPath: large) }
        #expect(try exitCode(["--devices-file", large]) == 74)
    }

    @Test func anInvalidFileExitsWith1AndAValidOneIsMerged() throws {
        let invalid = try temporaryFile(Array("{\"devices\": 3}".utf8))
        defer { try? FileManager.default.removeItem(atPath: invalid) }
        #expect(try exitCode(["--devices-file", invalid]) == 1)
        let valid = try temporaryFile(Array(DeviceCatalog.builtIn.encodedJSON().utf8))
        defer { try? FileManager.default.removeItem(atPath: valid) }
        let merged = try DeviceCatalogOptions.parse(["--devices-file", valid]).loadCatalog()
        #expect(merged.devices.map(\.name) == DeviceCatalog.builtIn.devices.map(\.name))
    }
}
