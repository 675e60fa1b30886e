import TrellisLayout

/// The HTML of the preview: self-contained pages (inline style and script, no network resource), so they
/// work offline. The page script is in ``PreviewScript``.
enum PreviewPage {
    /// One spec: the drawing, a device and theme picker (and, for an Interface Builder document, a case
    /// picker filled from the model), the hovered view's details and the diagnostics.
    static func spec(index: Int, path: String) -> String {
        let devices = Device.all.map { "<option>\(escape($0.name))</option>" }.joined()
        let orientations = DeviceOrientation.allCases.map { "<option>\($0.rawValue)</option>" }.joined()
        let categories = ContentSizeCategory.allCases.map { "<option>\($0.rawValue)</option>" }.joined()
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(escape(path)) — trellis preview</title>
            <style>\(style)</style></head>
            <body data-spec="\(index)" data-version="0" data-rendered-version="0">
            <header>
              <strong>\(escape(path))</strong>
              <label id="case-picker" hidden>case <select id="case"></select></label>
              <label>device <select id="device"><option value="">as the spec says</option>\(devices)</select></label>
              <label>orientation <select id="orientation"><option value="">as the spec says</option>\(orientations)</select></label>
              <label>direction <select id="direction"><option value="">as the spec says</option><option value="ltr">left to right</option><option value="rtl">right to left</option></select></label>
              <label>text size <select id="type"><option value="">as the spec says</option>\(categories)</select></label>
              <label>theme <select id="theme"><option value="">default</option><option>light</option><option>dark</option></select></label>
              <span id="status">loading…</span>
            </header>
            <div id="error" hidden><strong>The latest save can't be laid out</strong> — showing the last good version.<pre id="error-text"></pre></div>
            <main>
              <div id="stage"><div id="drawing"></div><div id="highlight" hidden></div></div>
              <aside>
                <section id="view-info"><h2>View</h2><p class="hint">Hover a view to see its frame, priorities and constraints.</p></section>
                <section><h2>Diagnostics</h2><ul id="diagnostics"></ul></section>
              </aside>
            </main>
            <script>\(PreviewScript.spec)</script>
            </body></html>
            """
    }

    /// Several specs: a thumbnail of each, redrawn when it changes, linking to its page.
    static func index(specs: [String]) -> String {
        let cards = specs.enumerated().map { i, path in
            """
            <a class="card" href="/specs/\(i)" data-spec="\(i)"><img alt="\(escape(path))" src="/specs/\(i)/render.svg?v=1"><span>\(escape(path))</span></a>
            """
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>trellis preview</title>
            <style>\(style)</style></head>
            <body class="index"><header><strong>trellis preview</strong> <span>\(specs.count) specs</span></header>
            <div id="cards">\(cards)</div>
            <script>\(PreviewScript.index)</script>
            </body></html>
            """
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static let style = """
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #f2f2f4; }
        header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #ddd; }
        header #status { margin-left: auto; color: #666; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #stage { position: relative; flex: none; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
        #drawing svg { display: block; max-width: calc(100vw - 420px); height: auto; }
        #highlight { position: absolute; pointer-events: none; outline: 2px solid #0a84ff; background: rgba(10,132,255,.12); }
        aside { flex: 1; min-width: 320px; }
        aside section { background: #fff; padding: 8px 12px; margin-bottom: 12px; border-radius: 6px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
        h2 { font-size: 13px; margin: 4px 0 8px; }
        .hint { color: #777; }
        table { border-collapse: collapse; width: 100%; }
        td { padding: 2px 6px 2px 0; vertical-align: top; }
        code, pre { font: 12px/1.35 ui-monospace, monospace; }
        ul { padding-left: 18px; margin: 0; }
        li.error { color: #c4001d; } li.warning { color: #9a5b00; } li.note { color: #555; }
        li.broken code { color: #c4001d; } li.unsatisfied code { color: #777; }
        #error { position: sticky; top: 0; z-index: 2; margin: 0; padding: 8px 16px; background: #fff0f0; border-bottom: 2px solid #c4001d; }
        #error pre { white-space: pre-wrap; margin: 6px 0 0; }
        .index #cards { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; }
        .card { display: flex; flex-direction: column; gap: 6px; width: 220px; padding: 8px; background: #fff; border-radius: 6px; color: inherit; text-decoration: none; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .card img { width: 100%; height: auto; }
        """
}
