import LayoutModel

/// The Xcode era a document was saved in, from its `toolsVersion`; the control sizes that changed between eras
/// follow it (uistackview.md §10, interface-builder.md §6). Native documents are laid out in the current era.
struct ControlEra: Sendable, Hashable, Comparable {
    /// Interface Builder's `toolsVersion`; `Int.max` for the current era.
    var toolsVersion: Int

    static let current = ControlEra(toolsVersion: .max)

    /// Xcode 11 (toolsVersion 15xxx): iOS 13 controls (text fields 34 high, segmented controls 31, steppers 32).
    static let xcode11 = ControlEra(toolsVersion: 15000)
    /// Xcode 12 (toolsVersion 17xxx): iOS 14 controls (progress views 4 high, page controls 27.5).
    static let xcode12 = ControlEra(toolsVersion: 17000)
    /// Xcode 14 (toolsVersion 21xxx): iOS 16 button configurations (34.33–35 pt default buttons).
    static let xcode14 = ControlEra(toolsVersion: 21000)
    /// Xcode 26 (toolsVersion 24127): the iOS 26 switch, 63 × 28.
    static let xcode26 = ControlEra(toolsVersion: 24127)

    init(toolsVersion: Int) {
        self.toolsVersion = toolsVersion
    }

    init(document: ResolvedDocument) {
        if document.format == .native {
            self = .current
        } else {
            // A document without a version is old enough not to write one; treat it as the earliest era.
            toolsVersion = document.toolsVersion ?? 0
        }
    }

    static func < (lhs: ControlEra, rhs: ControlEra) -> Bool { lhs.toolsVersion < rhs.toolsVersion }
}

/// Fixed intrinsic sizes of UIKit controls, as alignment rectangles (uistackview.md §10). Nil means "none" on that
/// axis (`UIView.noIntrinsicMetric`).
enum ControlSizes {
    /// `UISwitch`, as an alignment rectangle: 49 × 31 up to Xcode 16 (its frame is 51 × 31, 2 pt wider on the
    /// trailing side: a switch after a 78.5 pt label with spacing 16 ends a stack at 143.5, and a view 20 pt after a
    /// switch at x = 0 starts at 69, in files from Xcode 8 to 15); 63 × 28 in Xcode 26 files.
    static func switchSize(_ era: ControlEra) -> Size {
        era >= .xcode26 ? Size(width: 63, height: 28) : Size(width: 49, height: 31)
    }

    /// `UIActivityIndicatorView`: 20 × 20 for medium/gray/white, 37 × 37 for large/whiteLarge.
    static func activityIndicatorSize(style: String?) -> Size {
        switch style {
        case "large", "whiteLarge": Size(width: 37, height: 37)
        default: Size(width: 20, height: 20)
        }
    }

    /// `UISlider`: none × 30.
    static let sliderHeight: Double = 30

    /// `UIProgressView`: none × 2 before Xcode 12, none × 4 after.
    static func progressViewHeight(_ era: ControlEra) -> Double {
        era >= .xcode12 ? 4 : 2
    }

    /// `UISegmentedControl`: 31 high from iOS 13 (Xcode 11), 28 before.
    static func segmentedControlHeight(_ era: ControlEra) -> Double {
        era >= .xcode11 ? 31 : 28
    }

    /// The padding on each side of a segment's title. Not measured (§10 gives only "width = Σ segments"); UIKit's
    /// segments are as wide as the widest title plus this padding, which is Stackboard's estimate for controls
    /// before iOS 13.
    static let segmentTitlePadding: Double = 10

    /// From iOS 13 (Xcode 11) every segment is as wide as the widest title in the selected font (13 pt semibold)
    /// plus this much: three 31 pt-high controls of 3, 4 and 3 short titles are stored 194, 211 and 200 wide, that is
    /// 18.2 to 18.3 pt more per segment than their widest semibold title.
    static let segmentPadding13: Double = 18.25

    /// `UIStepper`: 94 × 32 in newer files, 94 × 29 in older ones.
    static func stepperSize(_ era: ControlEra) -> Size {
        era >= .xcode11 ? Size(width: 94, height: 32) : Size(width: 94, height: 29)
    }

    /// `UIPageControl`: none × 27.5 from iOS 14 (Xcode 12), none × 37 before.
    static func pageControlHeight(_ era: ControlEra) -> Double {
        era >= .xcode12 ? 27.5 : 37
    }

    /// `UITextField` with a rounded-rect, line or bezel border: 34 high from Xcode 11, 30 before.
    static func borderedTextFieldHeight(_ era: ControlEra) -> Double {
        era >= .xcode11 ? 34 : 30
    }

    /// The horizontal padding of a bordered text field around its text (an estimate: UIKit's rounded-rect field
    /// insets its text by 7 pt on each side).
    static let textFieldHorizontalPadding: Double = 7

    /// A text field's default font: the system font at 14 pt.
    static let textFieldDefaultFont = FontDescription(pointSize: 14)

    /// Bars keep UIKit's standard heights (not in uistackview.md's table): navigation bar and toolbar 44,
    /// tab bar 49, search bar 56.
    static func barHeight(_ kind: ViewKind) -> Double? {
        switch kind {
        case .navigationBar, .toolbar: 44
        case .tabBar: 49
        case .searchBar: 56
        default: nil
        }
    }

    /// How much a control's frame extends beyond its alignment rectangle: a slider's frame is 2 pt wider on each
    /// side and 1 pt taller at the bottom; a segmented control's frame is 1 pt taller at the bottom (§10); a
    /// switch's frame is 2 pt wider on the trailing side (``switchSize(_:)``).
    static func alignmentRectInsets(_ kind: ViewKind, era: ControlEra) -> EdgeInsets {
        switch kind {
        case .slider: EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        case .segmentedControl: EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case .switch where era < .xcode26: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        default: .zero
        }
    }
}
