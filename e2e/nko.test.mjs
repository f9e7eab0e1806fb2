// n kos: the table renders, a click shows a line on the kos, the article's disagreements are
// counted (and change with the reading), the fight is playable, the element draws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();

/** Clicks the cell (n, m) of a table canvas, given the rows shown from n = 0. */
async function clickCell(page, side, n, m, rows = 31) {
  const canvas = page.locator(`#table-${side}`);
  const box = await canvas.boundingBox();
  const cell = box.width / rows;
  await canvas.click({ position: { x: (m + 0.5) * cell, y: (n + 0.5) * cell } });
}

test('the table renders both sides coloured, with the disagreements counted', async () => {
  const page = await web.open('/www/nko.html', { waitFor: '.line-summary:has-text("wins")' });
  await page.locator('#counts', { hasText: '665,670 of 1,003,000' }).waitFor();
  const colours = await page.evaluate(() => ['black', 'white'].map((side) => {
    const c = /** @type {HTMLCanvasElement} */ (document.getElementById(`table-${side}`));
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return seen.size;
  }));
  assert.ok(colours.every((k) => k >= 4), `both canvases are drawn in several colours: ${colours}`);
  // Another reading: the one under which the formula nearly holds.
  await page.fill('#reading', 'no-atari+just-moved');
  await page.press('#reading', 'Enter');
  await page.locator('#counts', { hasText: '1,338 of 1,003,000' }).waitFor();
  assert.match(await page.textContent('#counts'), /bare formula without its atari exception in 4\b/);
  assert.match(page.url(), /reading=no-atari\+just-moved|reading=no-atari%2Bjust-moved/);
  // Passes: the article's pass claim.
  await page.check('#pass');
  await page.locator('#counts', { hasText: 'claim with passes' }).waitFor();
  // A reading that is not one shows an error next to the input, and the table stays.
  await page.fill('#reading', 'sideways');
  await page.press('#reading', 'Enter');
  await page.locator('#reading-error', { hasText: 'unknown reading' }).waitFor();
});

test('hovering names the state; clicking a cell plays its line on the kos', async () => {
  const page = await web.open('/www/nko.html?view=0,0,31', { waitFor: '.line-summary:has-text("wins")' });
  const canvas = page.locator('#table-black');
  const box = await canvas.boundingBox();
  const cell = box.width / 31;
  await canvas.hover({ position: { x: 3.5 * cell, y: 10.5 * cell } });
  await page.locator('#hover', { hasText: '(10, 3, 0) black to move' }).waitFor();
  await clickCell(page, 'black', 10, 3);
  await page.locator('.line-summary', { hasText: '(10, 3, 0) black to move' }).waitFor();
  assert.equal(await page.inputValue('#n'), '10');
  assert.equal(await page.inputValue('#m'), '3');
  assert.match(page.url(), /n=10&m=3/);
  const summary = await page.textContent('.line-summary');
  const length = Number(/in (\d+) move/.exec(summary)[1]);
  assert.equal(await page.locator('ol.moves li').count(), length);
  // Ten kos drawn as Go shapes: 6 fixed stones and the ko stone each (once the stones of
  // the previous line have faded out).
  await page.waitForFunction(() => document.querySelectorAll('.kos .stone').length === 70);
  await page.getByRole('button', { name: 'last position' }).click();
  await page.locator('.line-status', { hasText: `move ${length} of ${length}` }).waitFor();
  // The worked example from the URL: literally Black wins in 46; the article says White.
  const ex = await web.open('/www/nko.html?n=50&m=17&side=black', { waitFor: '.line-summary:has-text("wins")' });
  assert.match(await ex.textContent('.line-summary'), /the article says white wins: black wins in 46 moves/);
  // m beyond n is refused next to the input.
  await ex.fill('#m', '60');
  await ex.locator('#m-error', { hasText: 'at most n' }).waitFor();
});

test('the fight is playable against the solver, with the matching drawn', async () => {
  const page = await web.open('/www/nko.html?fn=5&fm=2&fside=black', { waitFor: '.fight-svg' });
  assert.match(await page.textContent('.fight-info'), /10 nodes .* against 10 .*Count rule: black wins.*Matching theorem: black wins.*brute force: black wins/);
  assert.equal(await page.locator('.fight-svg .edge.matched').count(), 10);
  // White moves first from the larger side (10 nodes against 5): the person plays White,
  // the solver Black; whatever the person picks, White ends stuck.
  for (const pick of ['first', 'last']) {
    await page.fill('#fn', '5');
    await page.fill('#fm', '1');
    await page.selectOption('#fside', 'white');
    await page.click('#fight-restart');
    await page.locator('.fight-status', { hasText: 'black wins from here' }).waitFor();
    for (let i = 0; i < 20; i++) {
      const legal = page.locator('.fight-svg g:has(circle.legal)');
      if ((await legal.count()) === 0) break;
      await legal[pick]().click();
    }
    await page.locator('.fight-status', { hasText: 'white cannot move' }).waitFor();
  }
  assert.match(page.url(), /fn=5&fm=1&fside=white/);
});

test('the element shows a state with its line and a table', async () => {
  const page = await web.open('/e2e/fixtures/blog.html');
  const text = await page.evaluate(async () => {
    await customElements.whenDefined('asobiba-nko');
    const a = document.createElement('asobiba-nko');
    a.setAttribute('n', '12');
    a.setAttribute('m', '4');
    a.setAttribute('side', 'white');
    const b = document.createElement('asobiba-nko');
    b.setAttribute('table', '40');
    const c = document.createElement('asobiba-nko');
    c.setAttribute('n', '5');
    c.setAttribute('m', '9');
    document.body.append(a, b, c);
    const until = async (el, re) => {
      for (let i = 0; i < 100 && !re.test(el.shadowRoot.textContent); i++) await new Promise((r) => setTimeout(r, 50));
      return el.shadowRoot.textContent;
    };
    return [await until(a, /wins in/), await until(b, /disagrees/), await until(c, /must be/), a.shadowRoot.querySelectorAll('.stone').length, b.shadowRoot.querySelectorAll('canvas').length];
  });
  assert.match(text[0], /\(12, 4, 1\) white to move/);
  assert.match(text[1], /disagrees in [\d,]+ of [\d,]+ cells/);
  assert.match(text[2], /m must be a whole number from 0 to 5/);
  assert.equal(text[3], 12 * 7);
  assert.equal(text[4], 2);
});

test('every reading is tried in a worker; clicking one shows it', async () => {
  const page = await web.open('/www/nko.html', { waitFor: '.line-summary:has-text("wins")' });
  await page.click('#readings-run');
  await page.locator('#readings-progress', { hasText: 'readings' }).waitFor();
  const first = page.locator('table.readings tbody tr').first();
  await first.waitFor({ timeout: 120_000 });
  assert.equal(await page.locator('table.readings tbody tr').count(), 96);
  assert.match(await first.textContent(), /^no-atari\+just-moved/);
  await first.click();
  await page.locator('#counts', { hasText: 'bare formula without its atari exception in 0' }).waitFor();
  assert.equal(await page.inputValue('#reading'), await first.locator('td').first().textContent());
});
