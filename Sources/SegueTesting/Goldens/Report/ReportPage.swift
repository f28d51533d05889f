import SegueCore

/// The pages the golden report and the conformance report write, put together one way: the
/// shared head (`report_page_head.html`: the title, the shared styles `report_page.css`, the
/// chart's and the page's own), then the page's body template with the shared chart
/// (`motion_chart.js`), its own script and its data, embedded as every page embeds JSON
/// (`scriptEmbeddedJSON`). The data goes in last, so nothing in it is read as a slot.
enum ReportPage {
    /// The page titled `title` (after "Segue · "), its body template `body` holding `{{HEAD}}`,
    /// `{{CHART}}`, `{{SCRIPT}}` and `{{DATA}}`, with `style`, `script` and the JSON `data`.
    static func html(title: String, body: [UInt8], style: [UInt8], script: [UInt8], data: String) -> String {
        let head = String(decoding: PackageResources.report_page_head_html, as: UTF8.self)
            .replacing("{{TITLE}}", with: title)
            .replacing("{{PAGE_STYLE}}", with: String(decoding: PackageResources.report_page_css, as: UTF8.self))
            .replacing("{{CHART_STYLE}}", with: String(decoding: PackageResources.motion_chart_css, as: UTF8.self))
            .replacing("{{STYLE}}", with: String(decoding: style, as: UTF8.self))
        return String(decoding: body, as: UTF8.self)
            .replacing("{{HEAD}}", with: head)
            .replacing("{{CHART}}", with: String(decoding: PackageResources.motion_chart_js, as: UTF8.self))
            .replacing("{{SCRIPT}}", with: String(decoding: script, as: UTF8.self))
            .replacing("{{DATA}}", with: scriptEmbeddedJSON(data))
    }
}
