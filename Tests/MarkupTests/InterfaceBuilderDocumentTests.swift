import LayoutModel
@testable import Markup
import Testing

/// The `<document>` element: dispatch, format, Xcode era, safe areas, platforms, `<device>` and resources.
@Suite struct InterfaceBuilderDocumentTests {
    @Test func recognizesInterfaceBuilderTypesButNotTheNativeDialect() throws {
        func root(_ text: String) throws -> XMLElement {
            var sink = DiagnosticSink()
            return try #require(XMLLoader.load(SourceFile(path: "t", text: text), into: &sink))
        }
        #expect(InterfaceBuilderReader.recognizes(try root(
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>"#)))
        #expect(InterfaceBuilderReader.recognizes(try root(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#)))
        #expect(InterfaceBuilderReader.recognizes(try root(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#)))
        #expect(!InterfaceBuilderReader.recognizes(try root(#"<document device="iphone-16"><screen id="a"/></document>"#)))
        #expect(!InterfaceBuilderReader.recognizes(try root(#"<layout type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#)))
    }

    @Test func readsFormatToolsVersionAndSafeAreas() throws {
        let (read, diagnostics) = readIB(storyboard(scene(""), attributes: #"toolsVersion="14087.3" useSafeAreas="YES""#))
        let document = try #require(read)
        #expect(diagnostics.isEmpty)
        #expect(document.format == .storyboard)
        #expect(document.path == "t.storyboard")
        #expect(document.toolsVersion == 14087)
        #expect(document.usesSafeAreas)

        let (xibRead, _) = readIB(xib(#"<view contentMode="scaleToFill" id="V"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#))
        #expect(xibRead?.format == .xib)
        #expect(xibRead?.toolsVersion == 17701)

        let (placeholder, _) = readIB(storyboard(scene(""), attributes: #"toolsVersion="32700.99.1234""#))
        #expect(placeholder?.toolsVersion == 32700)
        #expect(placeholder?.usesSafeAreas == false)
    }

    @Test func anUnreadableToolsVersionIsAWarning() throws {
        let (read, diagnostics) = readIB(storyboard(scene(""), attributes: #"toolsVersion="next""#))
        #expect(read?.toolsVersion == nil)
        #expect(ids(diagnostics) == ["ib.invalidToolsVersion"])
        #expect(diagnostics.first?.message == "unreadable toolsVersion 'next'; the Xcode era of the document is unknown")
    }

    @Test func readsTheThreeFormsOfDevice() throws {
        let forms = [
            (#"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#, "retina4_7", Orientation.portrait),
            (#"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, "retina6_1", .portrait),
            (#"<device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>"#, "ipad9_7", .landscape),
            (#"<device id="retina5_9"/>"#, "retina5_9", .portrait),
        ]
        for (element, id, orientation) in forms {
            let (read, diagnostics) = readIB(storyboard(scene(""), device: element))
            #expect(diagnostics.isEmpty)
            let device = try #require(read?.device)
            #expect(device.id == id)
            #expect(device.orientation == orientation)
            #expect(device.range?.start.line == 3)
        }
    }

    @Test func documentsWithoutDeviceHaveNone() throws {
        let (read, _) = readIB(storyboard(scene(""), device: ""))
        #expect(read?.device == nil)
    }

    @Test func anUnknownOrientationIsAWarningAndPortraitIsUsed() throws {
        let (read, diagnostics) = readIB(storyboard(scene(""), device: #"<device id="retina6_1" orientation="upsideDown"/>"#))
        #expect(read?.device?.orientation == .portrait)
        #expect(ids(diagnostics) == ["ib.unknownValue"])
        #expect(diagnostics.first?.message
                == "unknown orientation 'upsideDown'; expected one of 'portrait', 'landscape', the attribute is ignored")
    }

    @Test func oldDocumentsNameTheirDestinationInASimulatedMetricsContainer() throws {
        let container = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
            """
        // Without size classes the destination is the canvas: the document's device.
        let plain = storyboard(scene(""), device: container).replacingOccurrences(of: #"useTraitCollections="YES""#, with: "")
        let (read, diagnostics) = readIB(plain)
        #expect(diagnostics.isEmpty)
        #expect(read?.device?.id == "retina4_7")
        #expect(read?.scenes.first?.simulated.destinationDevice == nil)

        // With size classes the canvas is the 600×600 any/any one; the destination is only a preference.
        let (withTraits, _) = readIB(storyboard(scene(""), device: container))
        #expect(withTraits?.device == nil)
        #expect(withTraits?.scenes.first?.simulated.destinationDevice == "retina4_7")
    }

    @Test func macOSDocumentsAreAClearError() throws {
        let (read, diagnostics) = try readIBFixture("mac.xib")
        let document = try #require(read)
        #expect(document.scenes.isEmpty)
        #expect(ids(diagnostics) == ["ib.macOSDocument"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.description == "mac.xib:2:106: error: macOS documents ('MacOSX.Cocoa') are not "
                + "supported; Stackboard reads iOS storyboards and xibs, and NSStackView is not UIStackView")
    }

    @Test func watchDocumentsAreAnErrorAndTVOSOnesAWarning() throws {
        let watch = storyboard(scene("")).replacingOccurrences(of: "iOS.CocoaTouch", with: "watchKit")
        let (watchRead, watchDiagnostics) = readIB(watch)
        #expect(watchRead?.scenes.isEmpty == true)
        #expect(ids(watchDiagnostics) == ["ib.watchDocument"])
        #expect(watchDiagnostics.first?.severity == .error)

        let tv = storyboard(scene("")).replacingOccurrences(of: "iOS.CocoaTouch", with: "AppleTV")
        let (tvRead, tvDiagnostics) = readIB(tv)
        #expect(tvRead?.scenes.count == 1)
        #expect(ids(tvDiagnostics) == ["ib.tvOSDocument"])
        #expect(tvDiagnostics.first?.severity == .warning)

        let other = storyboard(scene("")).replacingOccurrences(of: "iOS.CocoaTouch", with: "visionOS.Reality")
        let (otherRead, otherDiagnostics) = readIB(other)
        #expect(otherRead?.scenes.count == 1)
        #expect(ids(otherDiagnostics) == ["ib.unknownRuntime"])
    }

    @Test func oldIPadRuntimeIsIOS() throws {
        let old = storyboard(scene("")).replacingOccurrences(of: "iOS.CocoaTouch", with: "iOS.CocoaTouch.iPad")
        let (read, diagnostics) = readIB(old)
        #expect(diagnostics.isEmpty)
        #expect(read?.scenes.count == 1)
    }

    @Test func readsImageResourcesInPointsAndLeavesOutSymbols() throws {
        let (read, diagnostics) = try readIBFixture("cells.xib")
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        #expect(document.images.map(\.name) == ["plus"])
        #expect(document.images.first?.size == Size(width: 24, height: 24))
        #expect(document.images.first?.range?.start.line == 86)
    }

    @Test func aDocumentWithoutViewsIsAWarning() throws {
        let (read, diagnostics) = readIB(xib(""))
        #expect(read?.scenes.isEmpty == true)
        #expect(ids(diagnostics) == ["ib.emptyDocument"])
        #expect(diagnostics.first?.message == "the xib has no views; there is nothing to lay out")
    }

    @Test func markupParserHandsInterfaceBuilderDocumentsToThisReader() throws {
        let (document, diagnostics) = MarkupParser.parse(SourceFile(path: "main.storyboard", text: storyboard(scene(""))))
        #expect(diagnostics.isEmpty)
        #expect(document.format == .storyboard)
        #expect(document.scenes.map(\.id) == ["S1"])
        #expect(document.scenes.first?.root.id == "ROOT")
        let (cells, _) = MarkupParser.parse(SourceFile(path: "cell.xib", text: xib(
            #"<view contentMode="scaleToFill" id="V"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#)))
        #expect(cells.format == .xib)
        #expect(cells.scenes.map(\.kind) == [.component(width: 10, height: 10)])
    }
}
