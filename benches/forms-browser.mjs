// Exact rank of the 91×91 and 455×455 evaluation matrices in headless Chromium: the wasm
// build on the page's main thread and through the worker (JobRunner, as the page does).
// Same seeded points as `cargo bench --bench forms`. Run: make wasm && node benches/forms-browser.mjs
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const native = JSON.parse(execFileSync('cargo', ['bench', '--quiet', '--bench', 'forms', '--', '--json', '--no-peers'], { cwd: root })).cases;
await withWasmPage(async (page) => {
  const results = await page.evaluate(async () => {
    const wasm = window.wasm;
    const { JobRunner } = await import('/www/lib/jobs.js');
    const runner = new JobRunner();
    // The native bench's generator: 64-bit LCG, coordinates in [-10, 10].
    let s = 2026n;
    const coord = () => {
      s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
      return Number((s >> 33n) % 21n) - 10;
    };
    const gcd = (a, b) => (b ? gcd(b, a % b) : Math.abs(a));
    const binom = (a, b) => { let c = 1; for (let i = 1; i <= b; i++) c = (c * (a - b + i)) / i; return Math.round(c); };
    const out = [];
    for (const [name, n, d] of [['n3d12', 3, 12], ['n4d12', 4, 12]]) {
      const dim = binom(n + d - 1, d);
      const rows = [];
      const seen = new Set();
      while (rows.length < dim) {
        const p = Array.from({ length: n }, coord);
        if (p.every((x) => x === 0)) continue;
        const g = p.reduce((a, x) => gcd(a, x), 0);
        const sign = Math.sign(p.find((x) => x !== 0));
        const key = p.map((x) => (x / g) * sign).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push(p.join(' '));
      }
      const text = rows.join('\n');
      const times = [];
      let rank;
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        rank = wasm.forms_rank(n, d, text, 0, null).rank;
        times.push(performance.now() - t);
      }
      const worker = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        const r = await runner.run('forms.rank', { n, d, points: text });
        worker.push(performance.now() - t);
        if (r.rank !== rank) throw new Error('worker rank differs');
      }
      out.push({ name, size: dim, rank, first_ms: times[0], best_ms: Math.min(...times), worker_first_ms: worker[0], worker_best_ms: Math.min(...worker) });
    }
    return out;
  });
  const version = page.context().browser().version();
  console.log(`exact rank of random evaluation matrices (seed 2026), Chromium ${version}`);
  for (const r of results) {
    const nat = native.find((c) => c.name === r.name);
    if (nat.rank !== r.rank) throw new Error(`${r.name}: native and wasm ranks differ`);
    console.log(
      `${r.name}: ${r.size}x${r.size}, rank ${r.rank}: native ${(nat.seconds * 1e3).toFixed(2)} ms | wasm main thread first ${r.first_ms.toFixed(1)} ms, best ${r.best_ms.toFixed(1)} ms | ` +
        `worker round trip first ${r.worker_first_ms.toFixed(1)} ms (includes starting the worker), best ${r.worker_best_ms.toFixed(1)} ms | wasm/native ${(r.best_ms / (nat.seconds * 1e3)).toFixed(2)}x`,
    );
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(results));
});
