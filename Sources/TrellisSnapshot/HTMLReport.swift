import FoundationEssentials
import TrellisReport

/// One self-contained HTML page for a snapshot run: no network, no external scripts or styles, images
/// embedded as data URLs. Lists every snapshot with its status; for each one that didn't pass, the
/// findings, the expected / actual / diff images side by side with a slider to wipe between expected and
/// actual, the layout diff, and the re-record command as text that selects whole on a click.
public enum HTMLReport {
    public static func render(_ outcomes: [SnapshotOutcome], title: String = "Trellis snapshots") -> String {
        let summary = SnapshotSummary(outcomes)
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escape(title))</title>
            <style>\(style)</style></head>
            <body>
            <h1>\(XMLText.escape(title))</h1>
            <p class="summary">\(XMLText.escape(summary.text))</p>
            <table class="list"><thead><tr><th>status</th><th>snapshot</th></tr></thead><tbody>

            """
        for (index, outcome) in outcomes.enumerated() {
            let name = XMLText.escape(outcome.name)
            let cell = outcome.status == .passed ? name : "<a href=\"#s\(index)\">\(name)</a>"
            html +=
                "<tr class=\"\(outcome.status.rawValue)\"><td>\(outcome.status.rawValue)</td><td>\(cell)</td></tr>\n"
        }
        html += "</tbody></table>\n"
        for (index, outcome) in outcomes.enumerated() where outcome.status != .passed {
            html += section(outcome, index: index)
        }
        html += "<script>\(script)</script>\n</body></html>\n"
        return html
    }

    private static func section(_ outcome: SnapshotOutcome, index: Int) -> String {
        var html = "<section id=\"s\(index)\" class=\"\(outcome.status.rawValue)\">\n"
        html += "<h2>\(XMLText.escape(outcome.name)) <span class=\"badge\">\(outcome.status.rawValue)</span></h2>\n"
        html += "<pre class=\"messages\">\(XMLText.escape(outcome.messages.joined(separator: "\n")))</pre>\n"
        if let command = outcome.rerecordCommand {
            html +=
                "<p class=\"label\">Re-record (click to select):</p><pre class=\"command\">\(XMLText.escape(command))</pre>\n"
        }
        let expected = outcome.expectedPNG.map(dataURL), actual = outcome.actualPNG.map(dataURL)
        let diff = outcome.diffPNG.map(dataURL)
        if expected != nil || actual != nil {
            html += "<div class=\"panes\">\n"
            html += pane("expected", expected)
            html += pane("actual", actual)
            if diff != nil || (expected != nil && actual != nil) { html += pane("diff", diff) }
            html += "</div>\n"
        }
        if let expected, let actual {
            html += """
                <p class="label">Slide to compare (left of the line: expected, right: actual)</p>
                <div class="wipe" style="--split: 50%">
                <img class="under" src="\(expected)" alt="expected"><img class="over" src="\(actual)" alt="actual">
                <div class="line"></div></div>
                <input class="slider" type="range" min="0" max="100" value="50" aria-label="wipe between expected and actual">

                """
        }
        if let diff = outcome.layoutDiff {
            html += "<p class=\"label\">Layout diff</p><pre class=\"diff\">"
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let kind = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "ctx"
                html += "<span class=\"\(kind)\">\(XMLText.escape(String(line)))</span>\n"
            }
            html += "</pre>\n"
        }
        return html + "</section>\n"
    }

    private static func pane(_ label: String, _ url: String?) -> String {
        let content = url.map { "<img src=\"\($0)\" alt=\"\(label)\">" } ?? "<div class=\"none\">none</div>"
        return "<figure class=\"pane \(label)\"><figcaption>\(label)</figcaption>\(content)</figure>\n"
    }

    private static func dataURL(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Data(png).base64EncodedString()
    }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;background:#fff}
        h1{font-size:20px;margin:0 0 4px}
        .summary{margin:0 0 16px;color:#555}
        table.list{border-collapse:collapse;margin-bottom:24px}
        table.list td,table.list th{padding:2px 12px 2px 0;text-align:left}
        tr.passed td:first-child{color:#1a7f37}
        tr.failed td:first-child,tr.error td:first-child{color:#cf222e}
        tr.recorded td:first-child{color:#9a6700}
        section{border-top:1px solid #ddd;padding-top:12px;margin-top:12px}
        h2{font-size:16px;margin:0 0 8px}
        .badge{font-size:12px;padding:1px 6px;border-radius:8px;background:#eee}
        pre{background:#f6f8fa;padding:8px;overflow:auto;margin:4px 0 12px;white-space:pre-wrap}
        pre.command{user-select:all;-webkit-user-select:all;cursor:text;border:1px dashed #999}
        .label{margin:8px 0 2px;color:#555}
        .panes{display:flex;gap:12px;align-items:flex-start}
        .pane{margin:0;flex:1 1 0;min-width:0}
        .pane img{display:block;max-width:100%;border:1px solid #ccc}
        figcaption{font-weight:600;margin-bottom:4px}
        .none{color:#888;padding:24px;border:1px dashed #ccc}
        .wipe{position:relative;display:inline-block;max-width:480px}
        .wipe img{display:block;max-width:100%}
        .wipe .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 var(--split))}
        .wipe .line{position:absolute;top:0;bottom:0;left:var(--split);width:2px;background:#0969da}
        .slider{display:block;width:320px;margin:4px 0 12px}
        pre.diff .add{color:#1a7f37}
        pre.diff .del{color:#cf222e}
        """

    /// The slider moves the wipe's split; everything else works without script.
    private static let script = """
        document.querySelectorAll('.slider').forEach(function(s){s.addEventListener('input',function(){\
        s.previousElementSibling.style.setProperty('--split',s.value+'%');});});
        """
}
