// The whole path: wasm called from pages, jobs in workers with progress and cancel, Rust
// errors and panics surfacing readably, state from the URL, custom elements in plain HTML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser, TOOL_PAGES } from './helpers.mjs';

const web = useBrowser();

test('the server sends wasm as application/wasm and / leads to the index', async () => {
  const res = await fetch(`${web.url}/pkg/asobiba_bg.wasm`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/wasm');
  const index = await fetch(`${web.url}/`);
  assert.equal(index.status, 200);
  assert.match(await index.text(), /asobiba/);
});

test('the index lists the built tools and the version comes from Rust', async () => {
  const page = await web.open('/www/');
  const tools = await page.locator('#tools a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(tools.includes('polyomino.html'), tools.join());
  const cargo = await readFile(new URL('../Cargo.toml', import.meta.url), 'utf8');
  const version = /^version = "(.+)"$/m.exec(cargo)[1];
  await page.locator('footer.site', { hasText: version }).waitFor();
});

test('the index, embed.js and the about page all follow the registry (www/tools.json)', async () => {
  // Tools without a page yet are CLI-only entries.
  const registry = JSON.parse(await readFile(new URL('../www/tools.json', import.meta.url), 'utf8')).tools.filter((t) => t.page);
  const page = await web.open('/www/');
  const hrefs = await page.locator('#tools a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const tool of registry) assert.ok(hrefs.some((h) => h.startsWith(tool.page)), `${tool.name} not on the index`);
  const about = await web.open('/www/about.html');
  const rows = about.locator('#tool-table tbody tr');
  await assert.doesNotReject(() => rows.nth(registry.length - 1).waitFor());
  assert.equal(await rows.count(), registry.length);
  for (let i = 0; i < registry.length; i++) {
    await rows.nth(i).getByText('✓ defined').waitFor();
  }
  const blog = await web.open('/e2e/fixtures/blog.html');
  const defined = await blog.evaluate(async (names) => {
    await Promise.all(names.map((n) => customElements.whenDefined(n)));
    return names.filter((n) => customElements.get(n)).length;
  }, registry.map((t) => t.element));
  assert.equal(defined, registry.length);
});

test('every tool page on the index loads without console errors', async () => {
  const page = await web.open('/www/');
  const hrefs = await page.locator('#tools a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  // Each address once (the index links a tool by its preview and its name), each page
  // closed before the next: two dozen open pages slow the machine to a crawl.
  for (const href of new Set([...hrefs, 'about.html'])) {
    const p = await web.open(`/www/${href}`);
    await p.waitForLoadState('networkidle');
    assert.equal(await p.locator('body').isVisible(), true, href);
    await p.context().close();
  }
});

test('a tool page takes no input until its engine has loaded, looks inactive and says why', async () => {
  // Checked on every tool page: the mark is in each page's HTML, lifted by the skeleton.
  for (const path of TOOL_PAGES) {
    const page = await web.open(path, { holdEngine: true });
    await page.locator('main h1').waitFor();
    const loading = await page.evaluate(() => {
      const main = document.querySelector('main');
      return {
        inert: main.inert,
        note: getComputedStyle(main, '::before').content,
        opacity: getComputedStyle(main.firstElementChild).opacity,
        ready: document.documentElement.hasAttribute('data-ready'),
        headers: document.querySelectorAll('header.site').length,
      };
    });
    // The site's header is there already: the page does not jump when the engine arrives.
    assert.deepEqual(loading, { inert: true, note: '"Loading the engine…"', opacity: '0.5', ready: false, headers: 1 }, path);
    page.releaseEngine();
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const loaded = await page.evaluate(() => {
      const main = document.querySelector('main');
      const headers = document.querySelectorAll('header.site').length;
      return { inert: main.inert, note: getComputedStyle(main, '::before').content, opacity: getComputedStyle(main.firstElementChild).opacity, headers };
    });
    assert.deepEqual(loaded, { inert: false, note: 'none', opacity: '1', headers: 1 }, path);
    await page.context().close();
  }
});

test('a tool page whose engine cannot load says so, readably, its controls left inactive', async () => {
  web.expectConsoleErrors(/engine failed to load|Failed to fetch|ERR_FAILED|asobiba_bg\.wasm|WebAssembly/);
  for (const path of TOOL_PAGES) {
    const page = await web.open(path, { failEngine: true });
    const message = page.locator('.engine-error');
    await message.waitFor();
    assert.match(await message.textContent(), /^the engine failed to load: /, path);
    // A reader can select the message (to copy it into a report): it is not inert.
    await message.click({ clickCount: 3 });
    const state = await page.evaluate(() => {
      const main = document.querySelector('main');
      const message = document.querySelector('.engine-error');
      return {
        inert: main.inert,
        note: getComputedStyle(main, '::before').content,
        above: main.previousElementSibling === message,
        message: getComputedStyle(message).opacity,
        selected: getSelection().toString().startsWith('the engine failed to load: '),
        controls: getComputedStyle(main.querySelector('h1')).opacity,
        headers: document.querySelectorAll('header.site').length,
        messages: document.querySelectorAll('.engine-error').length,
      };
    });
    assert.deepEqual(state, { inert: true, note: 'none', above: true, message: '1', selected: true, controls: '0.5', headers: 1, messages: 1 }, path);
    await page.context().close();
  }
});

test('a click or a key during the load lands on no control; once loaded a click runs', async () => {
  // Before the mark such a click reached "Run in worker" before its handler existed and was
  // lost without a sign.
  const page = await web.open('/www/zeta.html', { holdEngine: true });
  const run = page.locator('#big-run');
  await run.waitFor();
  await page.evaluate(() => document.addEventListener('click', (e) => (window['clicked'] = /** @type {Element} */ (e.target).id || e.target.nodeName), true));
  const clickRun = async () => {
    const box = await run.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return page.evaluate(() => window['clicked']);
  };
  assert.equal(await clickRun(), 'HTML');
  await page.evaluate(() => document.getElementById('big-run').focus());
  assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'big-run');
  page.releaseEngine();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.fill('#big-n', '12');
  assert.equal(await clickRun(), 'big-run');
  await page.locator('#big-result', { hasText: 'n = 12' }).waitFor();
});

test('a worker job reports progress and finishes with a real result', async () => {
  const page = await web.open('/www/about.html', { waitFor: '#version:not(:has-text("loading"))' });
  await page.fill('#job-n', '11');
  await page.click('#job-run');
  await page.locator('#job-result', { hasText: 'n = 11' }).waitFor({ timeout: 60_000 });
  assert.match(await page.textContent('#job-result'), /17073 free, 135268 fixed/);
});

test('cancelling a worker job stops it: no progress arrives afterwards', async () => {
  const page = await web.open('/www/about.html', { waitFor: '#version:not(:has-text("loading"))' });
  await page.fill('#job-n', '16');
  await page.click('#job-run');
  const label = page.locator('.progress-label');
  await label.filter({ hasText: 'fixed polyominoes' }).waitFor({ timeout: 30_000 });
  await page.click('.progress button');
  await page.locator('#job-result', { hasText: 'cancelled' }).waitFor();
  const frozen = await label.textContent();
  await page.waitForTimeout(1500);
  assert.equal(await label.textContent(), frozen, 'progress changed after cancel');
  assert.equal(await page.locator('.progress').isHidden(), true);
  // The runner works again after a cancel.
  await page.fill('#job-n', '8');
  await page.click('#job-run');
  await page.locator('#job-result', { hasText: '369 free, 2725 fixed' }).waitFor();
});

test('a Rust panic shows a readable message and the page keeps working', async () => {
  web.expectConsoleErrors(/self-test panic|unreachable/);
  const page = await web.open('/www/about.html', { waitFor: '#version:not(:has-text("loading"))' });
  await page.click('#panic');
  await page.locator('#panic-message', { hasText: 'self-test panic: requested from the diagnostics page' }).waitFor();
  await page.click('#after-panic');
  await page.locator('#after-panic-result', { hasText: '###/#..' }).waitFor();
});

test('a custom element renders in a plain HTML page that only includes embed.js', async () => {
  const page = await web.open('/e2e/fixtures/blog.html');
  const element = page.locator('asobiba-polyomino').first();
  await element.locator('svg').first().waitFor();
  // Shadow DOM: the blog's aggressive CSS does not hide the drawing.
  assert.match(await element.locator('.muted').first().textContent(), /4 cells · canonical ###\/#\.\. · .*3 cuts/);
  assert.equal(await element.locator('rect.cell').count() > 4, true);
});
