import Foundation
import LayoutModel
@testable import SVGEmitter
import Testing

/// One rendered file checked against its golden.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let name: String
    let render: @Sendable () -> String
    var testDescription: String { name }

    static let all: [GoldenCase] = [
        GoldenCase(name: "settings.iphone-16.portrait.svg") {
            SVGEmitter.emit(SettingsScene.scene(for: Configurations.iPhone16Portrait),
                            configuration: Configurations.iPhone16Portrait, style: .standard)
        },
        GoldenCase(name: "settings.iphone-16.landscape.svg") {
            SVGEmitter.emit(SettingsScene.scene(for: Configurations.iPhone16Landscape),
                            configuration: Configurations.iPhone16Landscape, style: .standard)
        },
        GoldenCase(name: "settings.iphone-se.portrait.hidden.svg") {
            SVGEmitter.emit(SettingsScene.scene(for: Configurations.iPhoneSEPortrait),
                            configuration: Configurations.iPhoneSEPortrait,
                            style: WireframeStyle(showBaselines: true, showHidden: true))
        },
        GoldenCase(name: "settings.iphone-16.portrait.plain.svg") {
            SVGEmitter.emit(SettingsScene.scene(for: Configurations.iPhone16Portrait),
                            configuration: Configurations.iPhone16Portrait, style: .plain)
        },
        GoldenCase(name: "sign-in.component.svg") {
            let (scene, configuration) = ComponentScenes.signInForm()
            return SVGEmitter.emit(scene, configuration: configuration)
        },
        GoldenCase(name: "gallery.component.svg") {
            let (scene, configuration) = ComponentScenes.gallery()
            return SVGEmitter.emit(scene, configuration: configuration,
                                   style: WireframeStyle(showBaselines: true, showHidden: true))
        },
        GoldenCase(name: "settings.iphone-16.compare.svg") {
            SVGEmitter.compareSheet(
                left: (SettingsScene.scene(for: Configurations.iPhone16Portrait), Configurations.iPhone16Portrait),
                right: (SettingsScene.scene(for: Configurations.iPhone16Landscape), Configurations.iPhone16Landscape),
                style: .standard)
        },
        GoldenCase(name: "settings.matrix.svg") {
            SVGEmitter.matrixSheet(cells: MatrixFixture.cells, columns: 2, style: .standard)
        },
    ]
}

enum MatrixFixture {
    static let configurations = [
        Configurations.iPhoneSEPortrait, Configurations.iPhoneSELandscape,
        Configurations.iPhone16Portrait, Configurations.iPhone16Landscape,
        Configurations.iPadPro11Portrait, Configurations.iPadPro11Landscape,
    ]

    static var cells: [(title: String, scene: LayoutScene, configuration: LayoutConfiguration)] {
        configurations.map { configuration in
            (title: ConfigurationLabel.title(configuration), scene: SettingsScene.scene(for: configuration),
             configuration: configuration)
        }
    }
}

@Suite struct GoldenTests {
    @Test(arguments: GoldenCase.all)
    func matchesGoldenAndIsSafe(_ golden: GoldenCase) {
        let output = golden.render()
        SVGInspector.checkSafety(output)
        #expect(output == golden.render(), "output differs between two runs")
        GoldenFile.assertMatches(output, named: golden.name)
    }

    @Test func indexPageMatchesGolden() {
        let page = HTMLIndex.render(entries: GoldenCase.all.map { golden in
            (title: golden.name, relativePath: golden.name, caption: "Rendered by the SVGEmitter golden tests")
        })
        #expect(!page.lowercased().contains("<script"))
        GoldenFile.assertMatches(page, named: "index.html")
    }

    static let xmllint = "/usr/bin/xmllint"
    static let rsvgConvert = "/usr/bin/rsvg-convert"

    /// libxml2 must accept every golden (it rejects characters XML cannot carry, which XMLParser may let pass).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: xmllint)), arguments: GoldenCase.all)
    func xmllintAcceptsGolden(_ golden: GoldenCase) throws {
        let result = try run(Self.xmllint, ["--noout", GoldenFile.url(golden.name).path])
        #expect(result.status == 0, "xmllint: \(result.output)")
        let count = try run(Self.xmllint, ["--xpath",
            "count(//*[local-name()='script' or local-name()='foreignObject' or local-name()='set' or local-name()='animate'] | //@*[starts-with(local-name(),'on')] | //@*[local-name()='href' and not(starts-with(.,'#'))])",
            GoldenFile.url(golden.name).path])
        #expect(count.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    /// librsvg renders every golden to a non-empty PNG.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: rsvgConvert)), arguments: GoldenCase.all)
    func rsvgRendersGolden(_ golden: GoldenCase) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try run(Self.rsvgConvert, [GoldenFile.url(golden.name).path, "-o", png.path])
        #expect(result.status == 0, "rsvg-convert: \(result.output)")
        let size = (try? FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
        #expect(size > 1000)
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
