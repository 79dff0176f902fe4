import LayoutModel
@testable import Markup
import Testing

/// Controls: text, fonts, buttons, images, text fields, segments and the fixed-size controls.
@Suite struct InterfaceBuilderControlTests {
    func read(_ subviews: String) -> (MarkupDocument?, [Diagnostic]) {
        readIB(storyboard(scene("<subviews>\(subviews)</subviews>")))
    }

    func label(_ font: String, id: String = "L") -> String {
        #"<label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">\#(font)</label>"#
    }

    @Test func labelTextLinesAndPreferredWidth() throws {
        let (document, diagnostics) = read("""
            <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello, world" numberOfLines="0" preferredMaxLayoutWidth="280" translatesAutoresizingMaskIntoConstraints="NO" id="ONE">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" contentMode="left" numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="TWO">
                <string key="text">First line
            Second line</string>
            </label>
            <label opaque="NO" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" id="NONE"/>
            """)
        #expect(diagnostics.isEmpty)
        let one = try #require(document?.view("ONE")?.properties)
        #expect(one.text == "Hello, world")
        #expect(one.numberOfLines == 0)
        #expect(one.preferredMaxLayoutWidth == 280)
        #expect(one.font == FontDescription(pointSize: 17))
        let two = try #require(document?.view("TWO")?.properties)
        #expect(two.text == "First line\nSecond line")
        #expect(two.numberOfLines == 3)
        let none = try #require(document?.view("NONE")?.properties)
        #expect(none.text == nil)
        #expect(none.numberOfLines == nil)
        #expect(none.font == nil)
    }

