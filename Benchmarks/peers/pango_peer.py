#!/usr/bin/python3
"""Pango peer for `trellis-bench text`: sizes the same labels Trellis sizes, timed inside Python.

Usage: FONTCONFIG_FILE=<fonts.conf from Fonts/fonts.conf.in> /usr/bin/python3 pango_peer.py cases.jsonl
Each input line: {"text": str, "size": float, "width": float|null, "weight": "regular"|"medium"|"bold"}.
Prints one JSON object: {"cases": n, "seconds": t, "lines": total line count, "width_sum": sum of widths}.
Per case it does what a label sizing needs: a layout with the font, the text, no hyphens, the wrap width,
then the logical extents and the line count. Pango setup (font map, context) is outside the timing, and one
warm-up layout runs first so font loading is not counted.
"""
import json
import sys
import time

import gi
gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402
import cairo  # noqa: E402

FAMILIES = "Roboto, Noto Sans CJK SC, Noto Sans Arabic UI, Noto Sans Hebrew, Noto Color Emoji"
WEIGHTS = {"regular": Pango.Weight.NORMAL, "medium": Pango.Weight.MEDIUM, "bold": Pango.Weight.BOLD}
S = Pango.SCALE

font_map = PangoCairo.FontMap.new()
font_map.set_resolution(72.0)
context = font_map.create_context()
context.set_language(Pango.Language.from_string("zh-cn"))
context.set_round_glyph_positions(False)
options = cairo.FontOptions()
options.set_hint_style(cairo.HINT_STYLE_NONE)
options.set_hint_metrics(cairo.HINT_METRICS_OFF)
PangoCairo.context_set_font_options(context, options)

with open(sys.argv[1], encoding="utf-8") as handle:
    cases = [json.loads(line) for line in handle if line.strip()]


def size_label(case):
    layout = Pango.Layout.new(context)
    description = Pango.FontDescription.from_string(f"{FAMILIES} {case['size']}px")
    description.set_weight(WEIGHTS[case["weight"]])
    layout.set_font_description(description)
    layout.set_text(case["text"], -1)
    attributes = Pango.AttrList()
    attributes.insert(Pango.attr_insert_hyphens_new(False))
    layout.set_attributes(attributes)
    if case.get("width"):
        layout.set_width(int(round(case["width"] * S)))
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    _, logical = layout.get_extents()
    return layout.get_line_count(), logical.width / S


size_label({"text": "warm up 天地 مرحبا שלום 👍", "size": 14, "width": None, "weight": "regular"})
start = time.perf_counter()
lines, width_sum = 0, 0.0
for case in cases:
    count, width = size_label(case)
    lines += count
    width_sum += width
seconds = time.perf_counter() - start
print(json.dumps({"cases": len(cases), "seconds": seconds, "lines": lines, "width_sum": width_sum}))
