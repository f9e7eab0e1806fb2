// Seeded random Godomachi positions of 10…15 cells, each solved from a cold solver, natively
// (the CLI) and in headless Chromium (the release wasm), side by side.
// usage: node benches/godomachi-browser.mjs [count] [seed]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';

const count = Number(process.argv[2] ?? 21);
const seed = Number(process.argv[3] ?? 1);
const root = fileURLToPath(new URL('..', import.meta.url));
const native = JSON.parse(
  execFileSync(`${root}/target/release/asobiba`, ['bench', 'godomachi', '--json', '--count', String(count), '--seed', String(seed), '--max-match', '5']),
).random;
const browser = await withWasmPage((page) => page.evaluate(([c, s]) => window.wasm.godo_bench(c, s, 10, 15), [count, seed]));
console.log(`random Godomachi positions (seed ${seed}, ${count} per size), cold solver each`);
console.log(' n | native median  worst   | browser median  worst   | browser/native (median)');
for (let i = 0; i < native.length; i++) {
  const a = native[i];
  const b = browser[i];
  if (JSON.stringify(a.lengths) !== JSON.stringify(b.lengths)) throw new Error(`n = ${a.n}: native and wasm disagree`);
  const f = (x) => x.toFixed(2).padStart(8);
  console.log(`${String(a.n).padStart(2)} | ${f(a.median_ms)} ms ${f(a.worst_ms)} ms | ${f(b.median_ms)} ms ${f(b.worst_ms)} ms | ${(b.median_ms / a.median_ms).toFixed(2)}x`);
}
