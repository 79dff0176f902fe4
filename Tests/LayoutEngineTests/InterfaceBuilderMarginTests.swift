import LayoutModel
import Testing

/// Default layout margins of Interface Builder views (interface-builder.md §9): roots by their own width, xib
/// top-level views as roots, table cells' content views by era, width and accessory, stack views without margins.
@Suite struct InterfaceBuilderMarginTests {
    /// A view pinned to all four margins of `container` (whose `<constraints>` hold these), with a top edge.
    private func pinnedToMargins(_ view: String, in container: String) -> String {
        [ibConstraint(view, "leading", container, "leadingMargin"),
         ibConstraint(nil, "trailingMargin", view, "trailing"),
         ibConstraint(view, "top", container, "topMargin"),
         ibConstraint(nil, "bottomMargin", view, "bottom")].joined(separator: "\n")
    }

    @Test func rootSideMarginsFollowTheScenesOwnWidth() throws {
        // Xcode 7, no device: the 600-wide any/any canvas, one controller simulating a 375-wide screen.
        func content(_ id: String) -> String {
            """
            <subviews>\(ibView("V\(id)", (0, 100, 10, 10), inner: "<constraints>\(ibConstraint(nil, "height", nil, constant: 10))</constraints>"))</subviews>
            <constraints>
                \(ibConstraint("V\(id)", "leading", "ROOT\(id)", "leadingMargin"))
                \(ibConstraint(nil, "trailingMargin", "V\(id)", "trailing"))
                \(ibConstraint("V\(id)", "top", "ROOT\(id)", "top", constant: 100))
            </constraints>
            """
        }
        let text = ibStoryboard(
            ibScene("A", width: 375, height: 667, content: content("A"),
                    controllerExtras: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>"#)
            + ibScene("B", width: 600, height: 600, content: content("B")),
            toolsVersion: "9531", device: nil, safeAreas: false)
        let layout = InterfaceBuilderLayout(text)
        // 16 pt side margins below 414 pt of root width, 20 from 414 pt.
        #expect(layout.frame("VA") == Rect(x: 16, y: 100, width: 343, height: 10))
        #expect(layout.frame("VB") == Rect(x: 20, y: 100, width: 560, height: 10))
    }

    @Test func xibTopLevelViewsHaveRootMargins() throws {
        func top(_ id: String, width: Double) -> String {
            """
            <view contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="300"/>
                <subviews>\(ibView("IN\(id)", (0, 0, 10, 10)))</subviews>
                <constraints>
                    \(ibConstraint("IN\(id)", "leading", id, "leadingMargin", constant: 10))
                    \(ibConstraint(nil, "trailingMargin", "IN\(id)", "trailing", constant: 10))
                    \(ibConstraint("IN\(id)", "top", id, "topMargin", constant: 10))
                    \(ibConstraint(nil, "bottomMargin", "IN\(id)", "bottom", constant: 10))
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        }
        let text = ibXib(top("WIDE", width: 600) + top("NARROW", width: 320), toolsVersion: "14113",
                         device: ibDevice("retina4_7"))
        let layout = InterfaceBuilderLayout(text, path: "t.xib")
        // Sides 20 (600 wide) or 16 (320 wide), top and bottom 0, as a controller's root view.
        #expect(layout.frame("INWIDE") == Rect(x: 30, y: 10, width: 540, height: 280))
        #expect(layout.frame("INNARROW") == Rect(x: 26, y: 10, width: 268, height: 280))
    }

    /// A xib holding one table cell whose content view's subview IN is pinned to the content view's margins.
    private func cell(toolsVersion: String, width: Double, contentWidth: Double? = nil,
                      accessory: String? = nil) -> Rect? {
        let accessoryAttribute = accessory.map { " accessoryType=\"\($0)\"" } ?? ""
        let text = ibXib("""
            <tableViewCell contentMode="scaleToFill"\(accessoryAttribute) id="CELL">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="CELL" id="CV">
                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth ?? width)" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>\(ibView("IN", (0, 0, 10, 10)))</subviews>
                    <constraints>\(pinnedToMargins("IN", in: "CV"))</constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, toolsVersion: toolsVersion, device: ibDevice("retina4_7"))
        return InterfaceBuilderLayout(text, path: "t.xib").frame("IN")
    }

    @Test func tableCellContentViewsHaveCellMargins() throws {
        // Xcode 12 on: 11 above and below, 16 on the sides below 414 pt of cell width, 20 from 414.
        #expect(cell(toolsVersion: "21701", width: 375) == Rect(x: 16, y: 11, width: 343, height: 22))
        #expect(cell(toolsVersion: "21701", width: 414) == Rect(x: 20, y: 11, width: 374, height: 22))
        // Xcode 9 to 11: 15 on the sides.
        #expect(cell(toolsVersion: "15400", width: 320) == Rect(x: 15, y: 11, width: 290, height: 22))
        // Before Xcode 9 (iOS 10 cells): UIView's 8 everywhere.
        #expect(cell(toolsVersion: "11762", width: 375) == Rect(x: 8, y: 8, width: 359, height: 28))
        // An accessory takes the trailing end: 8 on that side.
        #expect(cell(toolsVersion: "21701", width: 375, contentWidth: 348.5, accessory: "disclosureIndicator")
                == Rect(x: 16, y: 11, width: 324.5, height: 22))
    }

    @Test func stackViewsHaveNoDefaultMarginsFromXcode9() throws {
        func layout(_ toolsVersion: String) -> Rect? {
            let content = """
                <subviews>
                    \(ibView("S", (0, 100, 414, 50), inner: "<subviews>\(ibView("A", (0, 0, 414, 50)))</subviews>", element: "stackView"))
                    \(ibView("V", (0, 200, 414, 10), inner: "<constraints>\(ibConstraint(nil, "height", nil, constant: 10))</constraints>"))
                </subviews>
                <constraints>
                    \(ibConstraint("S", "leading", "ROOTA", "leading"))
                    \(ibConstraint(nil, "trailing", "S", "trailing"))
                    \(ibConstraint("S", "top", "ROOTA", "top", constant: 100))
                    \(ibConstraint("S", "height", nil, constant: 50))
                    \(ibConstraint("V", "leading", "S", "leadingMargin"))
                    \(ibConstraint("S", "trailingMargin", "V", "trailing"))
                    \(ibConstraint("V", "top", "ROOTA", "top", constant: 200))
                </constraints>
                """
            let text = ibStoryboard(ibScene("A", width: 414, height: 896, content: content),
                                    toolsVersion: toolsVersion, device: ibDevice("retina6_1"))
            return InterfaceBuilderLayout(text).frame("V")
        }
        #expect(layout("21701") == Rect(x: 0, y: 200, width: 414, height: 10))
        #expect(layout("12120") == Rect(x: 8, y: 200, width: 398, height: 10))
    }
}
