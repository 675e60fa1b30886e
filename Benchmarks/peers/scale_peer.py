#!/usr/bin/env python3
"""Peers of `trellis-bench scale`: solves one generated layout and prints one line

    solve_ms rss_mb sample

solve_ms = in-process CPU time (time.process_time: the machine is shared) to build the peer's model and
           solve it, best of REPEATS
rss_mb   = peak RSS of this process (ru_maxrss; inflated by the parent's when spawned from a large process,
           so `trellis-bench scale` measures it with /usr/bin/time instead)
sample   = the last view's frame (left, top, width, height), to eyeball against Trellis's

Usage: scale_peer.py kiwi SYSTEM.json   -- the pure-constraint families: the same variables (each view's
                                           left, top, width, height in canvas coordinates) and the same
                                           equations in the same order, in kiwisolver
       scale_peer.py yoga FLEX.json     -- the stack families as their flexbox equivalent, in Yoga (pyyoga),
                                           text measured by a fake measurer: 0.5 em per character, lines of
                                           1.2 em, wrapped at the available width (Trellis shapes real glyphs)
Both JSON files are written by `trellis-bench scale` from the same generator as the spec.
"""
import json
import math
import resource
import sys
import time

REPEATS = 3


def kiwi_solve(system):
    import kiwisolver as kiwi
    cw, ch = system["canvas"]
    views = [tuple(kiwi.Variable(f"{name}.{a}") for a in ("left", "top", "width", "height"))
             for name, _ in system["views"]]

    def form(item, attribute):
        if item == -1:
            left, top, width, height = 0.0, 0.0, cw, ch
        else:
            left, top, width, height = views[item]
        return {
            "leading": lambda: left, "left": lambda: left, "top": lambda: top,
            "trailing": lambda: left + width, "right": lambda: left + width,
            "bottom": lambda: top + height, "width": lambda: width, "height": lambda: height,
            "centerX": lambda: left + 0.5 * width, "centerY": lambda: top + 0.5 * height,
        }[attribute]()

    solver = kiwi.Solver()
    for item, attribute, relation, other, other_attribute, multiplier, constant, priority in system["equations"]:
        lhs = form(item, attribute)
        rhs = constant if other is None else form(other, other_attribute) * multiplier + constant
        c = {"==": lhs == rhs, "<=": lhs <= rhs, ">=": lhs >= rhs}[relation]
        if priority < 1000:
            c = c | kiwi.strength.create(0, priority, 0)
        solver.addConstraint(c)
    solver.updateVariables()
    last = views[-1]
    return tuple(v.value() for v in last)


def yoga_solve(tree):
    import pyyoga as y
    align = {"stretch": y.Align.Stretch, "flex-start": y.Align.FlexStart, "center": y.Align.Center,
             "baseline": y.Align.Baseline}
    last = [None]

    def text_measure(characters, size, lines):
        def measure(width, width_mode, height, height_mode):
            natural = characters * size * 0.5
            w = natural if width_mode == y.MeasureMode.Undefined or math.isnan(width) else min(natural, width)
            count = 1
            if lines != 1 and w > 0:
                count = max(1, math.ceil(natural / w))
                if lines > 1:
                    count = min(count, lines)
            return (w, count * size * 1.2)
        return measure

    def build(spec):
        node = y.Node()
        node.flex_direction = y.FlexDirection.Row if spec["dir"] == "row" else y.FlexDirection.Column
        node.align_items = align[spec["align"]]
        gap = spec.get("gap", 0)
        if gap:
            node.set_gap(y.Gutter.Column if spec["dir"] == "row" else y.Gutter.Row, gap)
        if "padding" in spec:
            t, l, b, r = spec["padding"]
            for edge, value in ((y.Edge.Top, t), (y.Edge.Left, l), (y.Edge.Bottom, b), (y.Edge.Right, r)):
                if value:
                    node.set_padding(edge, value)
        if "w" in spec:
            node.width = spec["w"]
        if "h" in spec:
            node.height = spec["h"]
        if "aspect" in spec:
            node.aspect_ratio = spec["aspect"]
        if "grow" in spec:
            node.flex_grow = spec["grow"]
            node.flex_shrink = 1
        if "basis" in spec:
            node.flex_basis = spec["basis"]
        if "text" in spec:
            node.set_measure_func(text_measure(*spec["text"]))
        for child in spec.get("children", []):
            node.add_child(build(child))
        last[0] = node
        return node

    root = build(tree)
    root.calculate_layout()
    node = last[0]
    return (node.layout_left, node.layout_top, node.layout_width, node.layout_height)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("kiwi", "yoga"):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[2]) as f:
        data = json.load(f)
    solve = kiwi_solve if sys.argv[1] == "kiwi" else yoga_solve
    best, sample = None, None
    for _ in range(REPEATS):
        start = time.process_time()
        sample = solve(data)
        elapsed = time.process_time() - start
        best = elapsed if best is None else min(best, elapsed)
        if elapsed > 5:
            break
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{best * 1000:.3f} {rss:.1f} ({', '.join(f'{v:.2f}' for v in sample)})")


if __name__ == "__main__":
    main()
