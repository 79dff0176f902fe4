/// The kinds of view Stackboard knows; the raw value is the element name in both the native dialect and
/// Interface Builder documents.
///
/// The native dialect accepts ``nativeKinds``; the Interface Builder reader maps every other view element it
/// meets to the closest kind (an unknown one to ``view``) and keeps the element name for output.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    case view, stackView, label, button, imageView
    case `switch`, textField, slider, segmentedControl, activityIndicatorView, progressView, scrollView
    // Interface Builder kinds with their own sizing or drawing.
    case stepper, pageControl, textView, tableView, tableViewCell, tableViewCellContentView
    case collectionView, collectionViewCell, collectionReusableView, containerView, visualEffectView
    case datePicker, pickerView, mapView, searchBar, navigationBar, toolbar, tabBar, webView, wkWebView

    /// The kinds the native dialect accepts as elements.
    public static let nativeKinds: [ViewKind] = [
        .view, .stackView, .label, .button, .imageView, .switch, .textField, .slider, .segmentedControl,
        .activityIndicatorView, .progressView, .scrollView,
    ]
}
