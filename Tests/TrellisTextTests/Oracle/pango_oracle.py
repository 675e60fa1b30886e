#!/usr/bin/python3
"""Pango oracle for Trellis's text tests (Tests/TrellisTextTests/OracleTests.swift).

Reads one JSON case per stdin line: {"text": str, "size": float, "width": float|null, "weight": "regular"|"medium"|"bold"},
optionally with "runs": [{"text": str, "size": float, "weight": str}] (attributed text: "text" is their
concatenation; each run's size and weight are Pango attributes over its bytes)
and writes one JSON result per stdout line, in the same order:
  {"lines": [{"start": utf16, "end": utf16, "width": pt, "families": [..]}], "width": pt, "height": pt}
Run with /usr/bin/python3 (Debian's python3-gi + gir1.2-pango-1.0) and FONTCONFIG_FILE pointing at a
fonts.conf generated from Fonts/fonts.conf.in, so only the bundled fonts exist.
Settings chosen to compare like with like: 72 dpi (1 px = 1 pt), fractional glyph positions, no
hinting, no automatic hyphens (UIKit never inserts them), WORD_CHAR wrapping (= byWordWrapping).
If gi/Pango is missing it prints {"error": ...} and exits 2, so the test fails loudly.
"""
import json
import sys

try:
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoCairo", "1.0")
    from gi.repository import Pango, PangoCairo
    import cairo
except Exception as error:  # noqa: BLE001 - any import failure means the oracle cannot run
    print(json.dumps({"error": f"Pango via python3-gi unavailable ({error}); install python3-gi, python3-gi-cairo, gir1.2-pango-1.0"}))
    sys.exit(2)

FAMILIES = "Roboto, Noto Sans CJK SC, Noto Sans Arabic UI, Noto Sans Hebrew, Noto Color Emoji"
WEIGHTS = {"regular": Pango.Weight.NORMAL, "medium": Pango.Weight.MEDIUM, "bold": Pango.Weight.BOLD}
S = Pango.SCALE
# Pango stores every glyph advance as an integer number of 1/1024 units, which drifts by up to 0.0005 pt
# per glyph. Laying out at 16x the size (and wrap width) and dividing the results by 16 keeps the same
# line breaks (hinting is off, so all metrics scale linearly) with 16x finer advances.
UPSCALE = 16


def make_context():
    """A Pango context like UIKit's measuring: 72 dpi, zh-cn, fractional positions, no hinting."""
    font_map = PangoCairo.FontMap.new()
    font_map.set_resolution(72.0)
    context = font_map.create_context()
    context.set_language(Pango.Language.from_string("zh-cn"))
    context.set_round_glyph_positions(False)
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    PangoCairo.context_set_font_options(context, options)
    return context


def make_layout(context, case, upscale=1):
    """A wrapped (WORD_CHAR), hyphen-free layout of one case, at `upscale` times its size and width."""
    layout = Pango.Layout.new(context)
    description = Pango.FontDescription.from_string(f"{FAMILIES} {case['size'] * upscale}px")
    description.set_weight(WEIGHTS[case.get("weight", "regular")])
    layout.set_font_description(description)
    layout.set_text(case["text"], -1)
    attributes = Pango.AttrList()
    attributes.insert(Pango.attr_insert_hyphens_new(False))
    start = 0
    for run in case.get("runs") or []:
        end = start + len(run["text"].encode("utf-8"))
        for attribute in (Pango.attr_size_new_absolute(int(round(run["size"] * upscale * S))),
                          Pango.attr_weight_new(WEIGHTS[run.get("weight", "regular")])):
            attribute.start_index, attribute.end_index = start, end
            attributes.insert(attribute)
        start = end
    layout.set_attributes(attributes)
    if case.get("width"):
        layout.set_width(int(round(case["width"] * upscale * S)))
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    return layout


def utf16_offsets(text):
    """Map from UTF-8 byte offset to UTF-16 offset (for every character boundary)."""
    table, b, u = {0: 0}, 0, 0
    for ch in text:
        b += len(ch.encode("utf-8"))
        u += 2 if ord(ch) > 0xFFFF else 1
        table[b] = u
    return table


def run_case(context, case):
    text = case["text"]
    layout = make_layout(context, case, UPSCALE)
    offsets = utf16_offsets(text)
    lines = []
    iterator = layout.get_iter()
    while True:
        line = iterator.get_line_readonly()
        _, logical = iterator.get_line_extents()
        families = [run.item.analysis.font.describe().get_family() for run in (line.runs or [])]
        lines.append({"start": offsets[line.start_index], "end": offsets[line.start_index + line.length],
                      "width": logical.width / S / UPSCALE, "families": families})
        if not iterator.next_line():
            break
    _, logical = layout.get_extents()
    return {"lines": lines, "width": logical.width / S / UPSCALE, "height": logical.height / S / UPSCALE}


def main():
    context = make_context()
    for raw in sys.stdin:
        if raw.strip():
            print(json.dumps(run_case(context, json.loads(raw))), flush=False)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
