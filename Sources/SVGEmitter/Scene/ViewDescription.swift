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
        var text = ""
        appendFrame(rect, to: &text)
        return text
    }

    /// ``frame(_:)``'s text appended to `text`, its four numbers written in place (a title is built per view).
    static func appendFrame(_ rect: Rect, to text: inout String) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * maxNumberBytes + 5) { buffer in
            guard let base = buffer.baseAddress else { return }
            var count = writeNumber(rect.x, to: base)
            base[count] = UInt8(ascii: ",")
            count += 1
            count += writeNumber(rect.y, to: base + count)
            base[count] = UInt8(ascii: " ")
            count += 1
            count += writeNumber(rect.width, to: base + count)
            base[count] = 0xC3  // "×" in UTF-8
            base[count + 1] = 0x97
            count += 2
            count += writeNumber(rect.height, to: base + count)
            text += String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
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
        let separator = " — "
        var text = ""
        text.reserveCapacity(160)
        text += className(of: node.kind)
        text += " "
        text += XMLText.quoted(node.id)
        if node.elementName != node.kind.rawValue, !node.elementName.isEmpty {
            text += " <" + XMLText.sanitized(node.elementName, identifier: true) + ">"
        }
        switch node.kind {
        case .stackView:
            text += separator
            text += arrangement(node.properties)
        case .label, .button, .textField, .textView:
            if let content = node.text {
                text += separator
                text += font(content.font)
                if content.lines.count > 1 { text += ", \(content.lines.count) lines" }
            }
        case .imageView:
            if let image = node.properties.image { text += separator + "image " + XMLText.quoted(image, limit: 60) }
        default:
            break
        }
        text += separator
        appendFrame(node.frame, to: &text)
        if node.hidden { text += separator + "hidden" }
        if placed.negativeSize { text += separator + "negative size drawn as 0" }
        if placed.nonFinite { text += separator + "non-finite frame drawn as 0" }
        return text
    }
}
