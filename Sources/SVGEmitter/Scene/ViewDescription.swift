import LayoutModel

/// Human-readable descriptions of views for `<title>` tooltips and sheet labels.
enum ViewDescription {
    /// The UIKit class a kind stands for.
    static func className(of kind: ViewKind) -> String {
        switch kind {
        case .view: "UIView"
        case .stackView: "UIStackView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .imageView: "UIImageView"
        case .switch: "UISwitch"
        case .textField: "UITextField"
        case .slider: "UISlider"
        case .segmentedControl: "UISegmentedControl"
        case .activityIndicatorView: "UIActivityIndicatorView"
        case .progressView: "UIProgressView"
        case .scrollView: "UIScrollView"
        case .stepper: "UIStepper"
        case .pageControl: "UIPageControl"
        case .textView: "UITextView"
        case .tableView: "UITableView"
        case .tableViewCell: "UITableViewCell"
        case .tableViewCellContentView: "UITableViewCellContentView"
        case .collectionView: "UICollectionView"
        case .collectionViewCell: "UICollectionViewCell"
        case .collectionReusableView: "UICollectionReusableView"
        case .containerView: "Container View"
        case .visualEffectView: "UIVisualEffectView"
        case .datePicker: "UIDatePicker"
        case .pickerView: "UIPickerView"
        case .mapView: "MKMapView"
        case .searchBar: "UISearchBar"
        case .navigationBar: "UINavigationBar"
        case .toolbar: "UIToolbar"
        case .tabBar: "UITabBar"
        case .webView: "UIWebView"
        case .wkWebView: "WKWebView"
        }
    }

    /// `16,44 343×20.333`: a frame as UIKit reports it (relative to the superview), unclamped, written as title
    /// content.
    static func writeFrame(_ rect: Rect, into writer: inout SVGWriter) {
        writer.content(number: rect.x)
        writer.content(plain: ",")
        writer.content(number: rect.y)
        writer.content(plain: " ")
        writer.content(number: rect.width)
        writer.content(plain: "×")
        writer.content(number: rect.height)
    }

    /// A stack's arrangement with UIKit's defaults for what the document left out, written as title content:
    /// `vertical, distribution fill, alignment center, spacing 8` and the arrangement options that are on.
    static func writeArrangement(_ properties: ViewProperties, into writer: inout SVGWriter) {
        writer.content((properties.axis ?? .horizontal).rawValue)
        writer.content(plain: ", distribution ")
        writer.content((properties.distribution ?? .fill).rawValue)
        writer.content(plain: ", alignment ")
        writer.content((properties.alignment ?? .fill).rawValue)
        writer.content(plain: ", spacing ")
        writer.content(spacing(properties.spacing ?? .fixed(0)))
        if properties.baselineRelativeArrangement == true { writer.content(plain: ", baseline-relative") }
        if properties.layoutMarginsRelativeArrangement == true { writer.content(plain: ", margins-relative") }
    }

    static func spacing(_ spacing: StackSpacing) -> String {
        switch spacing {
        case .fixed(let value): formatNumber(value)
        case .standard: "standard"
        }
    }

    static func font(_ font: FontDescription) -> String {
        var text = "\(formatNumber(font.pointSize)) pt"
        if let name = font.name { text = XMLText.quoted(name, limit: 40) + " " + text }
        if font.weight != .regular { text += " \(font.weight.rawValue)" }
        if font.italic { text += " italic" }
        if let textStyle = font.textStyle { text += " (\(textStyle.rawValue))" }
        return text
    }

    /// The tooltip of a view, written as title content: class, id, what matters for its kind, frame and state.
    static func writeTitle(of node: LayoutNode, placed: PlacedFrame, into writer: inout SVGWriter) {
        writer.content(className(of: node.kind))
        writer.content(plain: " ")
        writer.content(quoted: node.id)
        if node.elementName != node.kind.rawValue, !node.elementName.isEmpty {
            writer.content(plain: " &lt;")
            writer.content(XMLText.sanitized(node.elementName, identifier: true))
            writer.content(plain: "&gt;")
        }
        switch node.kind {
        case .stackView:
            writer.content(plain: " — ")
            writeArrangement(node.properties, into: &writer)
        case .label, .button, .textField, .textView:
            if let content = node.text {
                writer.content(plain: " — ")
                writer.content(font(content.font))
                if content.lines.count > 1 {
                    writer.content(plain: ", ")
                    writer.content(number: Double(content.lines.count))
                    writer.content(plain: " lines")
                }
            }
        case .imageView:
            if let image = node.properties.image {
                writer.content(plain: " — image ")
                writer.content(quoted: image, limit: 60)
            }
        default:
            break
        }
        writer.content(plain: " — ")
        writeFrame(node.frame, into: &writer)
        if node.hidden { writer.content(plain: " — hidden") }
        if placed.negativeSize { writer.content(plain: " — negative size drawn as 0") }
        if placed.nonFinite { writer.content(plain: " — non-finite frame drawn as 0") }
    }
}
