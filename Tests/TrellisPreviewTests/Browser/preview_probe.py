"""Drives headless Chromium (Debian's package) through the DevTools protocol against a running
`trellis preview` page: loads the page, rewrites the spec on disk, waits for the page to repaint, hovers a
view, takes a screenshot and checks its pixels. Prints one JSON object with what it saw.

Usage: preview_probe.py URL SPEC_PATH NEW_SPEC_PATH HOVER_VIEW SCREENSHOT.png [--repeat N]

NEW_SPEC_PATH's text replaces SPEC_PATH's (each repeat alternates the two texts); latency is measured
from the write to the page's own `data-painted-at` stamp (epoch ms, same clock).
"""
import json, os, shutil, struct, subprocess, sys, tempfile, time, urllib.request, zlib, base64
import websocket  # websocket-client, installed into .venv by the Makefile


def launch():
    profile = tempfile.mkdtemp(prefix="trellis-probe-")
    args = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
            f"--user-data-dir={profile}", "--window-size=1280,900", "--hide-scrollbars", "about:blank"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = proc.stderr.readline()
        if "DevTools listening on" in line:
            return proc, profile, line.strip().split(" ")[-1]
    raise SystemExit("chromium did not start")


class Page:
    def __init__(self, browser_ws):
        port = browser_ws.split(":")[2].split("/")[0]
        req = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?about:blank", method="PUT")
        target = json.load(urllib.request.urlopen(req))
        self.ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def eval(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def wait_for(self, expression, timeout=10.0):
        """The expression's value once it is truthy: evaluated in the page now and again on every change
        of the page's DOM (a MutationObserver), as a promise the DevTools call awaits; an error after
        `timeout` seconds. A navigation destroys the context the promise runs in: it is set up again in the
        new document."""
        deadline = time.time() + timeout
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                raise RuntimeError(f"timed out waiting for {expression}")
            try:
                result = self.call("Runtime.evaluate", expression=self.waiting_script(expression, remaining),
                                   awaitPromise=True, returnByValue=True)
            except RuntimeError:
                continue  # the execution context went away with a navigation
            if "exceptionDetails" not in result:
                return result.get("result", {}).get("value")
            if "timed out" in json.dumps(result["exceptionDetails"]):
                raise RuntimeError(f"timed out waiting for {expression}")

    @staticmethod
    def waiting_script(expression, timeout):
        return f"""new Promise((resolve, reject) => {{
            const test = () => {{ try {{ return ({expression}); }} catch (e) {{ return false; }} }};
            const first = test();
            if (first) {{ resolve(first); return; }}
            const observer = new MutationObserver(() => {{
                const value = test();
                if (value) {{ observer.disconnect(); clearTimeout(timer); resolve(value); }}
            }});
            const timer = setTimeout(() => {{ observer.disconnect(); reject(new Error('timed out')); }}, {int(timeout * 1000)});
            observer.observe(document, {{subtree: true, childList: true, attributes: true, characterData: true}});
        }})"""


def png_pixels(data):
    """RGBA rows of an 8-bit RGB/RGBA PNG (what Chromium writes)."""
    pos, chunks, width = 8, [], 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            channels = {2: 3, 6: 4}[colour]
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line)); prev = line
    return width, height, channels, rows


def main():
    url, spec, new_spec, hover, shot = sys.argv[1:6]
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 1
    texts = [open(spec).read(), open(new_spec).read()]
    proc, profile, browser_ws = launch()
    out = {}
    try:
        page = Page(browser_ws)
        page.call("Page.enable")
        page.call("Page.navigate", url=url)
        out["loadedVersion"] = int(page.wait_for("document.body && Number(document.body.dataset.renderedVersion)"))
        out["hasSvg"] = page.eval("!!document.querySelector('#drawing svg')")
        latencies = []
        for i in range(repeat):
            text = texts[(i + 1) % 2]
            before = int(page.eval("Number(document.body.dataset.renderedVersion)"))
            temporary = spec + ".probe-tmp"
            with open(temporary, "w") as f:
                f.write(text)
            written = time.time() * 1000
            os.replace(temporary, spec)  # an editor's save: one new file renamed over the old
            painted = page.wait_for(f"Number(document.body.dataset.renderedVersion) > {before} && Number(document.body.dataset.paintedAt)")
            latencies.append(painted - written)
        out["updatedVersion"] = int(page.eval("Number(document.body.dataset.renderedVersion)"))
        out["latenciesMs"] = latencies
        latencies.sort()
        out["medianLatencyMs"] = latencies[len(latencies) // 2]
        # Hover the view: its centre in page pixels, from the page's own model and layout.
        point = page.eval(f"""(() => {{
            const v = model.views.find((v) => v.name === {json.dumps(hover)});
            const r = document.getElementById('stage').getBoundingClientRect(), k = scale(), f = v.absoluteFrame;
            return [r.left + (model.page.canvasX + f.x + f.width / 2) * k, r.top + (model.page.canvasY + f.y + f.height / 2) * k,
                    r.left + (model.page.canvasX + f.x) * k, r.top + (model.page.canvasY + f.y) * k];
        }})()""")
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=point[0], y=point[1])
        out["hoverTitle"] = page.wait_for("document.querySelector('#view-info h2') && document.querySelector('#view-info h2').textContent.includes(" + json.dumps(hover) + ") && document.querySelector('#view-info h2').textContent")
        out["hoverConstraints"] = page.eval("document.querySelectorAll('#view-info li').length")
        png = base64.b64decode(page.call("Page.captureScreenshot", format="png")["data"])
        with open(shot, "wb") as f:
            f.write(png)
        width, height, channels, rows = png_pixels(png)
        out["screenshot"] = [width, height]
        # The highlight's 2 px outline (#0a84ff) just outside the hovered view's top-left corner.
        x, y = int(point[2]) - 1, int(point[3]) - 1
        found = False
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                px = rows[y + dy][(x + dx) * channels:(x + dx) * channels + 3]
                if abs(px[0] - 0x0a) < 40 and abs(px[1] - 0x84) < 40 and px[2] > 200:
                    found = True
        out["highlightDrawn"] = found
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)
        with open(spec, "w") as f:
            f.write(texts[0])
    print(json.dumps(out))


if __name__ == "__main__":
    main()
