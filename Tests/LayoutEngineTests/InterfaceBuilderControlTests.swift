import LayoutModel
import Testing

/// Intrinsic sizes of Interface Builder controls that depend on the Xcode era or on attributes beyond the title
/// (uistackview.md §10, interface-builder.md §6). Text is Ahem-style: every character 1 em wide, lines 1 em tall.
@Suite struct InterfaceBuilderControlTests {
    /// A storyboard whose root (375 × 667, iPhone 8) holds `views`, each pinned at its leading edge and top only.
    private func layout(_ views: [(id: String, xml: String, top: Double)], toolsVersion: String) -> InterfaceBuilderLayout {
        let constraints = views.map {
            ibConstraint($0.id, "leading", "ROOTA", "leading") + ibConstraint($0.id, "top", "ROOTA", "top", constant: $0.top)
        }.joined(separator: "\n")
        let content = "<subviews>\(views.map(\.xml).joined(separator: "\n"))</subviews><constraints>\(constraints)</constraints>"
        return InterfaceBuilderLayout(ibStoryboard(ibScene("A", width: 375, height: 667, content: content),
                                                   toolsVersion: toolsVersion, device: ibDevice("retina4_7")))
    }

    private func switchAndLabelStack(toolsVersion: String) -> InterfaceBuilderLayout {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="S">
                <rect key="frame" x="0.0" y="0.0" width="100" height="31"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="SW">
                        <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="AB" translatesAutoresizingMaskIntoConstraints="NO" id="L">
                        <rect key="frame" x="71" y="10" width="20" height="10"/>
                        <fontDescription key="fontDescription" type="system" pointSize="10"/>
                    </label>
                </subviews>
            </stackView>
            """
        return layout([("S", stack, 100)], toolsVersion: toolsVersion)
    }

    @Test func switchesAlignA49PointRectangleInA51PointFrame() throws {
        // Before Xcode 26 the frame reaches 2 pt past the alignment rectangle on the trailing side: the label
        // follows 20 pt after x = 49, and the stack ends there too.
        let classic = switchAndLabelStack(toolsVersion: "21701")
        #expect(classic.frame("SW") == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(classic.frame("L")?.minX == 69)
        #expect(classic.frame("S")?.width == 89)
        // The iOS 26 switch is 63 × 28 with no overhang.
        let current = switchAndLabelStack(toolsVersion: "24127")
        #expect(current.frame("SW") == Rect(x: 0, y: 0, width: 63, height: 28))
        #expect(current.frame("L")?.minX == 83)
    }

    @Test func segmentWidthsFollowTheEra() throws {
        let control = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="SG">
                <rect key="frame" x="0.0" y="0.0" width="100" height="32"/>
                <segments><segment title="A"/><segment title="BB"/></segments>
            </segmentedControl>
            """
        // iOS 13 on: two segments as wide as "BB" in 13 pt (26) plus 18.25, 31 high with a frame 1 pt taller.
        #expect(layout([("SG", control, 0)], toolsVersion: "21701").frame("SG")
                == Rect(x: 0, y: 0, width: 88.5, height: 32))
        // Before: 10 pt of padding on each side of the widest title, 28 high.
        #expect(layout([("SG", control, 0)], toolsVersion: "14460").frame("SG")
                == Rect(x: 0, y: 0, width: 92, height: 29))
    }

    @Test func contentEdgeInsetsReplaceAButtonsOwnPadding() throws {
        func button(_ id: String, title: String?, insets: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                <inset key="contentEdgeInsets" \(insets)/>
                <state key="normal"\(title.map { " title=\"\($0)\"" } ?? "")/>
            </button>
            """
        }
        let result = layout([
            ("B1", button("B1", title: "AB", insets: #"minX="16" minY="6" maxX="16" maxY="6""#), 0),
            ("B2", button("B2", title: nil, insets: #"minX="8" minY="8" maxX="8" maxY="8""#), 100),
            ("B3", button("B3", title: "AB", insets: #"minX="0.0" minY="0.0" maxX="0.0" maxY="0.0""#), 200),
        ], toolsVersion: "14460")
        // Title 20 × 10 plus the insets.
        #expect(result.frame("B1") == Rect(x: 0, y: 0, width: 52, height: 22))
        // An empty button is one empty 10-pt line plus the insets.
        #expect(result.frame("B2") == Rect(x: 0, y: 100, width: 16, height: 26))
        // Zero insets are the classic padding too.
        #expect(result.frame("B3") == Rect(x: 0, y: 200, width: 30, height: 22))
    }

    @Test func customButtonsWithoutAFontUseTheEighteenPointDefault() throws {
        func button(_ id: String, type: String?, font: Bool, title: String?, insets: String?) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center"\(type.map { " buttonType=\"\($0)\"" } ?? "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                \(font ? #"<fontDescription key="fontDescription" type="system" pointSize="10"/>"# : "")
                \(insets.map { "<inset key=\"contentEdgeInsets\" \($0)/>" } ?? "")
                <state key="normal"\(title.map { " title=\"\($0)\"" } ?? "")/>
            </button>
            """
        }
        let result = layout([
            ("C1", button("C1", type: nil, font: false, title: "AB", insets: nil), 0),
            ("C2", button("C2", type: "system", font: false, title: "AB", insets: nil), 100),
            ("C3", button("C3", type: nil, font: false, title: nil, insets: nil), 200),
            ("C4", button("C4", type: nil, font: false, title: nil, insets: #"minX="0.0" minY="0.0" maxX="0.0" maxY="21""#), 300),
            ("C5", button("C5", type: nil, font: true, title: "AB", insets: nil), 400),
        ], toolsVersion: "14460")
        // A custom button without a font: "AB" in 18 pt (36 wide), an 18-pt line plus 12 high.
        #expect(result.frame("C1") == Rect(x: 0, y: 0, width: 36, height: 30))
        // A system button without a font: 15 pt.
        #expect(result.frame("C2") == Rect(x: 0, y: 100, width: 30, height: 27))
        // An empty custom button: the 30-pt minimum width, an empty 18-pt line plus 12.
        #expect(result.frame("C3") == Rect(x: 0, y: 200, width: 30, height: 30))
        // Insets replace the padding: the empty 18-pt line plus 21 below.
        #expect(result.frame("C4") == Rect(x: 0, y: 300, width: 0, height: 39))
        // A written font wins over the default.
        #expect(result.frame("C5") == Rect(x: 0, y: 400, width: 30, height: 22))
    }

    @Test func configurationButtonsFromXcode14UseTheBodyFontAndContentInsets() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                <rect key="frame" x="0.0" y="0.0" width="75" height="35"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Button"/>
            </button>
            """
        // "Button" at 17 pt (102) plus 12 on each side; 17 plus 7 above and below.
        #expect(layout([("B", button, 0)], toolsVersion: "21701").frame("B")
                == Rect(x: 0, y: 0, width: 126, height: 31))
        // Xcode 13 files keep the classic metrics: the default 15 pt title plus 12.
        #expect(layout([("B", button, 0)], toolsVersion: "19455").frame("B")
                == Rect(x: 0, y: 0, width: 90, height: 27))
    }

    @Test func textViewsThatDoNotScrollSizeThemselvesToTheirText() throws {
        func textView(_ id: String, text: String, pointSize: Double, width: Double) -> String {
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="30"/>
                <constraints>\(ibConstraint(nil, "width", nil, constant: width))</constraints>
                <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
            </textView>
            """
        }
        let result = layout([
            ("T1", textView("T1", text: "", pointSize: 14, width: 200), 0),
            ("T2", textView("T2", text: "AAAA BBBB", pointSize: 10, width: 60), 100),
        ], toolsVersion: "21701")
        // One line of 14 plus 8 above and below, even without text.
        #expect(result.frame("T1") == Rect(x: 0, y: 0, width: 200, height: 30))
        // 50 pt for text (60 less 5 on each side): two lines of 10.
        #expect(result.frame("T2") == Rect(x: 0, y: 100, width: 60, height: 36))
    }

    /// A row of a stopped activity indicator (hides when stopped, so Xcode writes `hidden="YES"`) and a 10-pt view.
    private func indicatorRow(_ indicatorAttributes: String) -> InterfaceBuilderLayout {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="S">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <subviews>
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" \(indicatorAttributes) style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="AI">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    </activityIndicatorView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="V">
                        <rect key="frame" x="25" y="5" width="10" height="10"/>
                        <constraints>
                            \(ibConstraint(nil, "width", nil, nil, constant: 10))
                            \(ibConstraint(nil, "height", nil, nil, constant: 10))
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """
        return layout([("S", stack, 100)], toolsVersion: "21701")
    }

    @Test func aStoppedIndicatorThatHidesWhenStoppedStillTakesItsPlaceInAStack() throws {
        // Interface Builder's canvas shows the indicator, so the stack lays it out: the view follows 20 + 5 pt in.
        let stopped = indicatorRow(#"hidden="YES" hidesWhenStopped="YES""#)
        #expect(stopped.frame("AI") == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(stopped.frame("V")?.minX == 25)
        #expect(stopped.frame("S")?.width == 35)
        // Hidden by the user (it does not hide when stopped, or it is animating): out of the arrangement.
        for attributes in [#"hidden="YES""#, #"hidden="YES" hidesWhenStopped="YES" animating="YES""#] {
            let hidden = indicatorRow(attributes)
            #expect(hidden.frame("V")?.minX == 0, "\(attributes)")
            #expect(hidden.frame("S")?.width == 10, "\(attributes)")
        }
    }
}
