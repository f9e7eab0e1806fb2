// Latency of the polyomino page while drawing (a command, not a test: tests never assert
// timings). `cd e2e && node latency-polyomino.mjs [rounds]` prints, per shape, the medians of
// the core's analysis (performance.now around the wasm call, as the page shows it), of the
// page's update (building the result drawings) and of the whole change as a person sees it
// (from the input event to the end of the frame callback that draws the result, and to the
// start of the next frame, by which time the result has been laid out and painted).
import { startServer } from '../tools/serve.mjs';
import { launchChromium } from './helpers.mjs';

const ROUNDS = Number(process.argv[2] ?? 25);
const SHAPES = [
  ['12 cells, 3 × 4 block (most cuts for 12)', '####/####/####'],
  ['12 cells, a typical dodecomino', '.##.../.####./..#.##/..###.'],
  ['16 cells, ring with a tail', '####./#..#./#..##/####.'],
  ['20 cells, 4 × 5 block (most cuts for 20)', '#####/#####/#####/#####'],
  ['20 cells, a snake', '######/.....#/######/#...../######'],
  ['22 cells, 2 × 11 block', '###########/###########'],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await startServer(0);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await page.goto(`${url}/www/polyomino.html`);
await page.waitForSelector('main[data-state="ok"]');
console.log(`${ROUNDS} rounds per shape; medians in ms (${await browser.version()})`);
console.log('shape'.padEnd(44), 'cuts'.padStart(6), 'analysis'.padStart(9), 'update'.padStart(8), 'change→frame'.padStart(13), 'next frame'.padStart(11));
for (const [name, shape] of SHAPES) {
  const samples = await page.evaluate(
    async ({ shape, rounds }) => {
      const input = document.getElementById('shape');
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const out = [];
      for (let i = 0; i < rounds; i++) {
        // Alternate with a small shape so every round recomputes and redraws everything.
        input.value = '##';
        input.dispatchEvent(new Event('input'));
        await frame();
        await frame();
        const t0 = performance.now();
        input.value = shape;
        input.dispatchEvent(new Event('input'));
        await frame(); // runs after the page's own frame callback, which analyses and draws
        const total = performance.now() - t0;
        await frame(); // the frame with the results has been laid out and painted by now
        const painted = performance.now() - t0;
        const m = /computed in ([\d.]+) ms.* page updated in ([\d.]+) ms/.exec(document.getElementById('timing').textContent);
        out.push({ analysis: Number(m[1]), update: Number(m[2]), total, painted, cuts: document.getElementById('bipartitions').textContent });
      }
      return out;
    },
    { shape, rounds: ROUNDS },
  );
  const col = (k) => median(samples.map((s) => s[k])).toFixed(2);
  console.log(name.padEnd(44), samples[0].cuts.padStart(6), col('analysis').padStart(9), col('update').padStart(8), col('total').padStart(13), col('painted').padStart(11));
}
await browser.close();
server.close();
