#!/usr/bin/python3
"""Pango peer for `trellis-bench text`: sizes the same labels Trellis sizes, timed inside Python.

Usage: FONTCONFIG_FILE=<fonts.conf from Fonts/fonts.conf.in> /usr/bin/python3 pango_peer.py cases.jsonl ROUNDS
Each input line: {"text": str, "size": float, "width": float|null, "weight": "regular"|"medium"|"bold"}.
Prints one JSON object: {"cases": n, "wall": [s per round], "cpu": [s per round], "lines": line count}.
Per case it does what a label sizing needs: a layout with the font, the text, no hyphens and the wrap
width (the same settings as the oracle test's, Tests/TrellisTextTests/Oracle/pango_oracle.py, without
its 16x upscaling), then the logical extents and the line count. The context is made outside the timing,
and one warm-up layout runs first so font loading is not counted. Each round uses a new context so no
round reuses another's caches.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "TrellisTextTests", "Oracle"))
from pango_oracle import Pango, make_context, make_layout  # noqa: E402

with open(sys.argv[1], encoding="utf-8") as handle:
    cases = [json.loads(line) for line in handle if line.strip()]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 1

walls, cpus, lines = [], [], 0
for _ in range(rounds):
    context = make_context()
    make_layout(context, {"text": "warm up 天地 مرحبا שלום 👍", "size": 14, "width": None}).get_extents()
    wall, cpu = time.perf_counter(), time.thread_time()
    lines = 0
    for case in cases:
        layout = make_layout(context, case)
        _, logical = layout.get_extents()
        lines += layout.get_line_count()
    cpus.append(time.thread_time() - cpu)
    walls.append(time.perf_counter() - wall)
print(json.dumps({"cases": len(cases), "wall": walls, "cpu": cpus, "lines": lines}))