    @Test func attributedTextGivesTextAndTheFirstFont() throws {
        let (document, diagnostics) = read("""
            <label opaque="NO" contentMode="left" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ATTR">
                <attributedString key="attributedText">
                    <fragment content="Bold ">
                        <attributes>
                            <font key="NSFont" size="20" name=".SFUIText-Semibold"/>
                        </attributes>
                    </fragment>
                    <fragment>
                        <string key="content">and more</string>
                        <attributes>
                            <font key="NSFont" size="14" name="Avenir-Book"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        #expect(diagnostics.isEmpty)
        let properties = try #require(document?.view("ATTR")?.properties)
        #expect(properties.text == "Bold and more")
        #expect(properties.font == FontDescription(pointSize: 20, weight: .semibold))
    }

    @Test func fontDescriptionForms() throws {
        let forms: [(String, FontDescription)] = [
            (#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, FontDescription(pointSize: 17)),
            (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>"#, FontDescription(pointSize: 15, weight: .bold)),
            (#"<fontDescription key="fontDescription" type="italicSystem" pointSize="12"/>"#, FontDescription(pointSize: 12, italic: true)),
            (#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>"#, FontDescription(pointSize: 20, weight: .semibold)),
            (#"<fontDescription key="fontDescription" type="system" weight="ultraLight" pointSize="42"/>"#, FontDescription(pointSize: 42, weight: .ultraLight)),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, FontDescription(pointSize: 0, textStyle: .body)),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#, FontDescription(pointSize: 0, textStyle: .largeTitle)),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#, FontDescription(pointSize: 0, textStyle: .subheadline)),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/>"#, FontDescription(pointSize: 0, textStyle: .caption2)),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, FontDescription(pointSize: 0, weight: .semibold, textStyle: .headline)),
            (#"<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="16"/>"#, FontDescription(pointSize: 16, name: "Menlo-Regular")),
            (#"<fontDescription key="fontDescription" type="system" pointSize="0.0"/>"#, FontDescription(pointSize: 0)),
        ]
        let subviews = forms.enumerated().map { label($1.0, id: "F\($0)") }.joined(separator: "\n")
        let (document, diagnostics) = read(subviews)
        #expect(diagnostics.isEmpty)
        for (index, form) in forms.enumerated() {
            #expect(document?.view("F\(index)")?.properties.font == form.1, "\(form.0)")
        }
    }

    @Test func unknownFontStylesAndTypesAreWarnings() throws {
        let (document, diagnostics) = read(label(#"<fontDescription key="fontDescription" style="UICTFontTextStyleShouting"/>"#, id: "A")
            + label(#"<fontDescription key="fontDescription" type="comicSystem" pointSize="9"/>"#, id: "B")
            + label(#"<fontDescription key="fontDescription" type="system" weight="extraBold" pointSize="9"/>"#, id: "C"))
        #expect(ids(diagnostics) == ["ib.unknownTextStyle", "ib.unknownFontType", "ib.unknownValue"])
        #expect(document?.view("A")?.properties.font == FontDescription(pointSize: 0, textStyle: .body))
        #expect(document?.view("B")?.properties.font == FontDescription(pointSize: 9))
        #expect(document?.view("C")?.properties.font == FontDescription(pointSize: 9))
    }

    @Test func buttonsTakeTitleImageAndFontFromTheirNormalState() throws {
        let (document, diagnostics) = read("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="CLASSIC">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                <state key="normal" title="Sign In" image="arrow"/>
                <state key="highlighted" title="Signing In"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="PLAIN">
                <state key="normal" title="Button"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="CONFIGURED">
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue">
                    <imageReference key="image" image="chevron.right" catalog="system"/>
                </buttonConfiguration>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="TINTED">
                <buttonConfiguration key="configuration" style="tinted">
                    <attributedString key="attributedTitle">
                        <fragment content="Delete">
                            <attributes><font key="NSFont" size="13" name="Avenir-Heavy"/></attributes>
                        </fragment>
                    </attributedString>
                </buttonConfiguration>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="GRAY">
                <buttonConfiguration key="configuration"/>
            </button>
            """)
        #expect(diagnostics.isEmpty)
        let classic = try #require(document?.view("CLASSIC")?.properties)
        #expect(classic.text == "Sign In")
        #expect(classic.image == "arrow")
        #expect(classic.font == FontDescription(pointSize: 18, weight: .bold))
        #expect(classic.style == nil)
        let plain = try #require(document?.view("PLAIN")?.properties)
        #expect(plain.text == "Button")
        #expect(plain.font == nil)
        let configured = try #require(document?.view("CONFIGURED")?.properties)
        #expect(configured.style == "filled")
        #expect(configured.text == "Button")
        #expect(configured.image == "chevron.right")
        let tinted = try #require(document?.view("TINTED")?.properties)
        #expect(tinted.style == "tinted")
        #expect(tinted.text == "Delete")
        #expect(tinted.font == FontDescription(pointSize: 13, name: "Avenir-Heavy"))
        #expect(document?.view("GRAY")?.properties.style == "plain")
    }

    @Test func imageViewsAndTheirContentMode() throws {
        let (document, diagnostics) = read("""
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Heart" translatesAutoresizingMaskIntoConstraints="NO" id="NAMED"/>
            <imageView userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="SYMBOL">
                <imageReference key="image" image="die.face.3" catalog="system" symbolScale="large"/>
            </imageView>
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="EMPTY"/>
            """)
        #expect(diagnostics.isEmpty)
        #expect(document?.view("NAMED")?.properties.image == "Heart")
        #expect(document?.view("NAMED")?.properties.contentMode == "scaleAspectFit")
        #expect(document?.view("SYMBOL")?.properties.image == "die.face.3")
        #expect(document?.view("SYMBOL")?.properties.contentMode == "center")
        #expect(document?.view("EMPTY")?.properties.image == nil)
    }

