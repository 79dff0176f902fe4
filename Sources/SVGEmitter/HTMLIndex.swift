/// An `index.html` gallery linking rendered SVGs: a card per entry with its title, the image and a caption.
///
/// No script. Every text is escaped; paths must be relative (no scheme, no leading `/`, no `..` segment) and
/// are percent-encoded; an entry with any other path is listed without a link or image. The page's Content
/// Security Policy allows nothing but images from the same place and its own inline style.
public enum HTMLIndex {
    public static func render(entries: [(title: String, relativePath: String, caption: String)]) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Stackboard wireframes</title>
        <style>
        body { margin: 0; padding: 24px; background: #f5f5f7; color: #1c1c1e; font: 14px/1.4 Inter, -apple-system, system-ui, sans-serif; }
        h1 { margin: 0 0 16px; font-size: 20px; font-weight: 600; }
        ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 16px; }
        li { background: #ffffff; border: 1px solid #d1d1d6; border-radius: 10px; padding: 12px; }
        h2 { margin: 0 0 8px; font-size: 14px; font-weight: 600; overflow-wrap: anywhere; }
        img { display: block; width: 100%; height: 360px; object-fit: contain; background: #f5f5f7; border-radius: 6px; }
        p { margin: 8px 0 0; color: #6e6e73; font-size: 12px; overflow-wrap: anywhere; }
        code { font-size: 12px; color: #6e6e73; }
        </style>
        </head>
        <body>
        <h1>Stackboard wireframes</h1>

        """
        if entries.isEmpty {
            html += "<p>No renders.</p>\n"
        } else {
            html += "<ul>\n"
            for entry in entries {
                let title = escape(entry.title), caption = escape(entry.caption)
                html += "<li>\n<h2>\(title)</h2>\n"
                if let href = safeRelativeURL(entry.relativePath) {
                    html += "<a href=\"\(href)\"><img src=\"\(href)\" alt=\"\(title)\" loading=\"lazy\"></a>\n"
                } else {
                    html += "<p><code>\(escape(entry.relativePath))</code> is not a relative path</p>\n"
                }
                if !entry.caption.isEmpty { html += "<p>\(caption)</p>\n" }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// Text for HTML content and double- or single-quoted attributes.
    static func escape(_ text: String) -> String {
        XMLText.escapeAttribute(text)
    }

    /// A percent-encoded relative URL for a path, or nil if it is not a plain relative path.
    static func safeRelativeURL(_ path: String) -> String? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("\\") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !segments.contains(where: { $0 == ".." || $0.isEmpty }) else { return nil }
        // A colon in the first segment would read as a scheme (`javascript:`), so refuse it.
        guard let first = segments.first, !first.contains(":") else { return nil }
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                result += "%" + String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }
        }
        return result
    }
}
