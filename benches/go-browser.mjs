// Go in headless Chromium: random playouts per second (the release wasm) beside the native
// figures of `cargo bench --bench go`, and the page opening a 300-move 19×19 SGF and stepping
// to its end (the bar: under 50 ms).
// usage: node benches/go-browser.mjs [seconds]
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';
import { startServer } from '../tools/serve.mjs';
import { launchChromium } from '../e2e/helpers.mjs';

const seconds = Number(process.argv[2] ?? 2);
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