    @Test func sfSymbolsWithoutADesignTimeSizeGetOneNoteEach() throws {
        let subviews = """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="FIRST"/>
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="SECOND"/>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BUTTON">
                <state key="normal">
                    <imageReference key="image" image="trash" catalog="system" symbolScale="large"/>
                </state>
            </button>
            <imageView userInteractionEnabled="NO" contentMode="center" placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="20" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="SIZED"/>
            <imageView userInteractionEnabled="NO" contentMode="center" image="Heart" translatesAutoresizingMaskIntoConstraints="NO" id="ASSET"/>
            """
        let resources = """
            <resources>
                <image name="Heart" width="24" height="22"/>
                <image name="chevron.right" catalog="system" width="97" height="128"/>
                <image name="star.fill" catalog="system" width="128" height="124"/>
                <image name="trash" catalog="system" width="117" height="128"/>
            </resources>
            """
        let text = storyboard(scene("<subviews>\(subviews)</subviews>"), trailer: resources)
        let (document, diagnostics) = readIB(text)
        // The button's image is read from its state's `<imageReference>`.
        #expect(document?.view("BUTTON")?.properties.image == "trash")
        // Symbols never become sized images; assets do.
        #expect(document?.images.map(\.name) == ["Heart"])
        // One note per symbol a view shows without a design-time size, at its first view, in document order.
        #expect(ids(diagnostics) == ["ib.systemSymbolSize", "ib.systemSymbolSize"])
        #expect(diagnostics.allSatisfy { $0.severity == .note })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = { (needle: String) in (lines.firstIndex { $0.contains(needle) } ?? -1) + 1 }
        #expect(diagnostics.map { $0.location?.line } == [line("id=\"FIRST\""), line("id=\"BUTTON\"")])
        #expect(diagnostics[0].message.hasPrefix("2 views show the SF Symbol 'chevron.right'"))
        #expect(diagnostics[1].message.hasPrefix("'BUTTON' shows the SF Symbol 'trash'"))
        // Each note points at the symbol's resource.
        #expect(diagnostics.map { $0.notes.first?.location?.line }
                == [line("name=\"chevron.right\""), line("name=\"trash\"")])
    }

    @Test func textFieldsAndTextViews() throws {
        let (document, diagnostics) = read("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="FIELD">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" text="Preset" borderStyle="none" translatesAutoresizingMaskIntoConstraints="NO" id="BARE"/>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="NOTES">
                <string key="text">Lorem ipsum</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """)
        #expect(diagnostics.isEmpty)
        let field = try #require(document?.view("FIELD")?.properties)
        #expect(field.placeholder == "Email")
        #expect(field.borderStyle == "roundedRect")
        #expect(field.font == FontDescription(pointSize: 14))
        #expect(field.text == nil)
        #expect(document?.view("BARE")?.properties.text == "Preset")
        #expect(document?.view("BARE")?.properties.borderStyle == "none")
        #expect(document?.view("NOTES")?.properties.text == "Lorem ipsum")
        #expect(document?.view("NOTES")?.properties.font == FontDescription(pointSize: 14))
    }

    @Test func segmentsAndFixedSizeControls() throws {
        let (document, diagnostics) = read("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="SEG">
                <segments>
                    <segment title="Top"/>
                    <segment title="Bottom"/>
                    <segment title="" image="star"/>
                </segments>
            </segmentedControl>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="SW"/>
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="SL"/>
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="PR"/>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="AI"/>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="AI2"/>
            <stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="ST"/>
            <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="PC"/>
            """)
        #expect(diagnostics.isEmpty)
        #expect(document?.view("SEG")?.properties.segments == ["Top", "Bottom", ""])
        #expect(document?.view("SW")?.kind == .switch)
        #expect(document?.view("SW")?.properties.horizontalHuggingPriority == 750)
        #expect(document?.view("SL")?.kind == .slider)
        #expect(document?.view("PR")?.kind == .progressView)
        #expect(document?.view("PR")?.properties.verticalHuggingPriority == 750)
        #expect(document?.view("AI")?.properties.style == "whiteLarge")
        #expect(document?.view("AI2")?.properties.style == "medium")
        #expect(document?.view("ST")?.kind == .stepper)
        #expect(document?.view("PC")?.kind == .pageControl)
    }
}
