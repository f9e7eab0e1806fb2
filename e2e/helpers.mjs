// Shared set-up for end-to-end tests: one static server and one headless Chromium per test
// file; every page opened through `open` has its console errors collected, and each test
// fails if any appeared (unless it says which ones it expects).
import { before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../tools/serve.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The tool pages (www/tools.json): built on the page skeleton, they mark <html data-ready>. */
export const TOOL_PAGES = new Set(
  JSON.parse(readFileSync(new URL('../www/tools.json', import.meta.url), 'utf8'))
    .tools.filter((t) => t.page)
    .map((t) => `/www/${t.page}`),
);

/** Debian's chromium-headless-shell: the same engine as /usr/bin/chromium without the
 * desktop browser around it, about half the CPU per page opened (0.8 against 2 CPU-s for
 * a tool page; the whole page suite 379 against 765 CPU-s). `CHROMIUM` picks another. */
export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell', args: CHROMIUM_ARGS });
}

/** Registers before/after hooks; returns { open(path), url, expectConsoleErrors(re) }. */
export function useBrowser() {
  const env = { server: null, url: null, browser: null, pages: [], errors: [], expected: [] };
  before(async () => {
    const { server, url } = await startServer(0);
    env.server = server;
    env.url = url;
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  afterEach(async () => {
    const unexpected = env.errors.filter((e) => !env.expected.some((re) => re.test(e)));
    for (const page of env.pages) await page.context().close();
    env.pages = [];
    env.errors = [];
    env.expected = [];
    assert.deepEqual(unexpected, [], 'console errors on the page');
  });
  return {
    get url() {
      return env.url;
    },
    /** Opens a path (e.g. '/www/polyomino.html?shape=##') in a fresh context; a tool page
     * is returned once it answers input (its controls wired: <html data-ready>). With
     * `holdEngine` the `.wasm` is held back and the page returned at once, still loading;
     * `page.releaseEngine()` lets it through. With `failEngine` the `.wasm` never arrives
     * (the request fails) and the page is returned at once. */
    async open(path, { waitFor, holdEngine = false, failEngine = false } = {}) {
      const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') env.errors.push(msg.text());
      });
      page.on('pageerror', (err) => env.errors.push(`page error: ${err.message}`));
      env.pages.push(page);
      if (holdEngine || failEngine) {
        const held = new Promise((release) => (page.releaseEngine = release));
        await page.route('**/*.wasm', async (route) => {
          if (failEngine) return route.abort();
          await held;
          await route.continue();
        });
        await page.goto(env.url + path);
        return page;
      }
      await page.goto(env.url + path);
      if (TOOL_PAGES.has(path.split('?')[0])) await page.waitForSelector('html[data-ready]', { state: 'attached' });
      if (waitFor) await page.waitForSelector(waitFor);
      return page;
    },
    /** Console errors matching re are expected in the current test (e.g. a deliberate panic). */
    expectConsoleErrors(re) {
      env.expected.push(re);
    },
  };
}
