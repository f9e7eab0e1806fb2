// The n-ko win table to n = 1000 in headless Chromium (the release wasm): solving, the byte
// arrays for both sides, and the disagreement count, as the page does on load (median of 7).
// usage: node benches/nko-browser.mjs
import { withWasmPage } from './browser.mjs';

const rows = await withWasmPage((page) =>
  page.evaluate(() => {
    const out = [];
    for (const [pass, reading] of [[false, 'literal'], [true, 'literal'], [false, 'no-atari+just-moved']]) {
      const times = [];
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        const t = new window.wasm.NkoTable(1000, pass, reading);
        t.winners('black');
        t.winners('white');
        t.claims('black');
        t.claims('white');
        const d = t.disagreements();
        times.push(performance.now() - t0);
        t.free();
        if (i === 0) out.push({ pass, reading, total: d.total, times });
      }
      times.sort((a, b) => a - b);
      out[out.length - 1].median = times[3];
    }
    return out;
  }),
);
console.log('n-ko table to n = 1000 in the browser (wasm), both sides, with the comparison');
for (const r of rows) console.log(`  ${r.reading.padEnd(22)} ${r.pass ? 'passes   ' : 'no passes'} ${r.median.toFixed(1).padStart(7)} ms median  (${r.total} cells disagree)`);
