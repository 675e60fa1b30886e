#!/usr/bin/env python3
"""kiwisolver side of `trellis-bench solver`: builds one layout of N views and prints one line

    add_ms update_ms resize_us rss_mb sample

Times are thread CPU time (time.thread_time), as on the Swift side: the machine is shared.
Best of 3 runs for N <= 1000, one run above (as the reference kiwi_bench.py).
add_ms    = Solver() + addEditVariable + suggestValue + every addConstraint (kiwi solves as it adds)
update_ms = the first updateVariables() (copies the solution out)
resize_us = mean of suggestValue(container) + updateVariables() over K widths
rss_mb    = peak RSS of this process (ru_maxrss)
sample    = container width and the last view's left, top, width, height

Usage: kiwi_peer.py LAYOUT N   (LAYOUT: chain, chain_weak, grid, grid_aspect)
The layouts are the ones of the reference kiwi_bench.py; the Swift side builds the same systems.

       kiwi_peer.py --system FILE
FILE is a JSON system written by `trellis-bench solver orders` (issue 8's families, in a given
constraint order): {"vars": V, "container": index, "width": w, "constraints": [[[[var, coef], ...],
constant, op, priority], ...]}. Prints `add_ms vars checksum rss_mb ok`: the time of Solver() + the container's
edit variable + every addConstraint in the file's order + updateVariables() (one run), and the same
checksum of every value as the Swift side (sum of value[k] * (k % 7 + 1), 2 decimals). Priorities below
1000 become kiwi strengths of the same value (Auto Layout priorities are strict tiers, kiwi's are
weights; the families have a unique optimum either way).
"""
import math
import resource
import sys
import time

import kiwisolver as kiwi


def views(count):
    return [tuple(kiwi.Variable(f"v{i}.{a}") for a in ("left", "top", "width", "height")) for i in range(count)]


def chain(n, cw, weak):
    vs = views(n)
    cs = [vs[0][0] == 0]
    for i, (left, top, width, height) in enumerate(vs):
        if i:
            p = vs[i - 1]
            cs.append(left == p[0] + p[2] + 8)
            if not weak:
                cs.append(width == p[2])
        if weak:
            cs += [width >= 10, (width == 50) | "weak"]
        else:
            cs.append(width >= 1)
        cs += [top == 0, height == 20]
    last = vs[-1]
    cs.append(last[0] + last[2] <= cw if weak else last[0] + last[2] == cw)
    return vs, cs, 60.0 * n, [60.0 * n + 10.0 * n * (i % 5) for i in range(64)]


def grid(n, cw, aspect):
    cols = int(math.ceil(math.sqrt(n)))
    rows = int(math.ceil(n / cols))
    vs = views(rows * cols)
    cs = []
    for r in range(rows):
        for c in range(cols):
            left, top, width, height = vs[r * cols + c]
            if c == 0:
                cs.append(left == 0)
            else:
                p = vs[r * cols + c - 1]
                cs += [left == p[0] + p[2] + 8, width == p[2]]
            if r == 0:
                cs.append(top == 0)
            else:
                a = vs[(r - 1) * cols + c]
                cs.append(top == a[1] + a[3] + 8)
                if aspect:
                    cs.append(height == a[3])
            cs.append(width >= 1)
            cs.append((height == 0.5 * width) | "strong" if aspect else height == 20)
            if c == cols - 1:
                cs.append(left + width == cw)
    base = 60.0 * cols
    return vs, cs, base, [base + 3.0 * cols * (i % 11) for i in range(64)]


LAYOUTS = {
    "chain": lambda n, cw: chain(n, cw, False),
    "chain_weak": lambda n, cw: chain(n, cw, True),
    "grid": lambda n, cw: grid(n, cw, False),
    "grid_aspect": lambda n, cw: grid(n, cw, True),
}


def measure(kind, n):
    cw = kiwi.Variable("container.width")
    vs, cs, w0, widths = LAYOUTS[kind](n, cw)
    t0 = time.thread_time()
    s = kiwi.Solver()
    s.addEditVariable(cw, "strong")
    s.suggestValue(cw, w0)
    for c in cs:
        s.addConstraint(c)
    t1 = time.thread_time()
    s.updateVariables()
    t2 = time.thread_time()
    k = 200 if n <= 1000 else 20
    for i in range(k):
        s.suggestValue(cw, widths[i % len(widths)])
        s.updateVariables()
    t3 = time.thread_time()
    s.suggestValue(cw, w0)
    s.updateVariables()
    last = vs[-1]
    sample = ",".join(f"{x.value() + 0.0:.2f}" for x in (cw,) + last)
    return t1 - t0, t2 - t1, (t3 - t2) / k, sample


def main(kind, n):
    """Best of 3 for N <= 1000 (1 run above), as in the reference kiwi_bench.py."""
    runs = [measure(kind, n) for _ in range(3 if n <= 1000 else 1)]
    add, update, _, sample = min(runs, key=lambda r: r[0] + r[1])
    resize = min(r[2] for r in runs)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    print(f"{add * 1e3:.3f} {update * 1e3:.3f} {resize * 1e6:.2f} {rss:.1f} {sample}", flush=True)


def system(path):
    import json
    with open(path) as f:
        spec = json.load(f)
    xs = [kiwi.Variable(f"x{k}") for k in range(spec["vars"])]
    ops = {"==": lambda e: e == 0, "<=": lambda e: e <= 0, ">=": lambda e: e >= 0}
    cs = []
    for terms, constant, op, priority in spec["constraints"]:
        e = sum((xs[v] * c for v, c in terms[1:]), xs[terms[0][0]] * terms[0][1]) + constant
        c = ops[op](e)
        cs.append(c if priority >= 1000 else c | priority)
    cw = xs[spec["container"]]
    t0 = time.thread_time()
    s = kiwi.Solver()
    s.addEditVariable(cw, 750)
    s.suggestValue(cw, spec["width"])
    for c in cs:
        s.addConstraint(c)
    s.updateVariables()
    t1 = time.thread_time()
    total = sum(x.value() * (k % 7 + 1) for k, x in enumerate(xs))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    print(f"{(t1 - t0) * 1e3:.3f} {len(xs)} {total + 0.0:.2f} {rss:.1f} ok", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--system":
        system(sys.argv[2])
    else:
        main(sys.argv[1], int(sys.argv[2]))
