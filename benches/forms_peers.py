#!/usr/bin/env python3
"""Peers for `cargo bench --bench forms`: exact rank of the same evaluation matrices.

Reads {"cases": [{"name", "n", "d", "points": [[int, ...], ...], "reps", "sympy"}]} on
stdin, prints one JSON document with seconds (best of reps) per peer. Run by the bench
command; also usable alone: cargo bench --bench forms -- --json | jq .peers
"""
import json
import signal
import sys
import time


def monomials(n, d):
    if n == 1:
        return [(d,)]
    return [(e,) + rest for e in range(d, -1, -1) for rest in monomials(n - 1, d - e)]


def matrix(points, d):
    monos = monomials(len(points[0]), d)
    rows = []
    for x in points:
        row = []
        for a in monos:
            v = 1
            for xi, e in zip(x, a):
                v *= xi ** e
            row.append(v)
        rows.append(row)
    return rows


def best(f, reps):
    out, secs = None, float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        out = f()
        secs = min(secs, time.perf_counter() - t)
    return out, secs


class Timeout(Exception):
    pass


def on_alarm(signum, frame):
    raise Timeout()


def main():
    spec = json.load(sys.stdin)
    result = {"cases": [], "versions": {}}
    try:
        import flint
        result["versions"]["python-flint"] = flint.__version__
    except ImportError:
        flint = None
    try:
        import sympy
        from sympy.polys.matrices import DomainMatrix
        from sympy.polys.domains import ZZ
        result["versions"]["sympy"] = sympy.__version__
        from sympy.external.gmpy import GROUND_TYPES
        result["versions"]["sympy_ground_types"] = GROUND_TYPES
    except ImportError:
        sympy = None
    signal.signal(signal.SIGALRM, on_alarm)
    for case in spec["cases"]:
        m = matrix(case["points"], case["d"])
        reps = case.get("reps", 3)
        r = {"name": case["name"]}
        if flint:
            A = flint.fmpz_mat(m)
            r["flint_fmpz_rank"], r["flint_fmpz_secs"] = best(A.rank, reps)
            p = 268435399
            B = flint.nmod_mat([[v % p for v in row] for row in m], p)
            r["flint_nmod_rank"], r["flint_nmod_secs"] = best(B.rank, reps)
        if sympy and case.get("sympy", True):
            limit = case.get("sympy_limit", 120)
            signal.alarm(limit)
            try:
                D = DomainMatrix.from_list(m, ZZ)
                r["sympy_rank"], r["sympy_secs"] = best(D.rank, 1)
            except Timeout:
                r["sympy_secs"] = None
                r["sympy_note"] = f"stopped after {limit} s"
            finally:
                signal.alarm(0)
        result["cases"].append(r)
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
