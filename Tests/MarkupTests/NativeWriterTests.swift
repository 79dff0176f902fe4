import Foundation
import LayoutModel
@testable import Markup
import Testing

/// `NativeWriter`: Interface Builder documents written in the native dialect, read back by the native reader.
@Suite struct NativeWriterTests {
    /// Writes the document, reads the text back with ``MarkupParser`` and returns both.
    func roundTrip(_ document: MarkupDocument) -> (NativeConversion, MarkupDocument, [Diagnostic]) {
        let conversion = NativeWriter.write(document)
        let (back, diagnostics) = MarkupParser.parse(SourceFile(path: "out.layout.xml", text: conversion.text))
        return (conversion, back, diagnostics)
    }

    func convert(_ text: String) throws -> (NativeConversion, MarkupDocument, [Diagnostic]) {
        let (read, readDiagnostics) = readIB(text)
        #expect(!readDiagnostics.contains { $0.severity == .error })
        return roundTrip(try #require(read))
    }

    @Test func idsAreKeptWhenValidAndPrefixedOtherwise() {
        var table = NativeIDTable()
        #expect(table.assign("ROOT") == "ROOT")
        #expect(table.assign("8bC-Xf-vdC") == "ib-8bC-Xf-vdC")
        #expect(table.assign("superview") == "ib-superview")
        #expect(table.assign("_label3") == "ib-_label3")
        #expect(table.assign("_custom3") == "_custom3")
        #expect(table.assign("-1") == "ib--1")
        #expect(table.assign("ib-8bC-Xf-vdC") == "ib-8bC-Xf-vdC-2")
        #expect(table.assign("8bC-Xf-vdC") == "ib-8bC-Xf-vdC")
        #expect(table.name(of: "never") == nil)
    }

    @Test func numbersAreDecimalsWithoutExponents() {
        #expect(nativeNumber(0) == "0")
        #expect(nativeNumber(-0.0) == "0")
        #expect(nativeNumber(8) == "8")
        #expect(nativeNumber(-2.5) == "-2.5")
        #expect(nativeNumber(45.0 / 55.0) == "0.8181818182")
        #expect(nativeNumber(82.333333333333329) == "82.3333333333")
        #expect(nativeNumber(1e-12) == "0")
        #expect(nativeNumber(1_000_000) == "1000000")
        #expect(nativeNumber(1e300) == "9000000000000000")
    }

    @Test func textIsEscapedForAttributes() {
        #expect(XMLTextBuilder.escapeAttribute("a \"b\" & <c>\nd\te") == "a &quot;b&quot; &amp; &lt;c>&#10;d&#9;e")
        #expect(XMLTextBuilder.escapeText("a < b > c & d") == "a &lt; b &gt; c &amp; d")
        #expect(XMLTextBuilder.escapeAttribute("bell\u{7}") == "bell\u{FFFD}")
    }

    @Test func aStoryboardSceneBecomesAScreenWithEquations() throws {
        let (conversion, back, diagnostics) = try convert(storyboard(scene("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="8ST-ac-k01">
                    <rect key="frame" x="20" y="48" width="374" height="100"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" text="Say &quot;hi&quot;&#10;twice" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="LBL">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="41"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX">
                            <rect key="frame" x="0.0" y="49" width="100" height="51"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="BOX" firstAttribute="width" secondItem="LBL" secondAttribute="width" multiplier="45:55" id="RAT"/>
                    </constraints>
                    <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                </stackView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="SA"/>
            <constraints>
                <constraint firstItem="8ST-ac-k01" firstAttribute="top" secondItem="SA" secondAttribute="top" id="C1"/>
                <constraint firstItem="8ST-ac-k01" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="C2"/>
                <constraint firstAttribute="trailingMargin" secondItem="8ST-ac-k01" secondAttribute="trailing" constant="-4" id="C3"/>
                <constraint firstItem="8ST-ac-k01" firstAttribute="height" relation="greaterThanOrEqual" constant="100" priority="750" id="C4"/>
                <constraint firstItem="BOX" firstAttribute="centerX" secondItem="LBL" secondAttribute="centerXWithinMargins" id="C5"/>
            </constraints>
            """, controller: #"<viewController title="Greeting" id="VC1" sceneMemberID="viewController">"#)))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))\n\(conversion.text)")
        #expect(conversion.diagnostics.isEmpty)
        #expect(conversion.text.contains(#"<screen id="ROOT" name="Greeting">"#))
        #expect(conversion.text.contains(#"<document device="retina6_1" orientation="portrait">"#))
        #expect(conversion.text.contains(#"<stackView id="ib-8ST-ac-k01" axis="vertical" alignment="top" spacingType="standard" layoutMargins="8">"#))
        #expect(conversion.text.contains(#"text="Say &quot;hi&quot;&#10;twice" font="semibold 20" numberOfLines="0""#))
        #expect(conversion.text.contains(#"equation="BOX.width == 0.8181818182 * LBL.width""#))
        #expect(conversion.text.contains(#"equation="ib-8ST-ac-k01.top == safeArea.top""#))
        #expect(conversion.text.contains(#"equation="ib-8ST-ac-k01.leading == margins.leading""#))
        #expect(conversion.text.contains(#"equation="margins.trailing == ib-8ST-ac-k01.trailing - 4""#))
        #expect(conversion.text.contains(#"equation="ib-8ST-ac-k01.height >= 100 @750""#))
        #expect(conversion.text.contains(#"equation="BOX.centerX == LBL.margins.centerX""#))

        // What the native reader makes of it matches the source.
        let root = try #require(back.scenes.first?.root)
        #expect(back.scenes.first?.id == "ROOT")
        #expect(back.scenes.first?.kind == .screen)
        let stack = try #require(root.subviews.first)
        #expect(stack.id == "ib-8ST-ac-k01")
        #expect(stack.properties.axis == .vertical)
        #expect(stack.properties.alignment == .top)
        #expect(stack.properties.spacing == .standard)
        #expect(stack.properties.layoutMargins == EdgeInsets(all: 8))
        #expect(stack.properties.layoutMarginsRelativeArrangement == true)
        let label = try #require(stack.subviews.first)
        #expect(label.properties.text == "Say \"hi\"\ntwice")
        #expect(label.properties.font == FontDescription(pointSize: 20, weight: .semibold))
        #expect(label.properties.horizontalHuggingPriority == 251)
        let ratio = try #require(stack.constraints.first)
        #expect(abs(ratio.multiplier - 45.0 / 55.0) < 1e-9)
        #expect(root.constraints.map(\.firstAttribute) == [.top, .leading, .trailingMargin, .height, .centerX])
        #expect(root.constraints[1].secondAttribute == .leadingMargin)
        #expect(root.constraints[2].constant == -4)
        #expect(root.constraints[3].relation == .greaterThanOrEqual)
        #expect(root.constraints[3].priority == 750)
        #expect(root.constraints[4].secondAttribute == .centerXWithinMargins)
    }

    @Test func autoresizingFramesBecomeConstraints() throws {
        let (conversion, back, diagnostics) = try convert(storyboard(scene("""
            <subviews>
                <label opaque="NO" contentMode="left" fixedFrame="YES" text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="FIX">
                    <rect key="frame" x="20" y="30" width="100" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </label>
                <view contentMode="scaleToFill" id="WIDE">
                    <rect key="frame" x="10" y="100" width="394" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="MID">
                    <rect key="frame" x="100" y="200" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                </view>
            </subviews>
            """)))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let equations = try #require(back.scenes.first?.root.constraints).count
        #expect(equations == 12)
        for expected in ["FIX.leading == superview.leading + 20", "FIX.width == 100", "FIX.top == superview.top + 30",
                         "FIX.height == 21",
                         "WIDE.leading == superview.leading + 10", "WIDE.trailing == superview.trailing - 10",
                         "WIDE.bottom == superview.bottom - 746", "WIDE.height == 50",
                         "MID.centerX == superview.centerX - 57", "MID.width == 100",
                         "MID.top == superview.top + 200", "MID.height == 50"] {
            #expect(conversion.text.contains(#"equation="\#(expected)""#), "\(expected)\n\(conversion.text)")
        }
        // Both horizontal margins flexible and unequal: UIKit scales them, the constraints keep the offset.
        #expect(ids(conversion.diagnostics) == ["convert.approximateAutoresizing"])
        #expect(conversion.diagnostics.first?.location?.line == 20)
    }

    @Test func masksBecomeInstalledVariations() throws {
        let (read, _) = try readIBFixture("size-classes.storyboard")
        let (conversion, back, diagnostics) = roundTrip(try #require(read))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))\n\(conversion.text)")
        #expect(conversion.text.contains(#"<constraint id="RATIO" equation="LEFT.width == 0.8181818182 * RIGHT.width">"#))
        #expect(conversion.text.contains(#"<variation key="default" installed="NO"/>"#))
        #expect(conversion.text.contains(#"<variation key="widthClass=regular" installed="YES"/>"#))
        #expect(conversion.text.contains(#"<variation key="widthClass=compact" installed="NO"/>"#))
        #expect(conversion.text.contains(#"<variation key="widthClass=regular" axis="horizontal" alignment="center" spacing="20"/>"#))
        #expect(conversion.text.contains(#"<variation key="heightClass=regular-widthClass=compact" font="light 42"/>"#))
        #expect(conversion.text.contains(#"<variation key="heightClass=regular-widthClass=regular" constant="60"/>"#))
        #expect(ids(conversion.diagnostics) == ["convert.droppedVariation"])
        let extra = try #require(back.scenes.first?.root.subviews.last)
        #expect(extra.id == "EXTRA")
        #expect(extra.variations.map(\.key) == [VariationKey(widthClass: .compact)])
        #expect(extra.variations.first?.properties.installed == false)
        let ratio = try #require(back.scenes.first?.root.subviews.first?.constraints.first)
        #expect(ratio.variations.map(\.installed) == [false, true])
    }

    @Test func legacyGuidesBecomeSafeAreaEdges() throws {
        let (read, _) = try readIBFixture("legacy-guides.storyboard")
        let (conversion, back, diagnostics) = roundTrip(try #require(read))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))\n\(conversion.text)")
        #expect(conversion.text.contains(#"equation="STK.top == safeArea.top + 8""#))
        #expect(conversion.text.contains(#"equation="safeArea.bottom >= STK.bottom + 20""#))
        // The scene simulates a navigation bar and a tab bar, which move the legacy guides.
        #expect(ids(conversion.diagnostics).filter { $0 == "convert.legacyGuide" }.count == 2)
        #expect(ids(conversion.diagnostics).contains("convert.plainView"))
        #expect(back.scenes.map(\.id) == ["ROOT1", "NB"])
        #expect(back.scenes.last?.kind == .component(width: 375, height: 44))
    }

    @Test func cellsDesignablesAndImages() throws {
        let (read, _) = try readIBFixture("cells.xib")
        let (conversion, back, diagnostics) = roundTrip(try #require(read))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))\n\(conversion.text)")
        #expect(conversion.text.contains(#"<component id="CELL" name="DayCell" width="320" height="108">"#))
        #expect(conversion.text.contains(#"<view id="BADGE" placeholderIntrinsicWidth="76.5" placeholderIntrinsicHeight="18"/>"#))
        #expect(conversion.text.contains(#"<imageView id="ICON" image="plus" contentMode="scaleAspectFit""#))
        #expect(conversion.text.contains(#"<stackView id="ROW" axis="horizontal" alignment="center" spacingType="standard" layoutMargins="8 16 8 16">"#))
        #expect(conversion.text.contains(#"equation="BADGE.top == safeArea.top + 16""#))
        // The old collection view cell's content view had no id; it gets one because its frame is written as constraints.
        #expect(conversion.text.contains(#"<view id="ib-_view1">"#))
        #expect(conversion.text.contains(#"equation="ib-_view1.width == 150""#))
        let messages = conversion.diagnostics.map(\.message)
        #expect(messages.contains("'tableViewCellContentView' is not in the native dialect; 1 view is written as a plain "
                                  + "'view', without the intrinsic size of the kind"))
        #expect(back.images.map(\.name) == ["plus"])
        #expect(back.scenes.map(\.id) == ["CELL", "CARD", "GRID"])
    }

    @Test func lostInformationIsReported() throws {
        let (conversion, _, diagnostics) = try convert(storyboard(scene("""
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="CFG">
                    <buttonConfiguration key="configuration" style="filled" title="Go" image="star.fill"/>
                </button>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="SEG">
                    <segments><segment title="A|B"/><segment title="C"/></segments>
                </segmentedControl>
            </subviews>
            """), device: ""))
        #expect(diagnostics.isEmpty)
        #expect(ids(conversion.diagnostics).sorted() == ["convert.droppedAttribute", "convert.droppedAttribute",
                                                           "convert.droppedAttribute", "convert.noDevice"])
        #expect(conversion.text.contains(#"<button id="CFG" title="Go"/>"#))
        #expect(!conversion.text.contains("device="))
    }

    static var corpusFiles: [URL] { InterfaceBuilderCorpusTests.corpusFiles }

    /// Every oracle document converts to a document the native reader reads without errors, with every view of the
    /// source (views of other kinds as plain views) and every stack attribute; and, when the grammar is in the
    /// package, the text follows it.
    @Test(.enabled(if: InterfaceBuilderCorpusTests.corpusAvailable, "the oracle corpus ../shared/oracle/files is absent"))
    func corpusDocumentsConvert() throws {
        let validator: RelaxNGValidator? = try {
            guard let schema = FileManager.default.contents(atPath: GrammarLocation.schemaPath) else { return nil }
            var sink = DiagnosticSink()
            // Bound first: returned directly, the validator was required as a double optional, which is never nil.
            let compiled = try #require(RelaxNGValidator(schema: SourceFile(path: "stackboard.rng", bytes: Array(schema)),
                                                         into: &sink))
            return compiled
        }()
        for url in Self.corpusFiles {
            let (read, _) = readIB(bytes: try [UInt8](Data(contentsOf: url)), path: url.lastPathComponent)
            let source = try #require(read)
            let (conversion, back, diagnostics) = roundTrip(source)
            #expect(!diagnostics.contains { $0.severity == .error },
                    "\(url.lastPathComponent): \(diagnostics.map(\.description).prefix(3))")
            if let validator {
                let problems = validator.validate(SourceFile(path: url.lastPathComponent, text: conversion.text))
                #expect(problems.isEmpty, "\(url.lastPathComponent): \(problems.map(\.description).prefix(3))")
            }
            var table = NativeIDTable()
            var written: [String: MarkupView] = [:]
            for entry in back.allViews { written[entry.view.id] = entry.view }
            var sourceViews = source.allViews.map(\.view)
            // Map ids in document order exactly as the writer does for explicitly named views.
            sourceViews.removeAll { !$0.hasExplicitID }
            for view in sourceViews {
                let name = table.assign(view.id)
                guard let copy = written[name] else {
                    Issue.record("\(url.lastPathComponent): view '\(view.id)' is missing from the conversion")
                    continue
                }
                if copy.kind == view.kind {
                    #expect(copy.properties.axis == view.properties.axis)
                    #expect(copy.properties.distribution == view.properties.distribution)
                    #expect(copy.properties.alignment == view.properties.alignment)
                    #expect(copy.properties.spacing == view.properties.spacing)
                    #expect(copy.properties.hidden == view.properties.hidden)
                    #expect(copy.subviews.count == view.subviews.count)
                } else {
                    #expect(copy.kind == .view, "\(url.lastPathComponent): '\(view.id)' is a \(copy.kind)")
                }
            }
        }
    }
}
