import LayoutModel
@testable import Markup
import Testing

/// Scenes: storyboard scenes and their controllers, xib top-level objects, cells, bars and simulated metrics.
@Suite struct InterfaceBuilderSceneTests {
    @Test func aStoryboardSceneIsTheControllersRootView() throws {
        let (read, diagnostics) = try readIBFixture("legacy-guides.storyboard")
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        #expect(document.scenes.map(\.id) == ["SC1", "SC2"])
        let settings = document.scenes[0]
        #expect(settings.name == "Settings")
        #expect(settings.kind == .screen)
        #expect(settings.root.id == "ROOT1")
        #expect(settings.root.elementName == "view")
        #expect(settings.root.autoresizing == nil)
        #expect(settings.range?.start.line == 11)
        #expect(settings.root.subviews.map(\.id) == ["STK", "HEAD"])
    }

    @Test func sceneNamesFollowTitleLabelClassThenKind() throws {
        func name(_ controller: String) throws -> String? {
            let (read, _) = readIB(storyboard(scene("", controller: controller)))
            return try #require(read?.scenes.first).name
        }
        #expect(try name(#"<viewController title="Inbox" userLabel="Mail" customClass="InboxVC" id="VC1" sceneMemberID="viewController">"#) == "Inbox")
        #expect(try name(#"<viewController userLabel="Mail" customClass="InboxVC" id="VC1" sceneMemberID="viewController">"#) == "Mail")
        #expect(try name(#"<viewController customClass="InboxVC" id="VC1" sceneMemberID="viewController">"#) == "InboxVC")
        #expect(try name(#"<viewController id="VC1" sceneMemberID="viewController">"#) == "View Controller")
    }

