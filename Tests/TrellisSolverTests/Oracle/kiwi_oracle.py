#!/usr/bin/env python3
"""Independent oracle for TrellisSolver's tests: solves systems with kiwisolver (weighted Cassowary).

stdin:  {"systems": [{"vars": N, "constraints": [{"terms": [[index, coefficient], ...],
          "constant": c, "op": "==" | "<=" | ">=", "strength": "required" | number}, ...]}, ...]}
        Each constraint reads  sum(coefficient * var[index]) + constant  op  0.
stdout: {"results": [{"values": [...], "rejected": [indices of constraints kiwi refused]}, ...]}
"""
import json
import sys

import kiwisolver as kiwi


def solve(system):
    variables = [kiwi.Variable(f"x{i}") for i in range(system["vars"])]
    solver = kiwi.Solver()
    rejected = []
    for index, c in enumerate(system["constraints"]):
        expression = sum((coefficient * variables[i] for i, coefficient in c["terms"]), c["constant"])
        constraint = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["op"]]
        strength = c["strength"]
        constraint = constraint | (strength if isinstance(strength, str) else float(strength))
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            rejected.append(index)
    solver.updateVariables()
    return {"values": [v.value() for v in variables], "rejected": rejected}


def main():
    request = json.load(sys.stdin)
    json.dump({"results": [solve(s) for s in request["systems"]]}, sys.stdout)


if __name__ == "__main__":
    main()
