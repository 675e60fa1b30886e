"""Drives headless Chromium against a running `trellis preview` page of an Interface Builder document: opens
the page on the case named in its address, then picks another case in the page's case picker as a user
does. Prints one JSON object with what it saw.

Usage: case_picker_probe.py PAGE_URL CASE OTHER_CASE

PAGE_URL is the spec's page (`http://127.0.0.1:PORT/specs/0`); CASE is opened through `?case=`, OTHER_CASE
is then chosen in the picker.
"""
import json, os, shutil, sys, urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from preview_probe import Page, launch  # noqa: E402


def main():
    url, first, other = sys.argv[1:4]
    proc, profile, browser_ws = launch()
    out = {}
    try:
        page = Page(browser_ws)
        page.call("Page.enable")
        page.call("Page.navigate", url=url + "?case=" + urllib.parse.quote(first, safe=""))
        shown = f"model && model.caseName === {json.dumps(first)} && document.body.dataset.paintedAt"
        page.wait_for(shown)
        out["pickerVisible"] = page.eval("!document.getElementById('case-picker').hidden")
        out["options"] = page.eval("[...document.querySelectorAll('#case option')].map((o) => o.textContent)")
        out["selected"] = page.eval("document.getElementById('case').value")
        out["firstPageHeight"] = page.eval("model.page.height")
        before = page.eval("Number(document.body.dataset.paintedAt)")
        # Choose the other case as a user does: the select's value, then its change event.
        page.eval(f"""(() => {{
            const select = document.getElementById('case');
            select.value = {json.dumps(other)};
            select.dispatchEvent(new Event('change'));
        }})()""")
        page.wait_for(f"model.caseName === {json.dumps(other)} && Number(document.body.dataset.paintedAt) >= {before}"
                      " && document.querySelector('#drawing svg')")
        out["chosen"] = page.eval("model.caseName")
        out["otherPageHeight"] = page.eval("model.page.height")
        out["address"] = page.eval("location.search")
        out["selectedAfter"] = page.eval("document.getElementById('case').value")
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
