// Seeded random Godomachi positions of 10…15 cells, each solved from a cold solver, natively
// (the CLI) and in headless Chromium (the release wasm), side by side.
// usage: node benches/godomachi-browser.mjs [count] [seed]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';

const count = Number(process.argv[2] ?? 21);
const seed = Number(process.argv[3] ?? 1);
const root = fileURLToPath(new URL('..', import.meta.url));
const bench = (...args) => JSON.parse(execFileSync('cargo', ['bench', '--quiet', '--bench', 'godomachi', '--', '--json', ...args], { cwd: root }));
const native = bench('--count', String(count), '--seed', String(seed), '--max-match', '5').random;
// The same positions, each from a cold solver, timed in the page.
const browser = await withWasmPage((page) =>
  page.evaluate((sizes) => sizes.map((size) => {
    const times = [];
    const lengths = [];
    for (const p of size.positions) {
      const solver = new window.wasm.GodomachiSolver(false);
      const t0 = performance.now();
      lengths.push(solver.solve(p.a, p.b, false, null).length);
      times.push(performance.now() - t0);
      solver.free();
    }
    const sorted = [...times].sort((x, y) => x - y);
    return { n: size.n, median_ms: sorted[sorted.length >> 1], worst_ms: sorted[sorted.length - 1], lengths };
  }), native),
);
console.log(`random Godomachi positions (seed ${seed}, ${count} per size), cold solver each`);
console.log(' n | native median  worst   | browser median  worst   | browser/native (median)');
for (let i = 0; i < native.length; i++) {
  const a = native[i];
  const b = browser[i];
  if (JSON.stringify(a.lengths) !== JSON.stringify(b.lengths)) throw new Error(`n = ${a.n}: native and wasm disagree`);
  const f = (x) => x.toFixed(2).padStart(8);
  console.log(`${String(a.n).padStart(2)} | ${f(a.median_ms)} ms ${f(a.worst_ms)} ms | ${f(b.median_ms)} ms ${f(b.worst_ms)} ms | ${(b.median_ms / a.median_ms).toFixed(2)}x`);
}

// Whole matches in the browser (a cold solver each: a fresh page instance per n).
const nativeMatches = bench('--count', '1', '--max-match', '9').matches;
console.log('\nwhole matches, cold solver each');
console.log(' n |    pairs | native s | browser s | browser/native');
for (const m of nativeMatches) {
  const secs = await withWasmPage((page) =>
    page.evaluate((n) => {
      const t0 = performance.now();
      const t = new window.wasm.GodomachiSolver(false).wholeMatch(n, null);
      return [(performance.now() - t0) / 1000, t.summary.pairs];
    }, m.n),
  );
  if (secs[1] !== m.pairs) throw new Error(`n = ${m.n}: pair counts differ`);
  console.log(`${String(m.n).padStart(2)} | ${String(m.pairs).padStart(8)} | ${m.seconds.toFixed(3).padStart(8)} | ${secs[0].toFixed(3).padStart(9)} | ${(secs[0] / m.seconds).toFixed(2)}x`);
}
