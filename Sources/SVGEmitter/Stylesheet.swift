/// The one embedded stylesheet: every colour and stroke lives here, keyed by class, so a viewer can restyle or
/// hide a layer. Quiet neutrals for views, system blue for tinted controls, one accent per overlay.
///
/// The text is constant (no user input) and avoids `<`, `>` and `&`, so it needs no escaping.
enum Stylesheet {
    /// The font stack for every text: Inter first, because text metrics come from Inter-based tables.
    static let fontFamily = "Inter, 'SF Pro Text', -apple-system, system-ui, sans-serif"

    static let lines: [String] = [
        "rect, line, circle, path { vector-effect: non-scaling-stroke; }",
        // Document and panels.
        ".sb-page { fill: #f5f5f7; }",
        ".sb-screen { fill: #ffffff; }",
        ".sb-component { fill: #ffffff; stroke: #d1d1d6; stroke-width: 1; }",
        ".sb-panel-title { fill: #1c1c1e; font-weight: 600; }",
        ".sb-panel-subtitle { fill: #6e6e73; }",
        ".sb-variant-tag { fill: #e8e8ed; }",
        ".sb-variant-tag-text { fill: #3a3a3c; font-weight: 600; }",
        ".sb-note { fill: #6e6e73; }",
        // Views.
        ".sb-box { fill: #8e8e93; fill-opacity: 0.07; stroke: #c7c7cc; stroke-width: 1; }",
        ".sb-frame { fill: none; stroke: #d8d8dc; stroke-width: 0.5; stroke-dasharray: 2 2; }",
        ".sb-generic { fill: #8e8e93; fill-opacity: 0.1; stroke: #aeaeb2; stroke-width: 1; }",
        ".sb-text { fill: #1c1c1e; }",
        // Large text is drawn in Inter Display (DrawingFont).
        ".sb-display { font-family: 'Inter Display', Inter, 'SF Pro Display', -apple-system, system-ui, sans-serif; }",
        ".sb-secondary { fill: #8e8e93; }",
        ".sb-placeholder { fill: #aeaeb2; }",
        ".sb-tinted { fill: #007aff; }",
        ".sb-button-shape { fill: #007aff; fill-opacity: 0.06; stroke: #007aff; stroke-opacity: 0.3; stroke-width: 1; }",
        ".sb-image-shape { fill: #eceef2; stroke: #b8bec9; stroke-width: 1; }",
        ".sb-image-cross { fill: none; stroke: #c9ced7; stroke-width: 1; }",
        ".sb-caption { fill: #6e6e73; stroke: #ffffff; stroke-width: 3; stroke-linejoin: round; paint-order: stroke; }",
        ".sb-field { fill: #ffffff; stroke: #c7c7cc; stroke-width: 1; }",
        ".sb-field-plain { fill: none; stroke: #d8d8dc; stroke-width: 0.5; stroke-dasharray: 2 2; }",
        ".sb-track { fill: #e5e5ea; }",
        ".sb-track-fill { fill: #007aff; }",
        ".sb-knob { fill: #ffffff; stroke: #b4b4b9; stroke-width: 1; }",
        ".sb-segments { fill: #eeeef0; }",
        ".sb-segment-selected { fill: #ffffff; stroke: #d1d1d6; stroke-width: 0.5; }",
        ".sb-divider { stroke: #c7c7cc; stroke-width: 1; }",
        ".sb-spoke { stroke: #8e8e93; stroke-width: 2; stroke-linecap: round; }",
        ".sb-scroll-outline { fill: none; stroke: #c7c7cc; stroke-width: 1; }",
        ".sb-scroll-indicator { fill: #8e8e93; fill-opacity: 0.55; }",
        ".sb-glyph { fill: none; stroke: #8e8e93; stroke-width: 1.5; stroke-linecap: round; }",
        ".sb-dot { fill: #c7c7cc; }",
        ".sb-dot-current { fill: #3a3a3c; }",
        ".sb-separator { stroke: #e5e5ea; stroke-width: 1; }",
        // Stack views.
        ".sb-stack-outline { fill: none; stroke: #8582d6; stroke-width: 1; stroke-dasharray: 4 3; }",
        ".sb-stack-axis { fill: #6a67cf; stroke: #6a67cf; stroke-width: 1.25; }",
        ".sb-collapsed { fill: none; stroke: #8e8e93; stroke-width: 1; stroke-dasharray: 2 2; }",
        ".sb-spacing-band { fill: #e0457b; fill-opacity: 0.09; }",
        ".sb-spacing-label { fill: #c2407a; font-weight: 600; }",
        // Overlays.
        ".sb-margins-line { fill: none; stroke: #30b0c7; stroke-width: 1; stroke-dasharray: 1 2; }",
        ".sb-safe-band { fill: #8e8e93; fill-opacity: 0.1; }",
        ".sb-safe-line { fill: none; stroke: #8e8e93; stroke-width: 1; stroke-dasharray: 6 4; }",
        ".sb-device-outline { fill: none; stroke: #3a3a3c; stroke-width: 2; }",
        ".sb-home-indicator { fill: #1c1c1e; }",
        ".sb-baseline-line { stroke: #e0457b; stroke-width: 0.5; }",
        // States.
        ".sb-hidden { opacity: 0.35; }",
        ".sb-negative-mark { fill: none; stroke: #ff3b30; stroke-width: 1.5; }",
        // Comparison sheets.
        ".sb-change-mark { fill: none; stroke: #ff7a00; stroke-width: 2; }",
        ".sb-change-mark-absent { fill: none; stroke: #ff7a00; stroke-width: 1.5; stroke-dasharray: 3 3; }",
        ".sb-badge { fill: #ff7a00; }",
        ".sb-badge-text { fill: #ffffff; font-weight: 700; }",
        ".sb-list-heading { fill: #1c1c1e; font-weight: 600; }",
        ".sb-list-text { fill: #3a3a3c; }",
        ".sb-list-id { font-weight: 600; }",
        ".sb-list-subheading { fill: #6e6e73; font-weight: 600; }",
        ".sb-list-secondary { fill: #8e8e93; }",
    ]
}
