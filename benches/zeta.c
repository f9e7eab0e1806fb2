/* Reference for `cargo bench --bench zeta`: the four subset transforms on int64 (wrapping),
 * tiled for the cache, compiled with cc -O3 -march=native.
 *
 *   zeta_ref FILE N TRANSFORM REPS   (TRANSFORM 0 subset-zeta, 1 subset-mobius,
 *                                     2 superset-zeta, 3 superset-mobius)
 * FILE holds 2^N little-endian int64. Prints "<best ns per element-bit> <checksum>", the
 * checksum being sum v[i]*(2i+1) mod 2^64 of the result, as asobiba computes it.
 *
 * Strategy: bits below LOW inside blocks of 2^LOW values (256 KiB, L2-resident); the
 * higher bits GROUP at a time on tiles of 2^GROUP rows x COLS columns copied to a
 * contiguous buffer, so each value crosses the memory bus once per group of bits. Inside
 * both, two bits per sweep (radix 4), as asobiba does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define LOW 15
#define GROUP 8
#define COLS 64

typedef uint64_t u64; /* unsigned: wrapping arithmetic without undefined behaviour */

#define INLINE static inline __attribute__((always_inline))

INLINE void rows(u64 *restrict lo, u64 *restrict hi, size_t w, int t) {
    switch (t) {
    case 0: for (size_t j = 0; j < w; j++) hi[j] += lo[j]; break;
    case 1: for (size_t j = 0; j < w; j++) hi[j] -= lo[j]; break;
    case 2: for (size_t j = 0; j < w; j++) lo[j] += hi[j]; break;
    default: for (size_t j = 0; j < w; j++) lo[j] -= hi[j]; break;
    }
}

INLINE void pass(u64 *a, size_t len, int bit, int t) {
    size_t h = (size_t)1 << bit;
    for (size_t c = 0; c < len; c += 2 * h) rows(a + c, a + c + h, h, t);
}

/* Bits bit and bit+1 in one sweep over groups of four rows. */
INLINE void pass2(u64 *a, size_t len, int bit, int t) {
    size_t h = (size_t)1 << bit;
    for (size_t c = 0; c < len; c += 4 * h) {
        u64 *restrict r0 = a + c, *restrict r1 = r0 + h, *restrict r2 = r1 + h, *restrict r3 = r2 + h;
        for (size_t j = 0; j < h; j++) {
            u64 v0 = r0[j], v1 = r1[j], v2 = r2[j], v3 = r3[j];
            switch (t) {
            case 0: v1 += v0; v3 += v2; v2 += v0; v3 += v1; break;
            case 1: v1 -= v0; v3 -= v2; v2 -= v0; v3 -= v1; break;
            case 2: v0 += v1; v2 += v3; v0 += v2; v1 += v3; break;
            default: v0 -= v1; v2 -= v3; v0 -= v2; v1 -= v3; break;
            }
            r0[j] = v0; r1[j] = v1; r2[j] = v2; r3[j] = v3;
        }
    }
}

INLINE void passes(u64 *a, size_t len, int from, int to, int t) {
    int bit = from;
    for (; bit + 1 < to; bit += 2) pass2(a, len, bit, t);
    if (bit < to) pass(a, len, bit, t);
}

INLINE void low3(u64 *a, size_t len, int t) {
    for (size_t c = 0; c < len; c += 8) {
        u64 *v = a + c;
        for (int h = 1; h < 8; h <<= 1)
            for (int s = 0; s < 8; s++)
                if (!(s & h)) rows(v + s, v + s + h, 1, t);
    }
}

INLINE void transform_t(u64 *a, int n, int t, u64 *tile) {
    size_t len = (size_t)1 << n;
    int low = n < LOW ? n : LOW;
    size_t block = (size_t)1 << low;
    for (size_t b = 0; b < len; b += block) {
        if (low >= 3) { low3(a + b, block, t); passes(a + b, block, 3, low, t); }
        else passes(a + b, block, 0, low, t);
    }
    for (int bit = low; bit < n; bit += GROUP) {
        int g = n - bit < GROUP ? n - bit : GROUP;
        size_t stride = (size_t)1 << bit, nrows = (size_t)1 << g;
        size_t w = stride < COLS ? stride : COLS;
        int wbits = __builtin_ctzl(w);
        for (size_t chunk = 0; chunk < len; chunk += stride << g) {
            for (size_t c = 0; c < stride; c += w) {
                for (size_t r = 0; r < nrows; r++) memcpy(tile + r * w, a + chunk + r * stride + c, w * 8);
                passes(tile, nrows * w, wbits, wbits + g, t);
                for (size_t r = 0; r < nrows; r++) memcpy(a + chunk + r * stride + c, tile + r * w, w * 8);
            }
        }
    }
}

/* One copy per transform, so that t is a constant inside every loop. */
static void transform(u64 *a, int n, int t, u64 *tile) {
    switch (t) {
    case 0: transform_t(a, n, 0, tile); break;
    case 1: transform_t(a, n, 1, tile); break;
    case 2: transform_t(a, n, 2, tile); break;
    default: transform_t(a, n, 3, tile); break;
    }
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: zeta_ref FILE N TRANSFORM REPS\n"); return 2; }
    int n = atoi(argv[2]), t = atoi(argv[3]), reps = atoi(argv[4]);
    size_t len = (size_t)1 << n;
    u64 *src = malloc(len * 8), *a = malloc(len * 8), *tile = malloc(((size_t)COLS << GROUP) * 8);
    FILE *f = fopen(argv[1], "rb");
    if (!f || !src || !a || !tile || fread(src, 8, len, f) != len) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
    fclose(f);
    double best = 1e30;
    for (int r = 0; r < reps; r++) {
        memcpy(a, src, len * 8);
        double t0 = now();
        transform(a, n, t, tile);
        double dt = now() - t0;
        if (dt < best) best = dt;
    }
    u64 sum = 0;
    for (size_t i = 0; i < len; i++) sum += a[i] * (2 * (u64)i + 1);
    printf("%.6f %lld\n", best * 1e9 / ((double)len * n), (long long)sum);
    return 0;
}
