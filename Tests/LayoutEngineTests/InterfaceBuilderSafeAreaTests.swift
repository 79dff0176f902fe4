import LayoutModel
import Testing

/// Safe-area insets and legacy layout guides of Interface Builder scenes (interface-builder.md §9, §11, §12): the
/// device's insets for the Xcode era, plus navigation, tab and tool bars (simulated or inferred), without a hidden
/// status bar, and none at the top of a sheet. Components and scrolling content follow their own rules.
@Suite struct InterfaceBuilderSafeAreaTests {
    /// Root content: a view V spanning the root's width between the safe area's top and bottom.
    private func safeAreaFill(_ id: String) -> String {
        """
        <subviews>\(ibView("V\(id)", (0, 0, 10, 10)))</subviews>
        <constraints>
            \(ibConstraint("V\(id)", "leading", "SA\(id)", "leading"))
            \(ibConstraint("SA\(id)", "trailing", "V\(id)", "trailing"))
            \(ibConstraint("V\(id)", "top", "SA\(id)", "top"))
            \(ibConstraint("SA\(id)", "bottom", "V\(id)", "bottom"))
        </constraints>
        """
    }

    private func frame(_ scenes: String, toolsVersion: String, device: String, of id: String = "VA") -> Rect? {
        InterfaceBuilderLayout(ibStoryboard(scenes, toolsVersion: toolsVersion, device: device)).frame(id)
    }

    @Test func aNavigationBarAndATabBarAddToTheDevicesInsets() throws {
        // Xcode 9 on an iPhone 8: a 20 pt status bar, then the inferred 44 pt navigation bar; a stated tab bar of 49.
        let pushed = ibNavigationController("NAV", root: "A")
            + ibScene("A", width: 375, height: 667, content: safeAreaFill("A"))
        #expect(frame(pushed, toolsVersion: "13196", device: ibDevice("retina4_7"))
                == Rect(x: 0, y: 64, width: 375, height: 603))
        let withTabBar = ibNavigationController("NAV", root: "A")
            + ibScene("A", width: 375, height: 667, content: safeAreaFill("A"),
                      controllerExtras: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
        #expect(frame(withTabBar, toolsVersion: "13196", device: ibDevice("retina4_7"))
                == Rect(x: 0, y: 64, width: 375, height: 554))
        // A prompt makes the navigation bar 74 pt tall.
        let prompted = ibScene("A", width: 375, height: 667, content: safeAreaFill("A"), controllerExtras:
            #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#)
        #expect(frame(prompted, toolsVersion: "13196", device: ibDevice("retina4_7"))?.minY == 94)
    }

