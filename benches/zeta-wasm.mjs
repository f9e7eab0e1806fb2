// Wasm in headless Chromium against native, in the same run:
//   node benches/zeta-wasm.mjs [--n 22] [--reps 5]      (after `make wasm` and a release build)
// Prints ns per element-bit for asobiba's wasm build (blocked and plain loops) and the native
// CLI on the same data (same seed, checksums compared).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const n = arg('n', 22);
const reps = arg('reps', 5);
const transforms = ['subset-zeta', 'subset-mobius', 'superset-zeta', 'superset-mobius'];

const nativeText = execFileSync(
  'cargo',
  ['bench', '--quiet', '--bench', 'zeta', '--', '--n', String(n), '--reps', String(reps), '--no-c', '--no-numpy', '--json'],
  { encoding: 'utf8', cwd: root },
);
const native = JSON.parse(nativeText);
// JSON.parse rounds 64-bit checksums; take them from the text (rows are in transform order).
const nativeSums = [...nativeText.matchAll(/"checksum":(-?\d+)/g)].map((m) => m[1]);
native.rows.forEach((row, i) => (row.checksum = nativeSums[i]));

await withWasmPage(async (page) => {
  const wasm = await page.evaluate(
    async ({ n, reps, transforms }) => {
      const m = window.wasm;
      const seed = 0x5eed + n;
      const out = [];
      for (const t of transforms) {
        let best = Infinity;
        let plainBest = Infinity;
        let checksum = null;
        for (let r = 0; r < reps; r++) {
          const buf = m.ZetaBuffer.random(n, seed);
          const t0 = performance.now();
          buf.apply(t, null);
          best = Math.min(best, performance.now() - t0);
          checksum = buf.checksum();
          buf.free();
        }
        for (let r = 0; r < Math.min(reps, 2); r++) {
          const buf = m.ZetaBuffer.random(n, seed);
          const t0 = performance.now();
          buf.apply_plain(t);
          plainBest = Math.min(plainBest, performance.now() - t0);
          if (buf.checksum() !== checksum) throw new Error(`${t}: plain loop disagrees`);
          buf.free();
        }
        const per = (ms) => (ms * 1e6) / (n * 2 ** n);
        out.push({ transform: t, wasm_ns: per(best), wasm_plain_ns: per(plainBest), checksum });
      }
      return out;
    },
    { n, reps, transforms },
  );
  console.log(`n = ${n}, ns per element-bit, best of ${reps}; ratio = wasm / native`);
  console.log(`${'transform'.padEnd(16)} ${'native'.padStart(8)} ${'wasm'.padStart(8)} ${'ratio'.padStart(7)} ${'wasm plain'.padStart(11)}`);
  for (const w of wasm) {
    const nat = native.rows.find((r) => r.transform === w.transform);
    if (nat.checksum !== w.checksum) throw new Error(`${w.transform}: wasm and native results differ`);
    console.log(
      `${w.transform.padEnd(16)} ${nat.asobiba_ns.toFixed(3).padStart(8)} ${w.wasm_ns.toFixed(3).padStart(8)} ${(w.wasm_ns / nat.asobiba_ns).toFixed(2).padStart(6)}x ${w.wasm_plain_ns.toFixed(3).padStart(11)}`,
    );
  }
});
