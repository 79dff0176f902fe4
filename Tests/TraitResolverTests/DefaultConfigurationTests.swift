import LayoutModel
import Testing
@testable import TraitResolver

/// Which configuration a document is laid out for by default, and the canvas each scene gets.
@Suite struct DefaultConfigurationTests {
    typealias F = Fixture
    let catalog = DeviceCatalog.builtIn

    @Test func interfaceBuilderDeviceWithItsEra() {
        let document = F.document([F.view("root")], format: .storyboard,
                                  device: DocumentDevice(id: "retina4_7", orientation: .portrait), toolsVersion: 16097)
        let (configuration, diagnostics) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(diagnostics.isEmpty)
        #expect(configuration.device == "retina4_7")
        #expect(configuration.orientation == .portrait)
        #expect(configuration.size == Size(width: 375, height: 667))
        #expect(configuration.scale == 2)
        #expect(configuration.traits == F.wChR)
        #expect(configuration.safeAreaInsets == .zero)  // Xcode 11 files assume no status bar on retina4_7
        #expect(configuration.rootLayoutMargins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test func interfaceBuilderLandscapeDevice() {
        let document = F.document([F.view("root")], format: .xib,
                                  device: DocumentDevice(id: "retina6_1", orientation: .landscape), toolsVersion: 15505)
        let (configuration, _) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(configuration.size == Size(width: 896, height: 414))
        #expect(configuration.traits == F.wRhC)
        #expect(configuration.safeAreaInsets == EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))
    }

    @Test func interfaceBuilderWithoutDeviceUsesTheGenericCanvas() {
        let document = F.document([F.view("root")], format: .storyboard, toolsVersion: 9531)
        let (configuration, diagnostics) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(diagnostics.isEmpty)
        #expect(configuration == TraitResolver.genericCanvas)
        #expect(configuration.size == Size(width: 600, height: 600))
        #expect(configuration.traits == .unspecified)
        #expect(configuration.scale == 2)
        #expect(configuration.rootLayoutMargins.leading == 20)
        #expect(configuration.device == nil && configuration.orientation == nil)
    }

    @Test func nativeDocumentsWithoutDeviceUseTheDefaultDevice() {
        let (portrait, _) = TraitResolver.defaultConfiguration(for: F.document([F.view("root")]), catalog: catalog)
        #expect(portrait.device == "iphone-16")
        #expect(portrait.size == Size(width: 393, height: 852))
        #expect(portrait.traits == F.wChR)
        let onlyOrientation = F.document([F.view("root")], device: DocumentDevice(id: "", orientation: .landscape))
        let (landscape, _) = TraitResolver.defaultConfiguration(for: onlyOrientation, catalog: catalog)
        #expect(landscape.device == "iphone-16")
        #expect(landscape.size == Size(width: 852, height: 393))
        #expect(landscape.traits == F.wChC)
    }

    @Test func nativeDocumentsKeepTheirSpellingOfTheDevice() {
        let document = F.document([F.view("root")], device: DocumentDevice(id: "iPhone-SE-3", orientation: .portrait))
        let (configuration, _) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(configuration.device == "iPhone-SE-3")
        #expect(configuration.safeAreaInsets.top == 20)
    }

    @Test func unknownDeviceInANativeDocumentIsAnError() throws {
        let range = F.at(1, column: 11)
        let document = F.document([F.view("root")], device: DocumentDevice(id: "iphone-16-pr", orientation: .portrait,
                                                                           range: range))
        let (configuration, diagnostics) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(configuration.device == "iphone-16")
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.id == ResolverDiagnosticID.unknownDevice)
        #expect(error.message == "unknown device 'iphone-16-pr'; laid out on 'iphone-16' instead")
        #expect(error.location?.column == 11)
        #expect(error.notes.map(\.message) == ["did you mean 'iphone-16-pro'?"])
    }

    @Test func unknownDeviceInAnInterfaceBuilderFileUsesItsStoredSize() throws {
        var document = F.document([F.view("root")], format: .storyboard,
                                  device: DocumentDevice(id: "retina7_1", orientation: .landscape))
        document.scenes[0].simulated.storedRootSize = Size(width: 900, height: 420)
        let (configuration, diagnostics) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        #expect(configuration.device == "retina7_1")
        #expect(configuration.size == Size(width: 900, height: 420))
        #expect(configuration.traits == F.wChC)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "unknown device 'retina7_1'; laid out on a 900×420 canvas with wC-hC traits and no safe area")
    }

    @Test func storedRootSizesApplyOnlyToTheDocumentsOwnConfiguration() throws {
        var document = F.document([F.view("master"), F.view("detail")], format: .storyboard,
                                  device: DocumentDevice(id: "ipad9_7", orientation: .landscape), toolsVersion: 11762)
        document.scenes[0].simulated.storedRootSize = Size(width: 320, height: 768)
        let (own, _) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
        let (resolved, _) = TraitResolver.resolve(document, for: own)
        #expect(resolved.configuration == own)
        #expect(resolved.scenes.map(\.canvasSize) == [Size(width: 320, height: 768), Size(width: 1024, height: 768)])
        let phone = try #require(catalog.device(named: "iphone-16"))
        let other = catalog.configuration(for: phone, orientation: .portrait, toolsVersion: 11762)
        let (elsewhere, _) = TraitResolver.resolve(document, for: other)
        #expect(elsewhere.scenes.map(\.canvasSize) == [Size(width: 393, height: 852), Size(width: 393, height: 852)])
    }

    @Test func genericCanvasFilesUseStoredSizes() {
        var document = F.document([F.view("root")], format: .storyboard, toolsVersion: 9531)
        document.scenes[0].simulated.storedRootSize = Size(width: 375, height: 667)
        let (resolved, _) = TraitResolver.resolve(document, for: TraitResolver.genericCanvas)
        #expect(resolved.scenes[0].canvasSize == Size(width: 375, height: 667))
    }

    @Test func componentsKeepTheirGivenSizeOrFit() {
        let scenes = [
            MarkupScene(id: "cell", kind: .component(width: 375, height: nil), root: F.view("cell")),
            MarkupScene(id: "badge", kind: .component(width: 80, height: 24), root: F.view("badge")),
        ]
        let document = MarkupDocument(path: F.path, format: .native, scenes: scenes)
        let (resolved, _) = TraitResolver.resolve(document, for: F.configuration(F.wChR))
        #expect(resolved.scenes.map(\.canvasSize) == [nil, Size(width: 80, height: 24)])
        #expect(resolved.scenes.map(\.kind) == [.component(width: 375, height: nil), .component(width: 80, height: 24)])
    }
}
