"""NumPy reference for `cargo bench --bench zeta`: the in-place reshape version, one bit per pass.

    python3 zeta_numpy.py FILE N TRANSFORM REPS
Prints "<best ns per element-bit> <checksum>" like benches/zeta.c (int64 wraps in NumPy).
"""
import sys
import time

import numpy as np


def transform(a, n, t):
    for bit in range(n):
        v = a.reshape(-1, 2, 1 << bit)
        lo, hi = v[:, 0, :], v[:, 1, :]
        if t == 0:
            hi += lo
        elif t == 1:
            hi -= lo
        elif t == 2:
            lo += hi
        else:
            lo -= hi


def main():
    path, n, t, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    src = np.fromfile(path, dtype="<i8", count=1 << n)
    best = float("inf")
    for _ in range(reps):
        a = src.copy()
        t0 = time.perf_counter()
        transform(a, n, t)
        best = min(best, time.perf_counter() - t0)
    with np.errstate(over="ignore"):
        weights = 2 * np.arange(1 << n, dtype=np.int64) + 1
        checksum = int(np.sum(a * weights, dtype=np.int64))
    print(f"{best * 1e9 / ((1 << n) * n):.6f} {checksum}")


if __name__ == "__main__":
    main()
