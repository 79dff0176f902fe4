#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel
import Markup
import Testing
@testable import TraitResolver

/// Native documents read from `Fixtures/` by the Markup stage, then resolved.
@Suite struct FixtureFileTests {
    let catalog = DeviceCatalog.builtIn

    static func load(_ name: String) throws -> MarkupDocument {
        let directory = String(#filePath.dropLast("FixtureFileTests.swift".count))
        let path = directory + "Fixtures/" + name
        let bytes = try #require(FileContents.read(path))
        let (document, diagnostics) = MarkupParser.parse(SourceFile(path: "Fixtures/" + name, bytes: bytes))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return document
    }

    func resolve(_ document: MarkupDocument, _ device: String, _ orientation: Orientation)
        throws -> (ResolvedView, [Diagnostic]) {
        let profile = try #require(catalog.device(named: device))
        let configuration = catalog.configuration(for: profile, orientation: orientation, toolsVersion: nil)
        let (resolved, diagnostics) = TraitResolver.resolve(document, for: configuration)
        return (resolved.scenes[0].root, diagnostics)
    }

    @Test func imagesScreen() throws {
        let document = try Self.load("images-screen.layout.xml")
        let (configuration, _) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(configuration.device == "iphone-16")
        let (portrait, _) = try resolve(document, "iphone-16", .portrait)
        let (landscape, _) = try resolve(document, "iphone-16", .landscape)
        let (pad, _) = try resolve(document, "ipad-air-11", .portrait)
        #expect(portrait.find("gallery")?.properties.axis == .vertical)
        #expect(landscape.find("gallery")?.properties.axis == .horizontal)
        #expect(pad.find("gallery")?.properties.axis == .horizontal)
        let applied = try #require(portrait.find("gallery")?.appliedVariations.first)
        #expect(applied.key.description == "heightClass=regular-widthClass=compact")
        #expect(applied.range?.start.line == 11)
        #expect(applied.changes == ["axis"])
    }

    @Test func settingsOnAPhoneInPortrait() throws {
        let document = try Self.load("settings-variations.layout.xml")
        let (root, diagnostics) = try resolve(document, "iphone-se-3", .portrait)
        #expect(diagnostics.isEmpty)
        #expect(root.find("rows")?.properties.spacing == .fixed(10))  // the default variation
        #expect(root.find("title")?.properties.font?.textStyle == .body)
        #expect(root.find("options")?.properties.axis == .vertical)
        #expect(root.find("detail")?.isHidden == false)
        #expect(root.find("banner") != nil)
        let constraints = Dictionary(uniqueKeysWithValues: root.constraints.compactMap { c in c.id.map { ($0, c) } })
        #expect(constraints["bannerHeight"]?.constant == 60)
        #expect(constraints["titleWidth"]?.priority == 750)
        #expect(constraints["bannerTextLeading"] != nil)
    }

    @Test func settingsOnAPhoneInLandscape() throws {
        let document = try Self.load("settings-variations.layout.xml")
        let (root, diagnostics) = try resolve(document, "iphone-se-3", .landscape)
        #expect(root.find("rows")?.properties.spacing == .fixed(4))
        #expect(root.find("detail")?.isHidden == true)
        #expect(root.find("banner") == nil && root.find("bannerText") == nil)
        #expect(root.constraints.compactMap(\.id) == ["titleWidth"])
        #expect(root.constraints.first { $0.id == "titleWidth" }?.priority == 250)
        // bannerHeight and bannerTextLeading refer to views that are gone: dropped with notes at their lines.
        #expect(diagnostics.map(\.id) == [ResolverDiagnosticID.droppedConstraint, ResolverDiagnosticID.droppedConstraint])
        #expect(diagnostics.map { $0.location?.line } == [24, 31])
        #expect(diagnostics.allSatisfy { $0.path == "Fixtures/settings-variations.layout.xml" })
    }

    @Test func settingsOnAnIPad() throws {
        let document = try Self.load("settings-variations.layout.xml")
        let (root, diagnostics) = try resolve(document, "ipad-pro-11", .landscape)
        #expect(diagnostics.isEmpty)
        #expect(root.find("title")?.properties.font?.textStyle == .title1)
        let options = try #require(root.find("options"))
        #expect(options.properties.axis == .horizontal)
        #expect(options.properties.alignment == .center)
        #expect(options.properties.spacing == .fixed(20))
        #expect(options.properties.distribution == .fillEqually)
        #expect(root.constraints.compactMap(\.id) == ["bannerHeight", "bannerTextLeading"])
        #expect(root.constraints.first { $0.id == "bannerHeight" }?.constant == 90)
    }

    @Test func ambiguousAxisPointsAtBothVariations() throws {
        let document = try Self.load("ambiguous-axis.layout.xml")
        let (_, diagnostics) = try resolve(document, "iphone-16", .portrait)
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.description.hasPrefix("Fixtures/ambiguous-axis.layout.xml:6:7: error: variations 'heightClass=regular' and 'widthClass=compact' both apply to wC-hR"))
        #expect(error.notes.map(\.description) == [
            "Fixtures/ambiguous-axis.layout.xml:5:7: note: variation 'widthClass=compact' at line 5 sets 'axis' to 'vertical'",
        ])
        let (_, landscape) = try resolve(document, "iphone-16", .landscape)
        #expect(landscape.isEmpty)
    }
}

/// Reads a file without Foundation (the test target also links libxml2 through Markup).
enum FileContents {
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