    @Test func containerControllerBarsAreTheirOwnScenes() throws {
        let (read, _) = try readIBFixture("legacy-guides.storyboard")
        let navigation = try #require(read?.scenes.last)
        #expect(navigation.id == "SC2")
        #expect(navigation.name == "Navigation Controller")
        #expect(navigation.root.id == "NB")
        #expect(navigation.root.kind == .navigationBar)
        #expect(navigation.kind == .component(width: 375, height: 44))
        #expect(navigation.root.stored?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    @Test func extraTopLevelViewsOfASceneAreScenesOfTheirOwn() throws {
        let extras = """
            <view contentMode="scaleToFill" id="POPUP" userLabel="Popup">
                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <viewLayoutGuide key="safeArea" id="PSA"/>
            </view>
            """
        let text = storyboard(scene("").replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFirstResponder""#, with: extras + #"<placeholder placeholderIdentifier="IBFirstResponder""#))
        let (read, diagnostics) = readIB(text)
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        #expect(document.scenes.map(\.id) == ["S1", "POPUP"])
        #expect(document.scenes[1].name == "Popup")
        #expect(document.scenes[1].kind == .component(width: 240, height: 128))
        #expect(document.scenes[1].root.autoresizing == nil)
    }

    @Test func tableViewControllersHaveTheTableAsRootAndItsCellsInside() throws {
        let table = """
            <scene sceneID="T1">
                <objects>
                    <tableViewController id="TVC" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="TABLE">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="HEADER">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="PROTO">
                                    <rect key="frame" x="0.0" y="88" width="414" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="PROTO" id="PCV">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="CELLTEXT">
                                                <rect key="frame" x="20" y="0.0" width="374" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """
        let (read, diagnostics) = readIB(storyboard(table))
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        #expect(document.scenes.count == 1)
        let root = try #require(document.scenes.first?.root)
        #expect(root.kind == .tableView)
        #expect(document.scenes.first?.name == "Table View Controller")
        #expect(root.subviews.map(\.id) == ["HEADER", "PROTO"])
        let cell = root.subviews[1]
        #expect(cell.kind == .tableViewCell)
        #expect(cell.autoresizing?.frame == Rect(x: 0, y: 88, width: 414, height: 44))
        #expect(cell.subviews.map(\.id) == ["PCV"])
        let content = cell.subviews[0]
        #expect(content.kind == .tableViewCellContentView)
        #expect(content.properties.preservesSuperviewLayoutMargins == true)
        #expect(content.properties.insetsLayoutMarginsFromSafeArea == false)
        #expect(content.autoresizing?.frame == Rect(x: 0, y: 0, width: 414, height: 43.5))
        let label = try #require(content.subviews.first)
        #expect(label.autoresizing?.frame == Rect(x: 20, y: 0, width: 374, height: 43.5))
        #expect(label.autoresizing?.flexibleWidth == false)
    }

    @Test func xibTopLevelObjectsAreScenes() throws {
        let (read, diagnostics) = try readIBFixture("cells.xib")
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        #expect(document.scenes.map(\.id) == ["CELL", "CARD", "GRID"])
        #expect(document.scenes.map(\.name) == ["DayCell", "Card", "Collection View Cell"])

        let cell = document.scenes[0]
        #expect(cell.kind == .component(width: 320, height: 108))
        #expect(cell.root.kind == .tableViewCell)
        #expect(cell.root.customClass == "DayCell")
        #expect(cell.root.subviews.map(\.id) == ["CONTENT"])
        #expect(cell.root.layoutGuides == [MarkupLayoutGuide(id: "CSA", kind: .safeArea, range: cell.root.layoutGuides.first?.range)])
        #expect(cell.simulated.storedRootSize == Size(width: 320, height: 108))

        let card = document.scenes[1]
        #expect(card.kind == .component(width: 468, height: 360))
        #expect(card.root.subviews.map(\.id) == ["BADGE"])
    }

    @Test func collectionViewCellContentViewsWithoutIDGetASynthesizedOne() throws {
        let (read, _) = try readIBFixture("cells.xib")
        let grid = try #require(read?.scenes.last?.root)
        #expect(grid.kind == .collectionViewCell)
        let content = try #require(grid.subviews.first)
        #expect(content.id == "_view1")
        #expect(!content.hasExplicitID)
        #expect(content.elementName == "view")
        #expect(content.stored?.frame == Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(content.subviews.map(\.id) == ["TILE"])
    }

    @Test func synthesizedIDsAvoidWrittenOnes() throws {
        let (read, _) = readIB(xib("""
            <view contentMode="scaleToFill" id="_view1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <subviews><view contentMode="scaleToFill"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view></subviews>
            </view>
            """))
        #expect(read?.scenes.first?.root.subviews.first?.id == "_view2")
    }

    @Test func xibViewControllerViewsAreScreensAndFreeformViewsComponents() throws {
        let (read, _) = readIB(xib("""
            <view contentMode="scaleToFill" id="SCREEN">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <viewLayoutGuide key="safeArea" id="SSA"/>
            </view>
            <view contentMode="scaleToFill" id="FREE">
                <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                <viewLayoutGuide key="safeArea" id="FSA"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            <view contentMode="scaleToFill" id="PLAIN">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            </view>
            """))
        let document = try #require(read)
        #expect(document.scenes.map(\.kind) == [.screen, .component(width: 414, height: 120),
                                                .component(width: 200, height: 50)])
        #expect(document.scenes.first?.simulated.storedRootSize == Size(width: 414, height: 896))
    }

    @Test func simulatedBarsAreReadAsFacts() throws {
        let (read, _) = try readIBFixture("legacy-guides.storyboard")
        let metrics = try #require(read?.scenes.first?.simulated)
        #expect(metrics.storedRootSize == Size(width: 375, height: 667))
        #expect(metrics.navigationBar == SimulatedBar(.navigationBar))
        #expect(metrics.bottomBar == SimulatedBar(.tabBar))
        #expect(!metrics.statusBarHidden)
        #expect(metrics.destinationDevice == nil)

        func metricsOf(_ extras: String) throws -> SimulatedMetrics {
            let (read, _) = readIB(storyboard(scene("", controllerExtras: extras)))
            return try #require(read?.scenes.first?.simulated)
        }
        let hidden = try metricsOf(#"<nil key="simulatedStatusBarMetrics"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
        #expect(hidden.statusBarHidden)
        #expect(hidden.navigationBar == nil)
        #expect(hidden.bottomBar == SimulatedBar(.toolbar))
        let prompted = try metricsOf(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#)
        #expect(prompted.navigationBar == SimulatedBar(.navigationBar, prompted: true))
        let opaque = try metricsOf(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        #expect(opaque.navigationBar == SimulatedBar(.navigationBar, translucent: false))
        let none = try metricsOf(#"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#)
        #expect(none.navigationBar == nil)
        #expect(none.bottomBar == nil)
        #expect(!none.statusBarHidden)
        let inferred = try metricsOf("")
        #expect(inferred.navigationBar == nil)
        #expect(inferred.bottomBar == nil)
        let old = try metricsOf(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>"#)
        #expect(old.destinationDevice == "retina4_7")
        let freeform = try metricsOf(#"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="375" height="2000"/>"#)
        #expect(freeform.destinationDevice == nil)
    }

    @Test func freeformControllersKeepTheirStoredCanvas() throws {
        let content = """
                            <rect key="frame" x="0.0" y="0.0" width="375" height="2000"/>
            """
        let text = storyboard(scene("", controllerExtras: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#))
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="414" height="896"/>"#, with: content)
        let (read, _) = readIB(text)
        let scene = try #require(read?.scenes.first)
        #expect(scene.kind == .screen)
        #expect(scene.simulated.storedRootSize == Size(width: 375, height: 2000))
    }

    @Test func barsAreInferredFromSegues() throws {
        func controller(_ id: String, _ element: String = "viewController", attributes: String = "",
                        segues: String = "", view: Bool = true) -> String {
            let root = view ? """
                <view key="view" contentMode="scaleToFill" id="V\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
                """ : ""
            return """
                <scene sceneID="S\(id)"><objects>
                    <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
                        \(root)
                        <connections>\(segues)</connections>
                    </\(element)>
                </objects></scene>
                """
        }
        let scenes = [
            controller("TAB", "tabBarController", segues: """
                <segue destination="NAV" kind="relationship" relationship="viewControllers" id="T1"/>
                <segue destination="PLAIN" kind="relationship" relationship="viewControllers" id="T2"/>
                """, view: false),
            controller("NAV", "navigationController", attributes: #"toolbarHidden="NO""#, segues: """
                <segue destination="HOME" kind="relationship" relationship="rootViewController" id="N1"/>
                """, view: false),
            controller("HOME", segues: """
                <segue destination="MODAL" kind="presentation" id="H2"/>
                """).replacingOccurrences(of: "</view>", with: """
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="OPEN">
                            <rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                            <connections><segue destination="DETAIL" kind="show" id="H1"/></connections>
                        </button>
                    </subviews>
                </view>
                """),
            controller("DETAIL", attributes: #"hidesBottomBarWhenPushed="YES""#),
            controller("PLAIN", segues: #"<segue destination="SHOWN" kind="show" id="P1"/>"#),
            controller("SHOWN"),
            controller("MODAL"),
            controller("STATED", segues: "") .replacingOccurrences(of: "<connections>", with: #"<nil key="simulatedTopBarMetrics"/><connections>"#),
        ].joined(separator: "\n")
        let text = storyboard(scenes, attributes: #"toolsVersion="12120""#).replacingOccurrences(
            of: "</scenes>", with: #"</scenes><inferredMetricsTieBreakers><segue reference="N2"/></inferredMetricsTieBreakers>"#)
        let (read, diagnostics) = readIB(text)
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        func metrics(_ id: String) -> SimulatedMetrics? { document.scenes.first { $0.id == "S\(id)" }?.simulated }
        // A navigation stack inside a tab: navigation bar on top, toolbar over the tab bar at the bottom.
        #expect(metrics("HOME")?.navigationBar == SimulatedBar(.navigationBar))
        #expect(metrics("HOME")?.bottomBar == SimulatedBar(.tabBar))
        // Pushed onto the stack by a button, with the tab bar hidden: the toolbar remains.
        #expect(metrics("DETAIL")?.navigationBar == SimulatedBar(.navigationBar))
        #expect(metrics("DETAIL")?.bottomBar == SimulatedBar(.toolbar))
        // A tab without a navigation controller; `show` from there presents modally.
        #expect(metrics("PLAIN")?.navigationBar == nil)
        #expect(metrics("PLAIN")?.bottomBar == SimulatedBar(.tabBar))
        #expect(metrics("SHOWN")?.navigationBar == nil)
        #expect(metrics("SHOWN")?.bottomBar == nil)
        #expect(metrics("MODAL")?.navigationBar == nil)
        #expect(metrics("MODAL")?.statusBarHidden == false)
        #expect(metrics("STATED")?.navigationBar == nil)
    }

    @Test func aTieBreakerSegueDecidesBetweenTwoPaths() throws {
        func scene(_ id: String, _ element: String, _ segues: String) -> String {
            """
            <scene sceneID="S\(id)"><objects><\(element) id="\(id)" sceneMemberID="viewController">
                \(element == "viewController" ? #"<view key="view" contentMode="scaleToFill" id="V\#(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>"# : "")
                <connections>\(segues)</connections>
            </\(element)></objects></scene>
            """
        }
        let scenes = [
            scene("NAV", "navigationController", #"<segue destination="A" kind="relationship" relationship="rootViewController" id="R"/>"#),
            scene("TAB", "tabBarController", #"<segue destination="B" kind="relationship" relationship="viewControllers" id="T"/>"#),
            scene("A", "viewController", #"<segue destination="SHARED" kind="show" id="FROM-A"/>"#),
            scene("B", "viewController", #"<segue destination="NAV2" kind="presentation" id="M"/>"#),
            scene("TAB2", "tabBarController", #"<segue destination="SHARED" kind="relationship" relationship="viewControllers" id="FROM-TAB2"/>"#),
            scene("SHARED", "viewController", ""),
        ].joined(separator: "\n")
        // Without a tie-breaker the shortest path wins: SHARED is a tab of TAB2.
        let (plain, _) = readIB(storyboard(scenes))
        let first = plain?.scenes.first { $0.id == "SSHARED" }?.simulated
        #expect(first?.navigationBar == nil)
        #expect(first?.bottomBar == SimulatedBar(.tabBar))
        // Interface Builder's tie-breaker names the push from A: SHARED is on A's navigation stack.
        let breaker = #"</scenes><inferredMetricsTieBreakers><segue reference="FROM-A"/></inferredMetricsTieBreakers>"#
        let (decided, _) = readIB(storyboard(scenes).replacingOccurrences(of: "</scenes>", with: breaker))
        let shared = decided?.scenes.first { $0.id == "SSHARED" }?.simulated
        #expect(shared?.navigationBar == SimulatedBar(.navigationBar))
        #expect(shared?.bottomBar == nil)
    }

    @Test func splitViewsSheetsAndOpaqueNavigationBarsAreInferred() throws {
        func scene(_ id: String, _ element: String, _ inner: String) -> String {
            """
            <scene sceneID="S\(id)"><objects><\(element) id="\(id)" sceneMemberID="viewController">
                \(element == "viewController" ? #"<view key="view" contentMode="scaleToFill" id="V\#(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>"# : "")
                \(inner)
            </\(element)></objects></scene>
            """
        }
        let scenes = [
            scene("TAB", "tabBarController", #"<connections><segue destination="SPLIT" kind="relationship" relationship="viewControllers" id="T"/></connections>"#),
            scene("SPLIT", "splitViewController", """
                <connections>
                    <segue destination="NAV" kind="relationship" relationship="masterViewController" id="M"/>
                    <segue destination="DETAIL" kind="relationship" relationship="detailViewController" id="D"/>
                </connections>
                """),
            scene("NAV", "navigationController", """
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="BAR"/>
                <connections><segue destination="MASTER" kind="relationship" relationship="rootViewController" id="R"/></connections>
                """),
            scene("MASTER", "viewController", """
                <connections>
                    <segue destination="DETAIL" kind="showDetail" id="SD"/>
                    <segue destination="SHEETNAV" kind="presentation" modalPresentationStyle="formSheet" id="FS"/>
                </connections>
                """),
            scene("DETAIL", "viewController", ""),
            scene("SHEETNAV", "navigationController", #"<connections><segue destination="SHEET" kind="relationship" relationship="rootViewController" id="R2"/></connections>"#),
            scene("SHEET", "viewController", ""),
        ].joined(separator: "\n")
        let breaker = #"</scenes><inferredMetricsTieBreakers><segue reference="SD"/></inferredMetricsTieBreakers>"#
        let (read, _) = readIB(storyboard(scenes).replacingOccurrences(of: "</scenes>", with: breaker))
        let document = try #require(read)
        func metrics(_ id: String) -> SimulatedMetrics? { document.scenes.first { $0.id == "S\(id)" }?.simulated }
        // The split view passes the tab bar on to its master's navigation stack, whose bar is opaque.
        #expect(metrics("MASTER")?.navigationBar == SimulatedBar(.navigationBar, translucent: false))
        #expect(metrics("MASTER")?.bottomBar == SimulatedBar(.tabBar))
        // showDetail (the tie-breaker) carries the master's context.
        #expect(metrics("DETAIL")?.navigationBar == SimulatedBar(.navigationBar, translucent: false))
        #expect(metrics("DETAIL")?.bottomBar == SimulatedBar(.tabBar))
        // A form sheet has no status bar and none of the presenter's bars; its navigation controller adds its own.
        #expect(metrics("SHEET")?.statusBarHidden == true)
        #expect(metrics("SHEET")?.navigationBar == SimulatedBar(.navigationBar))
        #expect(metrics("SHEET")?.bottomBar == nil)
    }

    @Test func barsAContainerStatesReplaceTheInheritedOnes() throws {
        func scene(_ id: String, _ element: String, _ inner: String) -> String {
            """
            <scene sceneID="S\(id)"><objects><\(element) id="\(id)" sceneMemberID="viewController">
                \(element == "viewController" ? #"<view key="view" contentMode="scaleToFill" id="V\#(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>"# : "")
                \(inner)
            </\(element)></objects></scene>
            """
        }
        let scenes = [
            scene("TAB", "tabBarController", #"<connections><segue destination="NAV" kind="relationship" relationship="viewControllers" id="T"/></connections>"#),
            scene("NAV", "navigationController", """
                <nil key="simulatedBottomBarMetrics"/>
                <connections><segue destination="ROOT" kind="relationship" relationship="rootViewController" id="R"/></connections>
                """),
            scene("ROOT", "viewController", ""),
        ].joined(separator: "\n")
        let (read, _) = readIB(storyboard(scenes))
        let root = read?.scenes.first { $0.id == "SROOT" }?.simulated
        // The navigation controller states that nothing is at the bottom: the tab bar it sits in does not reach its
        // children.
        #expect(root?.navigationBar == SimulatedBar(.navigationBar))
        #expect(root?.bottomBar == nil)
    }

    @Test func aCollapsedSplitViewsDetailSitsUnderTheMastersNavigationBar() throws {
        func scene(_ id: String, _ element: String, _ inner: String) -> String {
            """
            <scene sceneID="S\(id)"><objects><\(element) id="\(id)" sceneMemberID="viewController">
                \(element == "viewController" ? #"<view key="view" contentMode="scaleToFill" id="V\#(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>"# : "")
                \(inner)
            </\(element)></objects></scene>
            """
        }
        let scenes = [
            scene("SPLIT", "splitViewController", """
                <connections>
                    <segue destination="NAV" kind="relationship" relationship="masterViewController" id="M"/>
                    <segue destination="DETAIL" kind="relationship" relationship="detailViewController" id="D"/>
                </connections>
                """),
            scene("NAV", "navigationController", #"<connections><segue destination="MASTER" kind="relationship" relationship="rootViewController" id="R"/></connections>"#),
            scene("MASTER", "viewController", ""),
            scene("DETAIL", "viewController", ""),
        ].joined(separator: "\n")
        func detail(_ device: String) -> SimulatedMetrics? {
            readIB(storyboard(scenes, device: device)).0?.scenes.first { $0.id == "SDETAIL" }?.simulated
        }
        // Compact width (an iPhone in portrait, or a small one in landscape): the detail is pushed onto the master's
        // navigation stack.
        #expect(detail(#"<device id="retina6_1" orientation="portrait"/>"#)?.navigationBar == SimulatedBar(.navigationBar))
        #expect(detail(#"<device id="retina5_9" orientation="landscape"/>"#)?.navigationBar == SimulatedBar(.navigationBar))
        // Regular width (an iPad, a large iPhone in landscape): master and detail side by side.
        #expect(detail(#"<device id="ipad9_7" orientation="portrait"/>"#)?.navigationBar == nil)
        #expect(detail(#"<device id="retina6_1" orientation="landscape"/>"#)?.navigationBar == nil)
    }
}
