// Go in headless Chromium: random playouts per second (the release wasm) beside the native
// figures of `cargo bench --bench go`; counting positions (5×5…7×7) and solving small boards
// (1×3…1×6, 2×3) in the browser beside the release CLI; and the page opening a 300-move
// 19×19 SGF and stepping to its end (the issue's bar: under 50 ms).
// usage: node benches/go-browser.mjs [seconds] [--solve-budget NODES]
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';
import { startServer } from '../tools/serve.mjs';
import { launchChromium } from '../e2e/helpers.mjs';

const seconds = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 2);
const budgetArg = process.argv.indexOf('--solve-budget');
const solveBudget = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 20_000_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const native = JSON.parse(execFileSync('cargo', ['bench', '--quiet', '--bench', 'go', '--', '--json', '--seconds', String(seconds)], { cwd: root }));
const browser = await withWasmPage((page) =>
  page.evaluate((ms) => ['grid:9x9', 'grid:19x19'].map((b) => {
    // The page's own handle: chunks of 16 playouts from the empty board until the time is up.
    const g = new window.wasm.GoGame(b, 'psk', false, 'stones', 0);
    let n = 0;
    let moves = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < ms) {
      moves += g.playouts(16, n + 1);
      n += 16;
    }
    const took = performance.now() - t0;
    g.free();
    return { board: b, playouts_per_second: (n / took) * 1000, moves_per_playout: moves / n };
  }), seconds * 1000),
);
console.log('random playouts to the end (positional superko, no own-eye filling)');
console.log('  board      |  native /s | browser /s | moves each | browser/native');
for (let i = 0; i < browser.length; i++) {
  const a = native.playouts[i];
  const b = browser[i];
  console.log(`  ${a.board.padEnd(10)} | ${a.playouts_per_second.toFixed(0).padStart(10)} | ${b.playouts_per_second.toFixed(0).padStart(10)} | ${b.moves_per_playout.toFixed(1).padStart(10)} | ${(b.playouts_per_second / a.playouts_per_second).toFixed(2)}x`);
}
console.log(`  300-move SGF parsed and replayed natively: ${native.sgf_300_moves_ms.toFixed(3)} ms`);

