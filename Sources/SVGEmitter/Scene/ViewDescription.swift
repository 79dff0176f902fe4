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

    /// `16,44 343×20.333`: a frame as UIKit reports it (relative to the superview), unclamped.
    static func frame(_ rect: Rect) -> String {
        "\(formatNumber(rect.x)),\(formatNumber(rect.y)) \(formatNumber(rect.width))×\(formatNumber(rect.height))"
    }

    /// A stack's arrangement with UIKit's defaults for what the document left out.
    static func arrangement(_ properties: ViewProperties) -> String {
        let axis = properties.axis ?? .horizontal
        let distribution = properties.distribution ?? .fill
        let alignment = properties.alignment ?? .fill
        var text = "\(axis.rawValue), distribution \(distribution.rawValue), alignment \(alignment.rawValue), "
            + "spacing \(spacing(properties.spacing ?? .fixed(0)))"
        if properties.baselineRelativeArrangement == true { text += ", baseline-relative" }
        if properties.layoutMarginsRelativeArrangement == true { text += ", margins-relative" }
        return text
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

    /// The tooltip of a view: class, id, what matters for its kind, frame and state.
    static func title(of node: LayoutNode, placed: PlacedFrame) -> String {
        var parts = ["\(className(of: node.kind)) \(XMLText.quoted(node.id))"]
        if node.elementName != node.kind.rawValue, !node.elementName.isEmpty {
            parts[0] += " <\(XMLText.sanitized(node.elementName, identifier: true))>"
        }
        switch node.kind {
        case .stackView:
            parts.append(arrangement(node.properties))
        case .label, .button, .textField, .textView:
            if let text = node.text {
                parts.append(font(text.font) + (text.lines.count > 1 ? ", \(text.lines.count) lines" : ""))
            }
        case .imageView:
            if let image = node.properties.image { parts.append("image " + XMLText.quoted(image, limit: 60)) }
        default:
            break
        }
        parts.append(frame(node.frame))
        if node.hidden { parts.append("hidden") }
        if placed.negativeSize { parts.append("negative size drawn as 0") }
        if placed.nonFinite { parts.append("non-finite frame drawn as 0") }
        return parts.joined(separator: " — ")
    }
}
