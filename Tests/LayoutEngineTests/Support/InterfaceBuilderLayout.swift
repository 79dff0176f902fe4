import LayoutEngine
import LayoutModel
import Markup
import Testing
import TraitResolver

/// Lays out a small hand-written Interface Builder document the way `stackboard frames` does: read by the real
/// reader, resolved for the document's own device, laid out with the Ahem-style measurer (every character 1 em wide,
/// lines 1 em tall) on both the local and the global path, which must agree.
struct InterfaceBuilderLayout {
    let local: LayoutDocument
    let global: LayoutDocument

    init(_ text: String, path: String = "t.storyboard") {
        let (markup, _) = MarkupParser.parse(SourceFile(path: path, bytes: Array(text.utf8)))
        let (configuration, _) = TraitResolver.defaultConfiguration(for: markup, catalog: .builtIn)
        let (resolved, _) = TraitResolver.resolve(markup, for: configuration)
        func run(_ strategy: LayoutOptions.Strategy) -> LayoutDocument {
            let options = LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(), strategy: strategy)
            return LayoutEngine(options: options).layout(resolved).0
        }
        local = run(.local)
        global = run(.global)
    }

    /// The frame of the view with this id (relative to its superview), checked to agree between the two paths.
    func frame(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Rect? {
        func find(_ document: LayoutDocument) -> Rect? {
            for scene in document.scenes {
                if let node = scene.nodes.first(where: { $0.id == id }) { return node.frame }
            }
            return nil
        }
        let a = find(local), b = find(global)
        #expect(a == b, "local \(String(describing: a)) and global \(String(describing: b)) differ for '\(id)'",
                sourceLocation: sourceLocation)
        return a
    }
}

/// A storyboard document with the given device, Xcode era and scenes.
func ibStoryboard(_ scenes: String, toolsVersion: String, device: String?, safeAreas: Bool = true,
                  trailer: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
        \(device ?? "")
        <scenes>
    \(scenes)
        </scenes>
    \(trailer)
    </document>
    """
}

/// A xib document with the given device, Xcode era and top-level objects.
func ibXib(_ objects: String, toolsVersion: String, device: String, trailer: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
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

/// A `<device>` element.
func ibDevice(_ id: String, landscape: Bool = false) -> String {
    "<device id=\"\(id)\" orientation=\"\(landscape ? "landscape" : "portrait")\"/>"
}

/// A scene: a view controller (`controllerExtras` go after its root view) whose root view of the given size holds
/// `content` (subviews, constraints) and a safe-area guide `SA`.
func ibScene(_ id: String, width: Double, height: Double, content: String, controllerExtras: String = "",
             element: String = "viewController", attributes: String = "") -> String {
    """
    <scene sceneID="S\(id)"><objects>
        <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="ROOT\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                \(content)
                <viewLayoutGuide key="safeArea" id="SA\(id)"/>
            </view>
            \(controllerExtras)
        </\(element)>
    </objects></scene>
    """
}

/// A navigation controller scene whose root is `root`.
func ibNavigationController(_ id: String, root: String, attributes: String = "") -> String {
    """
    <scene sceneID="S\(id)"><objects>
        <navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="R\(id)"/></connections>
        </navigationController>
    </objects></scene>
    """
}

/// A plain view with an id and a stored frame.
func ibView(_ id: String, _ frame: (Double, Double, Double, Double), inner: String = "",
            element: String = "view", attributes: String = "") -> String {
    """
    <\(element) contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
        \(inner)
    </\(element)>
    """
}

/// A constraint; `first` nil means the owner of the `<constraints>` element.
func ibConstraint(_ first: String?, _ firstAttribute: String, _ second: String?, _ secondAttribute: String? = nil,
                  constant: Double = 0, relation: String? = nil, priority: Double? = nil) -> String {
    var attributes = ""
    if let first { attributes += " firstItem=\"\(first)\"" }
    attributes += " firstAttribute=\"\(firstAttribute)\""
    if let relation { attributes += " relation=\"\(relation)\"" }
    if let second { attributes += " secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute ?? firstAttribute)\"" }
    if constant != 0 { attributes += " constant=\"\(constant)\"" }
    if let priority { attributes += " priority=\"\(priority)\"" }
    // A deterministic id from the text (FNV-1a); the documents never hold two identical constraints.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in attributes.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return "<constraint\(attributes) id=\"c\(hash % 1_000_000_007)\"/>"
}