// Counting and solving: the wasm in the browser beside the release binary (its process start,
// about a millisecond, included).
const cli = (args) => {
  const t = performance.now();
  let out;
  try {
    out = JSON.parse(execFileSync(`${root}target/release/asobiba`, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (e) {
    out = { error: String(e.stderr ?? e.message).trim().split('\n').pop() };
  }
  return { ...out, ms: performance.now() - t };
};
execFileSync('cargo', ['build', '--quiet', '--release', '--bin', 'asobiba'], { cwd: root });
const COUNTS = ['grid:5x5', 'grid:6x6', 'grid:7x7'];
const SOLVES = [['grid:1x3', 'area'], ['grid:1x4', 'area'], ['grid:1x5', 'area'], ['grid:1x6', 'area'], ['grid:1x7', 'area'],
  ['grid:1x8', 'area'], ['grid:1x9', 'area'], ['grid:3x2', 'area'], ['grid:2x2', 'area'], ['grid:2x4', 'area'], ['grid:3x3', 'area'],
  ['grid:1x3', 'stones'], ['grid:1x4', 'stones'], ['grid:1x5', 'stones'], ['grid:1x6', 'stones'], ['grid:1x7', 'stones'],
  ['grid:1x8', 'stones'], ['grid:1x9', 'stones']];
const inBrowser = await withWasmPage((page) =>
  page.evaluate(({ counts, solves, budget }) => {
    const w = /** @type {any} */ (window).wasm;
    const count = counts.map((b) => {
      const t = performance.now();
      const r = w.go_count(b);
      return { board: b, ...r.count, ms: performance.now() - t };
    });
    const solve = solves.map(([b, scoring]) => {
      const g = new w.GoGame(b, 'psk', false, scoring, 0);
      const t = performance.now();
      try {
        const r = g.solve(budget);
        return { board: b, scoring, value: r.value, nodes: r.nodes, ms: performance.now() - t };
      } catch (e) {
        return { board: b, scoring, error: e.message, ms: performance.now() - t };
      } finally {
        g.free();
      }
    });
    return { count, solve };
  }, { counts: COUNTS, solves: SOLVES, budget: solveBudget }),
);
const ms = (x) => (x < 1000 ? `${x.toFixed(1)} ms` : `${(x / 1000).toFixed(2)} s`);
console.log('positions |C*| (frontier DP): browser (wasm) and native (release CLI)');
console.log('  board     | positions                  | width | max states | total states | browser   | native (CLI wall time, process start included)');
for (const b of inBrowser.count) {
  const n = cli(['go', 'count', b.board, '--json']);
  if (n.positions !== b.positions) throw new Error(`${b.board}: browser ${b.positions}, native ${n.positions}`);
  console.log(`  ${b.board.padEnd(9)} | ${b.positions.padEnd(26)} | ${String(b.width).padStart(5)} | ${String(b.max_states).padStart(10)} | ${String(b.total_states).padStart(12)} | ${ms(b.ms).padStart(9)} | ${ms(n.ms)}`);
}
console.log(`solved values (Black first, no komi, positional superko; node budget ${solveBudget.toLocaleString('en')}): browser and native`);
console.log('  board     | scoring | value | nodes       | browser   | native (CLI wall time, process start included)');
for (const b of inBrowser.solve) {
  const n = cli(['go', 'solve', b.board, '--scoring', b.scoring, '--budget', String(solveBudget), '--json']);
  const value = b.error ? 'not finished' : String(b.value);
  console.log(`  ${b.board.padEnd(9)} | ${b.scoring.padEnd(7)} | ${value.padStart(5)} | ${String(b.nodes ?? '-').padStart(11)} | ${ms(b.ms).padStart(9)} | ${n.error ? 'not finished' : `${ms(n.ms)} (value ${n.value}, ${n.nodes} nodes)`}`);
}

// The page: open the record by URL, then the "Last" button (300 steps, board drawn), then the
// record parsed and stepped to its end in the page's wasm without drawing.
const sgf = await readFile(new URL('../tests/fixtures/go/long19.sgf', import.meta.url), 'utf8');
const { server, url } = await startServer(0);
const chromium = await launchChromium();
try {
  const page = await chromium.newPage();
  page.on('console', (m) => m.type() === 'error' && console.error('browser:', m.text()));
  const t0 = Date.now();
  await page.goto(`${url}/www/go.html?sgf=${encodeURIComponent(sgf)}`);
  await page.locator('#to-move:not(:empty)').waitFor();
  const load = Date.now() - t0;
  const r = await page.evaluate(async () => {
    const last = document.getElementById('last');
    const first = document.getElementById('first');
    const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
    const times = [];
    for (let i = 0; i < 5; i++) {
      first.click();
      await frame();
      // From the click to the frame after it: the handler, then style, layout and paint.
      const t = performance.now();
      last.click();
      await frame();
      times.push(performance.now() - t);
    }
    const text = /** @type {any} */ (window).goPage.game.toSgf();
    const w = /** @type {any} */ (window).goPage.game.constructor;
    const opens = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const g = w.fromSgf(text, 'psk', false, 'stones');
      for (let c = g.children(g.node()); c.length; c = g.children(g.node())) g.goto(c[0]);
      opens.push(performance.now() - t);
      g.free();
    }
    const moves = document.querySelectorAll('#moves li').length;
    return { last: Math.min(...times), open: Math.min(...opens), moves };
  });
  console.log(`page: 300-move 19x19 SGF by URL, loaded and drawn in ${load} ms (page load included)`);
  console.log(`page: "Last" from the first move to the end (${r.moves} moves), click to the next frame painted: ${r.last.toFixed(1)} ms (best of 5)`);
  console.log(`page: parse the SGF and step to its end in wasm: ${r.open.toFixed(1)} ms (best of 5)`);
} finally {
  await chromium.close();
  server.close();
}
