// Runs a function against the release wasm in headless Chromium: the page benches/bench.html
// exposes the module as window.wasm. Used by the benches/*-browser.mjs scripts.
import { startServer } from '../tools/serve.mjs';
import { launchChromium } from '../e2e/helpers.mjs';

export async function withWasmPage(fn) {
  const { server, url } = await startServer(0);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    page.on('console', (m) => m.type() === 'error' && console.error('browser:', m.text()));
    await page.goto(`${url}/benches/bench.html`);
    await page.waitForSelector('body[data-ready="1"]');
    return await fn(page);
  } finally {
    await browser.close();
    server.close();
  }
}
