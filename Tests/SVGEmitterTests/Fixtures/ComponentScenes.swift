import LayoutModel

/// Freeform components: a sign-in form card and a gallery of every kind of view the emitter draws.
enum ComponentScenes {
    /// A sign-in card: a margins-relative vertical stack with a centred logo, fields, a switch row and buttons.
    static func signInForm() -> (LayoutScene, LayoutConfiguration) {
        let width = 343.0
        var form = Sketch.stack("form", .vertical, spacing: 12, [
            .stack("logoRow", .vertical, alignment: .center, [
                .image("logo", "AppLogo", 64, 64),
            ]),
            .label("heading", "Welcome back", font: FontDescription(pointSize: 22, weight: .semibold)),
            .label("intro", "Sign in with the email address you used to create your account.",
                   font: FontDescription(pointSize: 15), wrapWidth: width - 32),
            .textField("email", text: "ada@example.com"),
            .textField("password", placeholder: "Password"),
            .stack("rememberRow", .horizontal, spacing: 8, alignment: .center, [
                .control("remember", .switch, 51, 31),
                .label("rememberLabel", "Remember me", flexible: true),
            ]),
            .button("signIn", "Sign In"),
            .stack("progressRow", .horizontal, spacing: 8, alignment: .center, [
                .control("spinner", .activityIndicatorView, 20, 20),
                .control("upload", .progressView, 100, 4, flexible: true),
            ]),
            .button("forgot", "Forgot password?", font: FontDescription(pointSize: 15)),
        ])
        form.properties.layoutMarginsRelativeArrangement = true
        form.margins = EdgeInsets(all: 16)
        let height = form.intrinsicSize.height
        let size = Size(width: width, height: height)
        var root = Sketch.view("card", frame: Rect(origin: .zero, size: size), [
            form.placed(at: Rect(origin: .zero, size: size)),
        ])
        root.margins = EdgeInsets(all: 8)
        return (root.scene(id: "signIn", name: "Sign in", size: size, safeArea: nil), Configurations.component(size))
    }

    /// Every kind of view, one per row, plus a first-baseline row and a custom element, in a component.
    static func gallery() -> (LayoutScene, LayoutConfiguration) {
        let width = 360.0
        /// A row: a fixed-width caption, then the control (stretched to the row's end unless told otherwise).
        func labelled(_ name: String, _ control: Sketch, stretches: Bool = true) -> Sketch {
            .stack("\(name)Row", .horizontal, spacing: 12, alignment: .center, [
                .label("\(name)Caption", name, font: FontDescription(pointSize: 13)).fixedWidth(104),
                control.withFlexible(stretches),
            ])
        }
        let custom = Sketch.control("chart", .view, 120, 44)
        var italic = Sketch.label("note", "Italic footnote, light weight",
                                  font: FontDescription(pointSize: 13, weight: .light, italic: true))
        italic.flexible = true
        let stack = Sketch.stack("gallery", .vertical, spacing: 10, [
            labelled("label", .label("sampleLabel", "The quick brown fox")),
            labelled("button", .button("sampleButton", "Continue"), stretches: false),
            labelled("image", .image("sampleImage", "photo.jpg", 120, 60), stretches: false),
            labelled("switch", .control("sampleSwitch", .switch, 51, 31), stretches: false),
            labelled("textField", .textField("sampleField", placeholder: "Search contacts")),
            labelled("slider", .control("sampleSlider", .slider, 100, 30)),
            labelled("segmented", .segmented("sampleSegments", ["Day", "Week", "Month", "Year"])),
            labelled("activity", .control("sampleSpinner", .activityIndicatorView, 37, 37), stretches: false),
            labelled("progress", .control("sampleProgress", .progressView, 100, 4)),
            labelled("scrollView", .control("sampleScroll", .scrollView, 100, 60)),
            labelled("stepper", .control("sampleStepper", .stepper, 94, 32), stretches: false),
            labelled("pageControl", .control("samplePages", .pageControl, 100, 26)),
            labelled("textView", textView()),
            labelled("tableView", .control("sampleTable", .tableView, 100, 96)),
            labelled("searchBar", .control("sampleSearch", .searchBar, 100, 56)),
            labelled("datePicker", .control("samplePicker", .datePicker, 100, 50)),
            labelled("custom", custom.renamed(element: "chartView")),
            .stack("baselineRow", .horizontal, spacing: 8, alignment: .firstBaseline, [
                .label("small", "Small", font: FontDescription(pointSize: 13)),
                .label("body", "Body", font: FontDescription(pointSize: 17)),
                .label("large", "Large", font: FontDescription(pointSize: 28, weight: .heavy)),
            ]),
            italic,
            .label("hiddenHint", "Only shown in regular width", hidden: true),
        ])
        let height = stack.intrinsicSize.height
        let size = Size(width: width, height: height + 32)
        var root = Sketch.view("galleryRoot", frame: Rect(origin: .zero, size: size), [
            stack.placed(at: Sketch.snapped(Rect(x: 16, y: 16, width: width - 32, height: height))),
        ])
        root.margins = EdgeInsets(all: 16)
        var scene = root.scene(id: "gallery", name: "Control gallery", size: size, safeArea: nil)
        alignBaselines(in: &scene, row: "baselineRow")
        return (scene, Configurations.component(size))
    }

    private static func textView() -> Sketch {
        var sketch = Sketch.control("sampleTextView", .textView, 100, 64)
        let text = "Notes wrap inside the text view's insets."
        sketch.properties.text = text
        sketch.text = TestText.layout(text, font: FontDescription(pointSize: 14), maxWidth: 200)
        return sketch
    }

    /// First-baseline alignment: move each label so its first baseline meets the tallest label's.
    private static func alignBaselines(in scene: inout LayoutScene, row: String) {
        guard let rowIndex = scene.nodes.firstIndex(where: { $0.id == row }) else { return }
        let labels = scene.nodes.indices.filter { scene.nodes[$0].parent == rowIndex }
        let baseline = labels.compactMap { scene.nodes[$0].text?.firstBaseline }.max() ?? 0
        for index in labels {
            scene.nodes[index].frame.origin.y = baseline - (scene.nodes[index].text?.firstBaseline ?? 0)
        }
    }
}

extension Sketch {
    func fixedWidth(_ width: Double) -> Sketch {
        var copy = self
        copy.size.width = width
        copy.flexible = false
        return copy
    }

    func renamed(element: String) -> Sketch {
        var copy = self
        copy.elementName = element
        return copy
    }
}
