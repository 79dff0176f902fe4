import LayoutModel
@testable import Markup
import Testing

/// Views: kinds, stored frames, autoresizing, stack attributes, priorities, design-time sizes and positions.
@Suite struct InterfaceBuilderViewTests {
    /// A storyboard whose root view holds `subviews`.
    func read(_ subviews: String, constraints: String = "") -> (MarkupDocument?, [Diagnostic]) {
        readIB(storyboard(scene("<subviews>\(subviews)</subviews><constraints>\(constraints)</constraints>")))
    }

    @Test func elementNamesMapToViewKinds() throws {
        let names = ["view", "stackView", "label", "button", "imageView", "switch", "textField", "slider",
                     "segmentedControl", "activityIndicatorView", "progressView", "scrollView", "stepper", "pageControl",
                     "textView", "tableView", "collectionView", "visualEffectView", "datePicker", "pickerView", "mapView",
                     "searchBar", "containerView", "wkWebView", "collectionViewCellContentView", "control"]
        let subviews = names.enumerated().map { index, name in
            #"<\#(name) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="V\#(index)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></\#(name)>"#
        }.joined(separator: "\n")
        let (document, diagnostics) = read(subviews)
        #expect(diagnostics.isEmpty)
        let views = try #require(document?.scenes.first?.root.subviews)
        #expect(views.map(\.elementName) == names)
        #expect(views.map(\.kind) == [.view, .stackView, .label, .button, .imageView, .switch, .textField, .slider,
                                      .segmentedControl, .activityIndicatorView, .progressView, .scrollView, .stepper,
                                      .pageControl, .textView, .tableView, .collectionView, .visualEffectView,
                                      .datePicker, .pickerView, .mapView, .searchBar, .containerView, .wkWebView,
                                      .view, .view])
    }

    @Test func unknownElementsWithAFrameArePlaceholderBoxes() throws {
        let (document, diagnostics) = read("""
            <holographicView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="HOLO">
                <rect key="frame" x="10" y="20" width="30" height="40"/>
            </holographicView>
            """)
        let view = try #require(document?.view("HOLO"))
        #expect(view.kind == .view)
        #expect(view.elementName == "holographicView")
        #expect(view.stored?.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(ids(diagnostics) == ["ib.unknownElement"])
        #expect(diagnostics.first?.description
                == "t.storyboard:11:11: warning: unknown element 'holographicView'; drawn as a placeholder box")
    }

    @Test func storedFramesAndTheirFlags() throws {
        let (document, diagnostics) = read("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                <rect key="frame" x="16" y="82.333333333333329" width="8.0000000000000284" height="-0.0"/>
            </view>
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="M">
                <rect key="frame" x="1" y="2" width="3" height="4"/>
            </view>
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="G"/>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="N"/>
            """)
        #expect(diagnostics.isEmpty)
        let doc = try #require(document)
        #expect(doc.view("A")?.stored == StoredFrame(frame: Rect(x: 16, y: 82.333333333333329, width: 8.0000000000000284, height: 0)))
        #expect(doc.view("M")?.stored == StoredFrame(frame: Rect(x: 1, y: 2, width: 3, height: 4), misplaced: true))
        #expect(doc.view("G")?.stored == StoredFrame(frame: nil, ambiguous: true))
        #expect(doc.view("N")?.stored == nil)
    }

    @Test func xcode8FrameInsetsAreResolvedAgainstTheSuperview() throws {
        let (read, diagnostics) = try readIBFixture("frame-inset.storyboard")
        #expect(diagnostics.isEmpty)
        let document = try #require(read)
        #expect(document.device == nil)
        #expect(document.toolsVersion == 11201)
        let panel = try #require(document.view("PANEL"))
        #expect(panel.stored?.frame == Rect(x: 20, y: 64, width: 560, height: 500))
        #expect(panel.autoresizing?.frame == Rect(x: 20, y: 64, width: 560, height: 500))
        #expect(panel.autoresizing?.flexibleWidth == true)
        #expect(panel.autoresizing?.flexibleHeight == true)
        #expect(document.view("FILL")?.stored?.frame == Rect(x: 8, y: 0, width: 81, height: 26))
        // Views fully determined by constraints have no geometry at all in these files.
        #expect(document.view("SOLVED")?.stored == nil)
        #expect(document.view("NOGEO")?.stored == nil)
        #expect(document.view("SOLVED")?.subviews.map(\.id) == ["NOGEO"])
    }

    @Test func fixedFrameAndTranslatingViewsFollowTheirAutoresizingMask() throws {
        let (document, diagnostics) = read("""
            <label opaque="NO" contentMode="left" fixedFrame="YES" text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="FIXED">
                <rect key="frame" x="20" y="30" width="100" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
            </label>
            <view contentMode="scaleToFill" id="TRANSLATES">
                <rect key="frame" x="0.0" y="100" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="NOMASK">
                <rect key="frame" x="5" y="6" width="7" height="8"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="CONSTRAINED">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            </view>
            """)
        #expect(diagnostics.isEmpty)
        let doc = try #require(document)
        var everything = Autoresizing(frame: Rect(x: 20, y: 30, width: 100, height: 21))
        everything.flexibleLeftMargin = true
        everything.flexibleWidth = true
        everything.flexibleRightMargin = true
        everything.flexibleTopMargin = true
        everything.flexibleHeight = true
        everything.flexibleBottomMargin = true
        #expect(doc.view("FIXED")?.autoresizing == everything)
        var margins = Autoresizing(frame: Rect(x: 0, y: 100, width: 50, height: 50))
        margins.flexibleRightMargin = true
        margins.flexibleBottomMargin = true
        #expect(doc.view("TRANSLATES")?.autoresizing == margins)
        #expect(doc.view("NOMASK")?.autoresizing == Autoresizing(frame: Rect(x: 5, y: 6, width: 7, height: 8)))
        #expect(doc.view("CONSTRAINED")?.autoresizing == nil)
    }

    @Test func stackAttributesAsWritten() throws {
        let (document, diagnostics) = read("""
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="H">
                <subviews>
                    <view contentMode="scaleToFill" id="H1"/>
                </subviews>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="top" spacing="6" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="V"/>
            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalCentering" alignment="bottom" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="S"/>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="lastBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="M">
                <edgeInsets key="layoutMargins" top="10" left="32" bottom="10" right="32"/>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="D">
                <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
            </stackView>
            """)
        #expect(diagnostics.isEmpty)
        let doc = try #require(document)
        let horizontal = try #require(doc.view("H")?.properties)
        #expect(horizontal.axis == .horizontal)
        #expect(horizontal.distribution == nil)
        #expect(horizontal.alignment == nil)
        #expect(horizontal.spacing == nil)
        #expect(horizontal.layoutMarginsRelativeArrangement == nil)
        // Arranged subviews never translate their autoresizing mask.
        #expect(doc.view("H1")?.autoresizing == nil)
        let vertical = try #require(doc.view("V")?.properties)
        #expect(vertical.axis == .vertical)
        #expect(vertical.distribution == .fillProportionally)
        #expect(vertical.alignment == .top)
        #expect(vertical.alignment?.normalized == .leading)
        #expect(vertical.spacing == .fixed(6))
        #expect(vertical.baselineRelativeArrangement == true)
        let standard = try #require(doc.view("S")?.properties)
        #expect(standard.distribution == .equalCentering)
        #expect(standard.alignment == .bottom)
        #expect(standard.spacing == .standard)
        let margins = try #require(doc.view("M")?.properties)
        #expect(margins.layoutMargins == EdgeInsets(top: 10, leading: 32, bottom: 10, trailing: 32))
        #expect(margins.layoutMarginsRelativeArrangement == true)
        #expect(margins.alignment == .lastBaseline)
        let directional = try #require(doc.view("D")?.properties)
        #expect(directional.layoutMargins == EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(directional.layoutMarginsRelativeArrangement == true)
        #expect(directional.distribution == .equalSpacing)
    }

    @Test func macOSAlignmentsOnAStackAreWarnings() throws {
        let (document, diagnostics) = read("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="centerY" translatesAutoresizingMaskIntoConstraints="NO" id="X"/>
            """)
        #expect(document?.view("X")?.properties.alignment == nil)
        #expect(ids(diagnostics) == ["ib.unknownValue"])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'center'?",
                                                           "'centerY' is an NSStackView (macOS) alignment"])
    }

    @Test func marginsOfOrdinaryViewsDoNotMakeThemStacks() throws {
        let (document, _) = read("""
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </view>
            """)
        let properties = try #require(document?.view("P")?.properties)
        #expect(properties.layoutMargins == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(properties.layoutMarginsRelativeArrangement == nil)
        #expect(properties.preservesSuperviewLayoutMargins == true)
        #expect(properties.insetsLayoutMarginsFromSafeArea == false)
    }

    @Test func prioritiesHiddenAndCustomClass() throws {
        let (document, diagnostics) = read("""
            <view contentMode="scaleToFill" horizontalHuggingPriority="249" verticalHuggingPriority="251" horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1000" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="P" customClass="RatingView" customModule="App"/>
            """)
        #expect(diagnostics.isEmpty)
        let view = try #require(document?.view("P"))
        #expect(view.properties.horizontalHuggingPriority == 249)
        #expect(view.properties.verticalHuggingPriority == 251)
        #expect(view.properties.horizontalCompressionResistancePriority == 749)
        #expect(view.properties.verticalCompressionResistancePriority == 1000)
        #expect(view.properties.hidden == true)
        #expect(view.customClass == "RatingView")
    }

    @Test func buttonInsetsCellAccessoriesAndTextViewScrolling() throws {
        let (document, diagnostics) = read("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                <rect key="frame" x="0.0" y="0.0" width="66" height="29"/>
                <inset key="contentEdgeInsets" minX="16" minY="6" maxX="14" maxY="4"/>
                <state key="normal" title="Left"/>
            </button>
            <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="T">
                <rect key="frame" x="0.0" y="0.0" width="100" height="33"/>
            </textView>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="TV">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="CELL">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        #expect(diagnostics.isEmpty)
        // minX/maxX are the leading/trailing insets, minY/maxY the top/bottom ones.
        #expect(document?.view("B")?.properties.contentEdgeInsets == EdgeInsets(top: 6, leading: 16, bottom: 4, trailing: 14))
        #expect(document?.view("T")?.properties.scrollEnabled == false)
        #expect(document?.view("CELL")?.properties.accessoryType == "disclosureIndicator")
    }

    @Test func placeholderIntrinsicSizes() throws {
        let (document, diagnostics) = read("""
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="A"/>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44.5" translatesAutoresizingMaskIntoConstraints="NO" id="B"/>
            """)
        #expect(diagnostics.isEmpty)
        #expect(document?.view("A")?.properties.placeholderIntrinsicWidth == .points(100))
        #expect(document?.view("A")?.properties.placeholderIntrinsicHeight == .points(20))
        #expect(document?.view("B")?.properties.placeholderIntrinsicWidth == IntrinsicLength.none)
        #expect(document?.view("B")?.properties.placeholderIntrinsicHeight == .points(44.5))
    }

    @Test func designablesGiveExactIntrinsicSizesByViewID() throws {
        let (read, _) = try readIBFixture("cells.xib")
        let document = try #require(read)
        #expect(document.view("BADGE")?.designableIntrinsicSize == Size(width: 76.5, height: 18))
        #expect(document.view("TITLE")?.designableIntrinsicSize == Size(width: 30, height: 20.5))
        #expect(document.view("ICON")?.designableIntrinsicSize == nil)
    }

    @Test func unreadableValuesAreWarningsAndIgnored() throws {
        let (document, diagnostics) = read("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="diagonal" spacing="nan" hidden="true" horizontalHuggingPriority="1e400" translatesAutoresizingMaskIntoConstraints="NO" id="BAD">
                <rect key="frame" x="0x10" y="0.0" width="10" height="10"/>
            </stackView>
            """)
        let view = try #require(document?.view("BAD"))
        #expect(view.properties.axis == .horizontal)
        #expect(view.properties.spacing == nil)
        #expect(view.properties.hidden == nil)
        #expect(view.properties.horizontalHuggingPriority == nil)
        #expect(view.stored == nil)
        #expect(ids(diagnostics) == ["ib.invalidBoolean", "ib.invalidNumber", "ib.unknownValue", "ib.invalidNumber",
                                     "ib.invalidNumber"])
        #expect(diagnostics.map(\.message).contains("expected a finite number for 'spacing'; found 'nan', the attribute is ignored"))
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func prioritiesOutsideOneToAThousandAreWarningsAtTheirValue() throws {
        let (document, diagnostics) = read(Self.outOfRangePriorities)
        let view = try #require(document?.view("P"))
        #expect(view.properties.horizontalHuggingPriority == nil)
        #expect(view.properties.verticalHuggingPriority == 1000)
        #expect(view.properties.horizontalCompressionResistancePriority == nil)
        #expect(view.properties.verticalCompressionResistancePriority == 1)
        #expect(ids(diagnostics) == ["ib.invalidPriority", "ib.invalidPriority"])
        // Each warning points at the first character of its value, in the source the helper wrote.
        let source = storyboard(scene("<subviews>" + Self.outOfRangePriorities + "</subviews><constraints></constraints>"))
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let starts = diagnostics.compactMap { diagnostic in
            diagnostic.location.map { Array(lines[$0.line - 1][($0.column - 2)...].prefix(3)) }
        }
        #expect(starts == [Array("\"0\"".utf8), Array("\"10".utf8)])
    }

    static let outOfRangePriorities = """
        <view contentMode="scaleToFill" horizontalHuggingPriority="0" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1001" verticalCompressionResistancePriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="P"/>
        """

    @Test func duplicateViewIDsAreWarnings() throws {
        let (_, diagnostics) = read("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SAME"/>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SAME"/>
            """)
        #expect(ids(diagnostics) == ["ib.duplicateID"])
        #expect(diagnostics.first?.location?.line == 12)
        #expect(diagnostics.first?.notes.first?.location?.line == 11)
    }

    @Test func everyViewAndConstraintHasItsStartTagPosition() throws {
        let (read, _) = try readIBFixture("legacy-guides.storyboard")
        let document = try #require(read)
        let stack = try #require(document.view("STK"))
        #expect(stack.range?.start.line == 22)
        #expect(stack.range?.start.column == 29)
        #expect(document.view("SW")?.range?.start.line == 25)
        let constraint = try #require(document.scenes.first?.root.constraints.first)
        #expect(constraint.range?.start.line == 43)
        #expect(constraint.range?.start.column == 29)
    }
}