    @Test func compactHeightBarsAre32PointsTall() throws {
        // An iPhone X in landscape: no status bar, 44 pt on the sides and 21 at the bottom, under a navigation
        // controller inside a tab bar controller; both bars are 32 pt in compact height.
        let scenes = """
            <scene sceneID="STAB"><objects><tabBarController id="TAB" sceneMemberID="viewController">
                <connections><segue destination="NAV" kind="relationship" relationship="viewControllers" id="T1"/></connections>
            </tabBarController></objects></scene>
            """ + ibNavigationController("NAV", root: "A")
            + ibScene("A", width: 812, height: 375, content: safeAreaFill("A"))
        #expect(frame(scenes, toolsVersion: "13771", device: ibDevice("retina5_9", landscape: true))
                == Rect(x: 44, y: 32, width: 724, height: 290))
    }

    @Test func iPadNavigationBarsAre50PointsTallFromXcode10() throws {
        let scenes = ibNavigationController("NAV", root: "A")
            + ibScene("A", width: 820, height: 1180, content: safeAreaFill("A"))
        // A rounded iPad: 24 pt status bar and 20 pt home indicator.
        #expect(frame(scenes, toolsVersion: "21507", device: ibDevice("ipad10_9rounded"))
                == Rect(x: 0, y: 74, width: 820, height: 1086))
    }

    @Test func sheetsOpaqueBarsAndHiddenStatusBarsTakeTheTopInsetAway() throws {
        // A page sheet is stored shorter than the screen: no status bar above it, the home indicator below.
        let sheet = ibScene("A", width: 414, height: 842, content: safeAreaFill("A"))
        #expect(frame(sheet, toolsVersion: "16097", device: ibDevice("retina6_5"))
                == Rect(x: 0, y: 0, width: 414, height: 808))
        // An opaque navigation bar: the root (stored 603 tall) starts below it.
        let opaque = ibScene("A", width: 375, height: 603, content: safeAreaFill("A"), controllerExtras:
            #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        #expect(frame(opaque, toolsVersion: "13196", device: ibDevice("retina4_7"))
                == Rect(x: 0, y: 0, width: 375, height: 603))
        // A hidden status bar frees the top of a home-button iPhone, not the sensor housing of a notched one.
        let hidden = #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(frame(ibScene("A", width: 375, height: 667, content: safeAreaFill("A"), controllerExtras: hidden),
                      toolsVersion: "13196", device: ibDevice("retina4_7"))?.minY == 0)
        #expect(frame(ibScene("A", width: 414, height: 896, content: safeAreaFill("A"), controllerExtras: hidden),
                      toolsVersion: "21701", device: ibDevice("retina6_1"))?.minY == 48)
    }

    @Test func legacyGuidesEndWhereTheSafeAreaDoes() throws {
        let content = """
            <subviews>\(ibView("VA", (0, 0, 10, 10)))</subviews>
            <constraints>
                \(ibConstraint("VA", "leading", "ROOTA", "leading"))
                \(ibConstraint(nil, "trailing", "VA", "trailing"))
                \(ibConstraint("VA", "top", "TG", "bottom"))
                \(ibConstraint("BG", "top", "VA", "bottom"))
            </constraints>
            """
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="TG"/>
                <viewControllerLayoutGuide type="bottom" id="BG"/>
            </layoutGuides>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """
        let scenes = ibNavigationController("NAV", root: "A")
            + ibScene("A", width: 375, height: 667, content: content, controllerExtras: guides)
        let text = ibStoryboard(scenes, toolsVersion: "12120", device: ibDevice("retina4_7"), safeAreas: false)
        #expect(InterfaceBuilderLayout(text).frame("VA") == Rect(x: 0, y: 64, width: 375, height: 554))
    }

    @Test func freeformXibViewsWithASafeAreaGetTheDevicesInsets() throws {
        func top(_ id: String, safeArea: Bool) -> String {
            """
            <view contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="468" height="360"/>
                <subviews>\(ibView("IN\(id)", (0, 0, 10, 10)))</subviews>
                <constraints>
                    \(ibConstraint("IN\(id)", "leading", id, "leading"))
                    \(ibConstraint(nil, "trailing", "IN\(id)", "trailing"))
                    \(ibConstraint("IN\(id)", "top", id, "topMargin"))
                    \(ibConstraint(nil, "bottomMargin", "IN\(id)", "bottom"))
                </constraints>
                \(safeArea ? "<viewLayoutGuide key=\"safeArea\" id=\"SA\(id)\"/>" : "")
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        }
        // An iPhone 14 of Xcode 14: 47 at the top and 34 at the bottom; root margins add nothing there.
        let text = ibXib(top("WITH", safeArea: true) + top("WITHOUT", safeArea: false), toolsVersion: "21507",
                         device: ibDevice("retina6_0"))
        let layout = InterfaceBuilderLayout(text, path: "t.xib")
        #expect(layout.frame("INWITH") == Rect(x: 0, y: 47, width: 468, height: 279))
        #expect(layout.frame("INWITHOUT") == Rect(x: 0, y: 0, width: 468, height: 360))
    }

    @Test func scrollingContentIsNotInTheUnsafeArea() throws {
        // A table under an inferred navigation bar: its cells are inset by the table, so a cell's content view has
        // only its own margins.
        let content = """
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="TV">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" id="CELL">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="CELL" id="CV">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>\(ibView("IN", (0, 0, 10, 10)))</subviews>
                                <constraints>
                                    \(ibConstraint("IN", "leading", "CV", "leadingMargin"))
                                    \(ibConstraint(nil, "trailingMargin", "IN", "trailing"))
                                    \(ibConstraint("IN", "top", "CV", "topMargin"))
                                    \(ibConstraint(nil, "bottomMargin", "IN", "bottom"))
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
            <constraints>
                \(ibConstraint("TV", "leading", "ROOTA", "leading"))
                \(ibConstraint(nil, "trailing", "TV", "trailing"))
                \(ibConstraint("TV", "top", "ROOTA", "top"))
                \(ibConstraint(nil, "bottom", "TV", "bottom"))
            </constraints>
            """
        let scenes = ibNavigationController("NAV", root: "A") + ibScene("A", width: 375, height: 667, content: content)
        #expect(frame(scenes, toolsVersion: "21701", device: ibDevice("retina4_7"), of: "IN")
                == Rect(x: 16, y: 11, width: 343, height: 22))
    }

    @Test func centreConstraintsToAScrollViewReferToItsFrame() throws {
        // Content pinned to the scroll view's edges (its content area) and centred in it (its frame): the content
        // is as large as the scroll view.
        let content = """
            <subviews>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SV">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(ibView("C", (0, 0, 10, 10)))</subviews>
                    <constraints>
                        \(ibConstraint("C", "leading", "SV", "leading"))
                        \(ibConstraint(nil, "trailing", "C", "trailing"))
                        \(ibConstraint("C", "top", "SV", "top"))
                        \(ibConstraint(nil, "bottom", "C", "bottom"))
                        \(ibConstraint("C", "centerX", "SV", "centerX"))
                        \(ibConstraint("C", "centerY", "SV", "centerY"))
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                \(ibConstraint("SV", "leading", "ROOTA", "leading"))
                \(ibConstraint(nil, "trailing", "SV", "trailing"))
                \(ibConstraint("SV", "top", "ROOTA", "top"))
                \(ibConstraint(nil, "bottom", "SV", "bottom"))
            </constraints>
            """
        #expect(frame(ibScene("A", width: 375, height: 667, content: content), toolsVersion: "21701",
                      device: ibDevice("retina4_7"), of: "C") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
