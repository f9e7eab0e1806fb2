// Go in the page: a capture played by clicking, an illegal suicide and a superko explained,
// an SGF opened by URL and stepped through, a graph drawn by hand and played on, and the
// element in a blog page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();

async function open(query) {
  const page = await web.open(`/www/go.html?${query}`);
  await page.locator('#to-move:not(:empty)').waitFor();
  return page;
}

/** Clicks a point of the board by its vertex id, where a person would. */
async function point(page, id) {
  const spot = page.locator(`#board-holder svg .vx[data-id="${id}"]`);
  await spot.scrollIntoViewIfNeeded();
  const box = await spot.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const stoneCount = (page) => page.locator('#board-holder svg .board-pieces .stone').count();

test('a capture on a 5×5 board, played by clicking', async () => {
  const page = await open('board=grid:5x5');
  // On 5×5 vertex = (5 − row) · 5 + column: B3 = 11, C3 = 12, D3 = 13, C4 = 7, C2 = 17.
  await point(page, 11); // B B3
  await point(page, 12); // W C3
  await point(page, 13); // B D3
  await page.click('#pass'); // W passes
  await point(page, 7); // B C4
  await page.click('#pass');
  assert.equal(await stoneCount(page), 4);
  await point(page, 17); // B C2 takes C3
  await page.locator('#captures', { hasText: 'Black took 1' }).waitFor();
  assert.equal(await stoneCount(page), 4);
  assert.equal(await page.locator('#board-holder svg .board-pieces .stone.white').count(), 0);
  assert.match(page.url(), /moves=B3(%20|\+| )C3/);
  assert.equal(await page.textContent('#score'), 'White 0, Black 4: Black by 4 (stones)');
  // Undo puts the white stone back; the link then holds one move fewer.
  await page.click('#undo');
  assert.equal(await page.locator('#board-holder svg .board-pieces .stone.white').count(), 1);
});

test('an illegal suicide click is refused and explained; the point is dimmed with the reason', async () => {
  const page = await open('board=grid:5x5&moves=A2 pass B1');
  assert.equal(await page.textContent('#to-move'), 'White');
  await page.locator('#board-holder svg .vx.dim[data-id="20"] title', { hasText: 'suicide' }).waitFor({ state: 'attached' });
  await point(page, 20); // A1
  assert.match(await page.textContent('#status'), /^A1: suicide/);
  assert.equal(await stoneCount(page), 2);
});

test('rules refused in a link keep their messages by their fields; the board is played under the defaults, which the selects show', async () => {
  // Both once failed with a page error (the first render used the page before it existed).
  const page = await open('board=grid:13x13&ko=foo&scoring=x');
  assert.equal(await page.textContent('#ko-error'), 'the ko rule must be psk, ssk or simple, not `foo`');
  assert.equal(await page.textContent('#scoring-error'), 'scoring must be stones or area, not `x`');
  // The selects show the rules in force, not a blank.
  assert.equal(await page.inputValue('#ko'), 'psk');
  assert.equal(await page.inputValue('#scoring'), 'stones');
  assert.equal(await page.evaluate(() => window.goPage.game.board().names.length), 169);
  assert.doesNotMatch(page.url(), /ko=foo|scoring=x/);
  await point(page, 84); // the centre: play goes on under positional superko
  await page.locator('#board-holder svg .board-pieces .stone').first().waitFor();
  const bad = await web.open('/www/go.html?board=grid:0x0');
  await bad.locator('#board-error', { hasText: '`grid:0x0`: sizes start at 1' }).waitFor();
});

test('a superko move shows the earlier position it would repeat', async () => {
  const page = await open('board=path:3&moves=0 2 1 2');
  await point(page, 0);
  assert.match(await page.textContent('#status'), /superko: it would repeat the position after move 2/);
  await page.locator('#repeat:not([hidden])').waitFor();
  assert.equal(await page.locator('#repeat-holder svg .board-pieces .stone').count(), 2);
  // Under situational superko the same move is legal.
  await page.selectOption('#ko', 'ssk');
  await page.locator('#ko').evaluate(() => new Promise((r) => setTimeout(r, 50)));
  await point(page, 0);
  assert.equal(await page.textContent('#status'), '');
  assert.equal(await stoneCount(page), 2);
});

test('an SGF opened by URL, stepped through, with comments, variations and download', async () => {
  const sgf = await readFile(new URL('../tests/fixtures/go/nine.sgf', import.meta.url), 'utf8');
  const page = await open(`sgf=${encodeURIComponent(sgf)}`);
  // The list holds the whole main line; the marker shows where one is (nowhere at the root).
  const marker = () => page.locator('#moves').evaluate((ol) => [...ol.children].findIndex((li) => li.classList.contains('current')) + 1);
  assert.equal(await page.locator('#moves li').count(), 19);
  assert.equal(await marker(), 0);
  assert.match(await page.textContent('#comment'), /written by hand/);
  await page.click('#redo');
  assert.equal(await page.textContent('#comment'), 'Tengen.');
  for (let i = 0; i < 3; i++) await page.click('#redo');
  assert.equal(await marker(), 4);
  // Node 4 has two continuations: the variation buttons.
  assert.equal(await page.locator('#variations button').count(), 2);
  await page.click('#variations button >> text=B');
  assert.equal(await page.textContent('#comment'), 'A variation: the other side.');
  assert.equal(await marker(), 5);
  await page.click('#last');
  assert.equal(await marker(), 7);
  assert.equal(await page.locator('#moves li').count(), 7);
  await page.click('#first');
  await page.click('#last');
  assert.match(await page.textContent('#to-move'), /game over/);
  assert.equal(await page.textContent('#captures'), 'Black took 1, White took 0');
  assert.match(page.url(), /node=\d+/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sgf-save')]);
  const text = await readFile(await download.path(), 'utf8');
  assert.match(text, /XX\[kept as is\]/);
  assert.match(text, /\(;B\[eg\]C\[A variation: the other side\.\]/);
  // A broken SGF pasted: the error, with its offset, next to the text box.
  await page.fill('#sgf-text', '(;SZ[9];B[ee]');
  await page.click('#sgf-load');
  await page.locator('#sgf-text[aria-invalid="true"]').waitFor();
  assert.match(await page.locator('main').textContent(), /offset 13/);
});

test('a graph drawn by hand, then played on', async () => {
  const page = await open('board=grid:5x5');
  await page.click('#draw');
  await page.click('#editor-clear');
  const ed = page.locator('#graph-editor');
  const box = await ed.boundingBox();
  const at = (x, y) => page.mouse.click(box.x + (box.width * x) / 480, box.y + (box.height * y) / 320);
  await at(100, 160); // vertex 0
  await at(240, 160); // vertex 1
  await at(380, 160); // vertex 2
  await at(100, 160); // pick 0
  await at(240, 160); // join 0–1
  await at(240, 160); // pick 1
  await at(380, 160); // join 1–2
  assert.equal(await page.textContent('#editor-info'), '3 vertices, 2 edges');
  // Delete mode: an extra vertex comes and goes.
  await at(240, 60);
  await page.check('#editor-delete');
  await at(240, 60);
  await page.uncheck('#editor-delete');
  assert.equal(await page.textContent('#editor-info'), '3 vertices, 2 edges');
  await page.click('#editor-use');
  await page.locator('#board-holder svg .edge').nth(1).waitFor({ state: 'attached' });
  assert.equal(await page.locator('#board-holder svg .edge').count(), 2);
  assert.match(decodeURIComponent(page.url()), /board=\{"vertices"/);
  await point(page, 0); // B
  await point(page, 2); // W
  await point(page, 1); // B takes 2
  await page.locator('#captures', { hasText: 'Black took 1' }).waitFor();
  assert.deepEqual(await page.locator('#moves li').allTextContents(), ['B 0', 'W 2', 'B 1']);
});

test('setup stones on a graph board are kept in the URL and restored on reload', async () => {
  const page = await open('board=petersen');
  await page.check('input[name="mode"][value="black"]');
  await point(page, 0);
  await point(page, 5);
  await page.check('input[name="mode"][value="white"]');
  await point(page, 1);
  await page.check('input[name="mode"][value="play"]');
  await point(page, 7); // Black moves; then a setup edit after the move
  await page.check('input[name="mode"][value="empty"]');
  await point(page, 5);
  // The URL reaches the test process a moment after the page writes it.
  await page.waitForURL((u) => /moves=AB\[0\] AB\[5\] AW\[1\] 7 AE\[5\](&|$)/.test(decodeURIComponent(u.search).replace(/\+/g, ' ')));
  const stones = () => page.locator('#board-holder svg .board-pieces').evaluate((g) =>
    [...g.querySelectorAll('.stone')].map((s) => `${s.classList.contains('black') ? 'B' : 'W'}${s.closest('[data-id]')?.getAttribute('data-id') ?? s.getAttribute('data-id')}`).sort());
  const before = await stones();
  assert.equal(before.length, 3);
  assert.equal(await page.textContent('#to-move'), 'White');
  await page.reload();
  await page.locator('#to-move:not(:empty)').waitFor();
  assert.deepEqual(await stones(), before);
  assert.equal(await page.textContent('#to-move'), 'White');
  assert.deepEqual(await page.locator('#moves li').allTextContents(), ['B 7']);
  // Back one step (the setup node), and the erased stone is there again.
  await page.click('#undo');
  assert.equal((await stones()).length, 4);
});

test('the element in a blog page: a game to step through, and the error of a bad record', async () => {
  const page = await web.open('/e2e/fixtures/blog.html');
  const el = page.locator('asobiba-go').first();
  await el.locator('.note').waitFor();
  assert.match(await el.locator('.note').textContent(), /^move 4 \(W G3\)/);
  assert.equal(await el.locator('svg .board-pieces .stone').count(), 4);
  await el.getByRole('button', { name: 'first' }).click();
  assert.equal(await el.locator('svg .board-pieces .stone').count(), 0);
  assert.equal(await el.locator('.comment').textContent(), 'Start.');
  await el.getByRole('button', { name: 'next' }).click();
  assert.equal(await el.locator('.comment').textContent(), 'Tengen.');
  const bad = page.locator('#bad-go .error');
  await bad.waitFor();
  assert.match(await bad.textContent(), /offset 8: B\[zz\] is not a point of the 9×9 board/);
});

test('ownership overlay, coordinates on every side and a corner view, on the page and in the element', async () => {
  // Black's wall down column C owns A–B; White's E1 makes D–E shared, so nobody's.
  const page = await open('board=grid:5x5&moves=C1 E1 C2 pass C3 pass C4 pass C5');
  const heat = (cls) => page.locator(`#board-holder svg .board-heat .heat${cls}`).count();
  assert.equal(await heat(''), 0, 'no overlay until asked');
  await page.check('#ownership');
  await page.waitForFunction(() => document.querySelectorAll('#board-holder svg .board-heat .heat.pos').length === 10);
  assert.equal(await heat('.neg'), 0);
  assert.match(page.url(), /own=1/);
  const coords = () => page.locator('#board-holder svg .board-coords text').allTextContents();
  assert.equal((await coords()).length, 10, 'columns above, rows on the left');
  await page.check('#all-sides');
  await page.waitForFunction(() => document.querySelectorAll('#board-holder svg .board-coords text').length === 20);
  // A corner: only its columns and rows are labelled, and the drawing is cropped to it.
  const wide = await page.locator('#board-holder svg').getAttribute('viewBox');
  await page.fill('#view', 'A1:B2');
  await page.press('#view', 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('#board-holder svg .board-coords text').length === 8);
  assert.deepEqual((await coords()).sort(), ['1', '1', '2', '2', 'A', 'A', 'B', 'B']);
  const narrow = await page.locator('#board-holder svg').getAttribute('viewBox');
  assert.ok(Number(narrow.split(' ')[2]) < Number(wide.split(' ')[2]) * 0.6, `${narrow} vs ${wide}`);
  assert.match(page.url(), /view=A1(:|%3A)B2/);
  // A point that is not on the board is refused next to the input, and stays out of the link.
  await page.fill('#view', 'A1:Z9');
  await page.press('#view', 'Enter');
  await page.locator('#view-error', { hasText: 'Z9 is not a point of this board' }).waitFor();
  assert.match(page.url(), /view=A1(:|%3A)B2/);

  const blog = await web.open('/e2e/fixtures/blog.html');
  await blog.evaluate(() => {
    const add = (attrs) => {
      const el = document.createElement('asobiba-go');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
    };
    add({ id: 'corner', board: 'grid:9x9', moves: 'C7 G3', coordinates: 'all', view: 'A9:E5', ownership: '' });
    add({ id: 'bad-view', board: 'grid:9x9', view: 'A9:Q5' });
  });
  const corner = blog.locator('#corner');
  await corner.locator('svg .board-pieces .stone').first().waitFor();
  assert.equal(await corner.locator('svg .board-coords text').count(), 20);
  await blog.locator('#bad-view p.error', { hasText: 'Q5 is not a point of this board' }).waitFor();
});
