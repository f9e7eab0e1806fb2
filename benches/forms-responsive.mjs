// How long the forms page blocks its main thread on big or bad input, in headless Chromium:
// 30 points at d = 7 pasted into the box (curves drawn for a 6-dimensional kernel), the same
// points loaded from the URL, and 10 KB of garbage pasted. Prints the longest task (the
// longest the tab could not answer a click) and the time until the page has settled.
// Run: make wasm && node benches/forms-responsive.mjs
import { startServer } from '../tools/serve.mjs';
import { launchChromium } from '../e2e/helpers.mjs';

/** Seeded points (64-bit LCG, as the other forms benches), coordinates in [-10, 10]. */
export function seededPoints(count, n, seed = 2026n) {
  let s = seed;
  const coord = () => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % 21n) - 10;
  };
  const rows = [];
  while (rows.length < count) {
    const p = Array.from({ length: n }, coord);
    if (p[n - 1] === 0) continue; // finite points, so every one is drawn in the chart
    rows.push(p.join(' '));
  }
  return rows;
}

/** 10 KB of printable junk: letters, digits, punctuation and line breaks. */
export function garbage(bytes = 10_240, seed = 7) {
  const alphabet = 'abcxyz0123456789/.-+*#@!?()[]{}=,;:  \n\t\u00e9\u4e00';
  let x = seed;
  let out = '';
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

/** Installs a long-task observer; the page keeps the longest task and their total. */
export const OBSERVE = () => {
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push(e.duration);
  }).observe({ type: 'longtask' });
};

async function measure(page, action, settled) {
  await page.evaluate(() => (window.__tasks = []));
  const t0 = Date.now();
  await action();
  await page.waitForFunction(settled, null, { timeout: 120_000, polling: 50 });
  // Let queued drawing slices finish, and the observer report.
  await page.waitForTimeout(300);
  await page.waitForFunction(() => !document.querySelector('#picture[data-drawing]'), null, { timeout: 120_000 });
  await page.waitForTimeout(200);
  const ms = Date.now() - t0;
  const tasks = await page.evaluate(() => window.__tasks);
  return { ms, longest: Math.max(0, ...tasks), blocked: tasks.reduce((a, b) => a + b, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
const { server, url } = await startServer(0);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.setDefaultTimeout(300_000); // the page before the fix froze for tens of seconds
  const rows = seededPoints(30, 3);
  const trash = garbage();
  await page.addInitScript(OBSERVE);
  await page.goto(`${url}/www/forms.html`);
  await page.waitForSelector('#verdict:not(:has-text("…"))');
  const results = [];
  // A paste is one input event; Playwright's fill types line by line (an event per line).
  const paste = (value) => page.evaluate((v) => {
    const box = document.querySelector('#points');
    box.value = v;
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, value);
  const thirty = () => /Not determined/.test(document.querySelector('#verdict').textContent) && document.querySelector('#hilbert-values').textContent.includes('30');
  const refused = () => !document.querySelector('#points-error')?.hidden && document.querySelector('#points-error')?.textContent;
  const reset = async () => {
    await page.goto(`${url}/www/forms.html?n=3&d=7`);
    await page.waitForSelector('#verdict:not(:has-text("…"))');
    await page.waitForTimeout(300);
  };
  await reset();
  results.push(['30 points, d = 7, pasted', await measure(page, () => paste(rows.join('\n')), thirty)]);
  await reset();
  results.push(['30 points, d = 7, filled line by line', await measure(page, () => page.fill('#points', rows.join('\n')), thirty)]);
  results.push(['10 KB of garbage pasted', await measure(page, () => paste(trash), refused)]);
  await reset();
  results.push(['10 KB of garbage filled line by line', await measure(page, () => page.fill('#points', trash), refused)]);
  results.push(['30 points, d = 7, from the URL', await measure(page, () => page.goto(`${url}/www/forms.html?n=3&d=7&points=${encodeURIComponent(rows.join(';'))}`),
    () => /Not determined/.test(document.querySelector('#verdict')?.textContent ?? ''))]);
  console.log(`forms page main thread, Chromium ${browser.version()} (long tasks are those over 50 ms)`);
  console.log('case                                   settled   longest task   blocked in long tasks');
  for (const [name, r] of results) {
    console.log(`${name.padEnd(38)} ${String(r.ms).padStart(6)} ms ${r.longest.toFixed(0).padStart(9)} ms ${r.blocked.toFixed(0).padStart(12)} ms`);
  }
} finally {
  await browser.close();
  server.close();
}
}
