import ChartGallery

/// The gallery's `index.html`: every example with its title, summary, image and the commands that
/// make it. Self-contained (inline style), no scripts.
enum GalleryIndex {
    static func html(_ examples: [Example], version: String) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>OpenCharts gallery</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem;
                   color: #1c1c1e; background: #fff; }
            main { display: grid; grid-template-columns: repeat(auto-fill, minmax(30rem, 1fr)); gap: 2rem; }
            figure { margin: 0; }
            figure img { width: 100%; height: auto; border: 1px solid #dcdce0; }
            h2 { font-size: 1.15rem; margin: 0 0 0.25rem; }
            p { margin: 0.25rem 0; }
            pre { background: #f2f2f7; padding: 0.5rem; white-space: pre-wrap; word-break: break-all;
                  font-size: 0.8rem; margin: 0.25rem 0; }
            .label { font-size: 0.8rem; color: #6c6c70; margin-top: 0.5rem; }
            </style>
            </head>
            <body>
            <h1>OpenCharts gallery</h1>
            <p>Every built-in example of opencharts \(escape(version)), rendered headless. The first command
            renders the example; the second draws the figure (or a close one) without Swift, from the
            dataset's CSV file (run from the repository root) or from an expression.</p>
            <main>

            """
        for e in examples {
            out += """
                <section id="\(escape(e.name))">
                <h2>\(escape(e.title))</h2>
                <p>\(escape(e.summary))</p>
                <figure><img src="\(escape(e.name)).png" alt="\(escape(e.title)): \(escape(e.summary))"></figure>
                <p><a href="\(escape(e.name)).pdf">PDF</a> (vector axes, labels and 2D marks)</p>
                <p class="label">Render it:</p>
                <pre><code>opencharts render \(escape(e.name)) -o \(escape(e.name)).png</code></pre>

                """
            if let command = e.command {
                out += """
                    <p class="label">Without Swift:</p>
                    <pre><code>opencharts \(escape(command)) -o \(escape(e.name))-csv.png</code></pre>

                    """
            }
            out += "</section>\n"
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// Text with `& < > " '` escaped for HTML.
    static func escape(_ text: String) -> String {
        var s = ""
        for c in text {
            switch c {
            case "&": s += "&amp;"
            case "<": s += "&lt;"
            case ">": s += "&gt;"
            case "\"": s += "&quot;"
            case "'": s += "&#39;"
            default: s.append(c)
            }
        }
        return s
    }
}
