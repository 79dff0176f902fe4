import Foundation
import LayoutModel
@testable import Markup

/// Reads Interface Builder XML text with the real loader and reader; returns the document (nil when the XML does
/// not load) and every diagnostic.
func readIB(_ text: String, path: String = "t.storyboard", limits: MarkupLimits = .default) -> (MarkupDocument?, [Diagnostic]) {
    readIB(bytes: Array(text.utf8), path: path, limits: limits)
}

func readIB(bytes: [UInt8], path: String, limits: MarkupLimits = .default) -> (MarkupDocument?, [Diagnostic]) {
    var sink = DiagnosticSink(path: path)
    let file = SourceFile(path: path, bytes: bytes)
    guard let root = XMLLoader.load(file, limits: limits, into: &sink) else { return (nil, sink.diagnostics) }
    guard InterfaceBuilderReader.recognizes(root) else { return (nil, sink.diagnostics) }
    let document = InterfaceBuilderReader.read(root, file: file, into: &sink)
    return (document, sink.diagnostics)
}

/// A minimal iOS storyboard around the given scenes.
func storyboard(_ scenes: String, attributes: String = "toolsVersion=\"21701\" useSafeAreas=\"YES\"",
                device: String = "<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>",
                trailer: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(attributes) targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        \(device)
        <scenes>
    \(scenes)
        </scenes>
    \(trailer)
    </document>
    """
}

/// One scene whose view controller's root view holds `content` (subviews, constraints, guides).
func scene(_ content: String, sceneID: String = "S1", controller: String = "<viewController id=\"VC1\" sceneMemberID=\"viewController\">",
           controllerEnd: String = "</viewController>", controllerExtras: String = "") -> String {
    """
            <scene sceneID="\(sceneID)">
                <objects>
                    \(controller)
                        <view key="view" contentMode="scaleToFill" id="ROOT">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(content)
                        </view>
    \(controllerExtras)
                    \(controllerEnd)
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR\(sceneID)" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """
}

/// A minimal iOS xib around the given top-level objects.
func xib(_ objects: String, device: String = "<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>",
         trailer: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        \(device)
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(objects)
        </objects>
    \(trailer)
    </document>
    """
}

extension MarkupDocument {
    /// Every view of every scene, in pre-order, with its parent's id (nil for scene roots).
    var allViews: [(view: MarkupView, parent: String?)] {
        var result: [(MarkupView, String?)] = []
        var stack: [(MarkupView, String?)] = scenes.reversed().map { ($0.root, nil) }
        while let (view, parent) = stack.popLast() {
            result.append((view, parent))
            for child in view.subviews.reversed() { stack.append((child, view.id)) }
        }
        return result
    }

    /// The first view with this id.
    func view(_ id: String) -> MarkupView? {
        allViews.first { $0.view.id == id }?.view
    }
}

/// Ids and messages of diagnostics, for compact expectations.
func ids(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.id) }

/// Reads a fixture of `Tests/MarkupTests/Fixtures/ib/`.
func readIBFixture(_ name: String) throws -> (MarkupDocument?, [Diagnostic]) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ib").appendingPathComponent(name)
    return readIB(bytes: try [UInt8](Data(contentsOf: url)), path: name)
}
