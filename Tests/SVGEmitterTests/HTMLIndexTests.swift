@testable import SVGEmitter
import Testing

@Suite struct HTMLIndexTests {
    @Test func linksEntriesWithEscapedText() {
        let page = HTMLIndex.render(entries: [
            (title: "Login <b>&</b>", relativePath: "login/Login__iphone-16__portrait.svg", caption: "wC \"hR\""),
            (title: "Spaces", relativePath: "my renders/a#b?.svg", caption: ""),
        ])
        #expect(page.contains("<h2>Login &lt;b&gt;&amp;&lt;/b&gt;</h2>"))
        #expect(page.contains("<a href=\"login/Login__iphone-16__portrait.svg\"><img src=\"login/Login__iphone-16__portrait.svg\""))
        #expect(page.contains("<p>wC &quot;hR&quot;</p>"))
        #expect(page.contains("href=\"my%20renders/a%23b%3F.svg\""))
        #expect(page.hasSuffix("</html>\n"))
    }

    @Test(arguments: ["javascript:alert(1)", "JAVASCRIPT:alert(1)//x.svg", "/etc/passwd", "../secret.svg",
                      "a/../../b.svg", "https://evil.example/x.svg", "//evil.example/x.svg", "", "data:image/svg+xml,x",
                      "\\\\server\\share.svg", "a//b.svg"])
    func refusesPathsThatAreNotPlainRelative(path: String) {
        let page = HTMLIndex.render(entries: [(title: "x", relativePath: path, caption: "")])
        #expect(!page.contains("<a href"))
        #expect(!page.contains("<img"))
        #expect(page.contains("is not a relative path"))
    }

    @Test func hasNoScriptAndAStrictPolicy() {
        let page = HTMLIndex.render(entries: [(title: "<script>alert(1)</script>", relativePath: "a.svg",
                                               caption: "\" onerror=\"alert(1)")])
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.contains("onerror=\"alert"))
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }

    @Test func emptyIndexSaysSo() {
        #expect(HTMLIndex.render(entries: []).contains("<p>No renders.</p>"))
    }
}
