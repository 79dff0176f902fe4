import LayoutModel
@testable import Markup
import Testing

/// Constraints and layout guides.
@Suite struct InterfaceBuilderConstraintTests {
    /// The constraints the root view owns, with two subviews `A` and `B` (and whatever `extra` adds to the root).
    func constraints(_ list: String, extra: String = "") throws -> ([MarkupConstraint], [Diagnostic]) {
        let content = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A"/>
                <label opaque="NO" contentMode="left" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="B"/>
            </subviews>
            <viewLayoutGuide key="safeArea" id="SA"/>
            \(extra)
            <constraints>\(list)</constraints>
            """
        let (read, diagnostics) = readIB(storyboard(scene(content)))
        return (try #require(read?.scenes.first?.root.constraints), diagnostics)
    }

    @Test func explicitItemsAndEveryAttribute() throws {
        let (list, diagnostics) = try constraints("""
            <constraint firstItem="A" firstAttribute="width" secondItem="B" secondAttribute="width" multiplier="45:55" relation="greaterThanOrEqual" priority="750" constant="-4" id="C1"/>
            """)
        #expect(diagnostics.isEmpty)
        let constraint = try #require(list.first)
        #expect(constraint == MarkupConstraint(
            id: "C1", firstItem: "A", firstAttribute: .width, relation: .greaterThanOrEqual, secondItem: "B",
            secondAttribute: .width, multiplier: 45.0 / 55.0, constant: -4, priority: 750, range: constraint.range))
        #expect(constraint.installed)
        #expect(!constraint.isPlaceholder)
    }

    @Test func anAbsentFirstItemIsTheOwner() throws {
        let (list, _) = try constraints("""
            <constraint firstAttribute="trailingMargin" secondItem="A" secondAttribute="trailing" constant="8" id="C2"/>
            """)
        #expect(list.first?.firstItem == "ROOT")
        #expect(list.first?.firstAttribute == .trailingMargin)
        #expect(list.first?.secondItem == "A")
    }

    @Test func anAbsentSecondItemWithAnAttributeIsTheOwner() throws {
        let (list, _) = try constraints("""
            <constraint firstItem="A" firstAttribute="centerX" secondAttribute="centerX" id="C3"/>
            """)
        #expect(list.first?.secondItem == "ROOT")
        #expect(list.first?.secondAttribute == .centerX)
    }

    @Test func constantSizesHaveNoSecondItem() throws {
        let (list, _) = try constraints("""
            <constraint firstAttribute="height" constant="50" id="C4"/>
            <constraint firstItem="A" firstAttribute="width" relation="lessThanOrEqual" constant="300" id="C5"/>
            """)
        #expect(list.map(\.firstItem) == ["ROOT", "A"])
        #expect(list.map(\.secondItem) == [nil, nil])
        #expect(list.map(\.secondAttribute) == [nil, nil])
        #expect(list.map(\.constant) == [50, 300])
        #expect(list.map(\.relation) == [.equal, .lessThanOrEqual])
    }

    @Test func baselineIsTheLastBaselineAndMultipliersParse() throws {
        let (list, diagnostics) = try constraints("""
            <constraint firstItem="B" firstAttribute="baseline" secondItem="A" secondAttribute="firstBaseline" id="C6"/>
            <constraint firstItem="A" firstAttribute="height" secondItem="A" secondAttribute="width" multiplier="16:9" id="C7"/>
            <constraint firstItem="A" firstAttribute="width" secondItem="ROOT" secondAttribute="width" multiplier="0.861111" id="C8"/>
            """)
        #expect(diagnostics.isEmpty)
        #expect(list[0].firstAttribute == .lastBaseline)
        #expect(list[0].secondAttribute == .firstBaseline)
        #expect(list[1].multiplier == 16.0 / 9.0)
        #expect(list[2].multiplier == 0.861111)
    }

    @Test func placeholderAndStandardSpacingFlags() throws {
        let (list, _) = try constraints("""
            <constraint firstItem="B" firstAttribute="top" secondItem="A" secondAttribute="bottom" constant="8" symbolic="YES" id="C9"/>
            <constraint firstItem="A" firstAttribute="height" constant="44" placeholder="YES" id="C10"/>
            """)
        #expect(list[0].isStandardSpacing)
        #expect(list[0].constant == 8)
        #expect(list[1].isPlaceholder)
        #expect(list[1].installed)
    }

    @Test func constantVariationsOfAConstraint() throws {
        let (read, diagnostics) = try readIBFixture("size-classes.storyboard")
        let root = try #require(read?.scenes.first?.root)
        let top = try #require(root.constraints.first { $0.id == "TOP" })
        #expect(top.constant == 40)
        #expect(top.variations.count == 1)
        #expect(top.variations.first?.key == VariationKey(widthClass: .regular, heightClass: .regular))
        #expect(top.variations.first?.constant == 60)
        #expect(top.variations.first?.priority == nil)
        #expect(top.variations.first?.range?.start.line == 57)
        #expect(diagnostics.map(\.id) == ["ib.invalidVariationKey"])
    }

    @Test func unusableConstraintsAreDroppedWithAWarning() throws {
        let (list, diagnostics) = try constraints("""
            <constraint firstItem="A" secondItem="B" secondAttribute="top" id="N1"/>
            <constraint firstItem="A" firstAttribute="middle" secondItem="B" secondAttribute="top" id="N2"/>
            <constraint firstItem="A" firstAttribute="top" relation="approximately" secondItem="B" secondAttribute="top" id="N3"/>
            <constraint firstItem="A" firstAttribute="width" secondItem="B" secondAttribute="width" multiplier="1:0" id="N4"/>
            <constraint firstItem="A" firstAttribute="top" secondItem="B" secondAttribute="top" id="OK"/>
            """)
        #expect(list.map(\.id) == ["OK"])
        #expect(ids(diagnostics) == ["ib.missingConstraintAttribute", "ib.unknownLayoutAttribute", "ib.unknownRelation",
                                     "ib.invalidMultiplier"])
        #expect(diagnostics[1].message == "unknown layout attribute 'middle' in constraint 'N2'; the constraint is ignored")
        #expect(diagnostics[3].message == "invalid multiplier '1:0' in constraint 'N4'; expected a number such as '0.5' "
                + "or a ratio such as '16:9', the constraint is ignored")
    }

    @Test func safeAreaAndScrollViewGuidesKeepTheirIDs() throws {
        let (read, diagnostics) = readIB(storyboard(scene("""
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SCROLL">
                    <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="CONTENT">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="600"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="CONTENT" firstAttribute="top" secondItem="CLG" secondAttribute="top" id="S1"/>
                        <constraint firstItem="CONTENT" firstAttribute="width" secondItem="FLG" secondAttribute="width" id="S2"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="CLG"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="FLG"/>
                </scrollView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="SA"/>
            <viewLayoutGuide key="somethingElse" id="ODD"/>
            """)))
        let document = try #require(read)
        #expect(document.scenes.first?.root.layoutGuides.map(\.id) == ["SA"])
        #expect(document.scenes.first?.root.layoutGuides.map(\.kind) == [.safeArea])
        let scroll = try #require(document.view("SCROLL"))
        #expect(scroll.layoutGuides.map(\.kind) == [.contentLayoutGuide, .frameLayoutGuide])
        #expect(scroll.layoutGuides.map(\.id) == ["CLG", "FLG"])
        #expect(scroll.constraints.map(\.secondItem) == ["CLG", "FLG"])
        #expect(ids(diagnostics) == ["ib.unknownLayoutGuide"])
    }

    @Test func legacyControllerGuidesBelongToTheRootView() throws {
        let (read, _) = try readIBFixture("legacy-guides.storyboard")
        let root = try #require(read?.scenes.first?.root)
        #expect(root.layoutGuides.map(\.id) == ["TG1", "BG1"])
        #expect(root.layoutGuides.map(\.kind) == [.topLayoutGuide, .bottomLayoutGuide])
        let top = try #require(root.constraints.first { $0.id == "C1" })
        #expect(top.secondItem == "TG1")
        #expect(top.secondAttribute == .bottom)
        let bottom = try #require(root.constraints.first { $0.id == "C4" })
        #expect(bottom.firstItem == "BG1")
        #expect(bottom.firstAttribute == .top)
        #expect(bottom.relation == .greaterThanOrEqual)
    }

    @Test func keyboardGuideAnchorsBecomeTheAnchorsTheyEqualWithTheKeyboardHidden() throws {
        let (list, diagnostics) = try constraints("""
            <constraint firstItem="A" firstAttribute="bottom" secondItem="KB" secondAttribute="top" constant="-8" id="K1"/>
            <constraint firstItem="KB" firstAttribute="bottom" secondItem="B" secondAttribute="bottom" id="K2"/>
            <constraint firstItem="A" firstAttribute="leading" secondItem="KB" secondAttribute="leading" id="K3"/>
            <constraint firstItem="A" firstAttribute="height" secondItem="KB" secondAttribute="height" id="K4"/>
            """, extra: #"<keyboardLayoutGuide key="keyboard" id="KB"/>"#)
        #expect(list.map(\.id) == ["K1", "K2", "K3"])
        #expect(list[0].secondItem == "SA")
        #expect(list[0].secondAttribute == .bottom)
        #expect(list[0].constant == -8)
        #expect(list[1].firstItem == "ROOT")
        #expect(list[1].firstAttribute == .bottom)
        #expect(list[2].secondItem == "ROOT")
        #expect(list[2].secondAttribute == .leading)
        #expect(ids(diagnostics) == ["ib.keyboardGuideAnchor"])
        #expect(diagnostics.first?.message == "constraint 'K4' uses the keyboard layout guide's 'height', which depends on "
                + "the keyboard; the constraint is ignored")

        let (below, _) = try constraints("""
            <constraint firstItem="A" firstAttribute="bottom" secondItem="KB" secondAttribute="top" id="K5"/>
            """, extra: #"<keyboardLayoutGuide key="keyboard" usesBottomSafeArea="NO" id="KB"/>"#)
        #expect(below.first?.secondItem == "ROOT")
        #expect(below.first?.secondAttribute == .bottom)
    }
}
