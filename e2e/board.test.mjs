// The board layer itself, on a fixture page with three boards: clicks, drags with a ghost,
// paint strokes that skip no square, the keyboard cursor, every overlay layer, set() and
// toSvg(). The pages built on it (polyomino, Godomachi, Go, shogi) test their own meaning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();

async function openFixture() {
  const page = await web.open('/e2e/fixtures/board.html');
  await page.waitForSelector('body[data-ready]');
  return page;
}
const log = async (page) => (await page.textContent('#log')).trim().split('\n').filter(Boolean);
const centre = async (locator) => {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};
const sq = (page, board, id) => page.locator(`#${board} .board-base [data-id="${id}"]`);

test('a click selects the point under the pointer; the pinned piece is clicked, not dragged', async () => {
  const page = await openFixture();
  await sq(page, 'drag', 10).click();
  await sq(page, 'drag', 5).click();
  assert.deepEqual(await log(page), ['select 10', 'select 5']);
  // A press that wanders off its point is no click.
  const a = await centre(sq(page, 'drag', 9));
  const b = await centre(sq(page, 'drag', 14));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await log(page), ['select 10', 'select 5']);
});

test('dragging a piece shows a ghost and a drop target, and reports the move', async () => {
  const page = await openFixture();
  const from = await centre(sq(page, 'drag', 0));
  const to = await centre(sq(page, 'drag', 10));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  // Mid-drag: the piece under the pointer is a copy; the original is faded; the target outlined.
  assert.equal(await page.locator('#drag .board-drag .piece-g').count(), 1);
  assert.equal(await page.locator('#drag .board-drag .hl.drop').count(), 1);
  assert.equal(await page.locator('#drag .board-pieces .dragging').count(), 1);
  await page.mouse.up();
  assert.deepEqual(await log(page), ['move 0 10']);
  assert.equal(await page.locator('#drag .board-drag *').count(), 0);
  assert.equal(await page.locator('#drag .board-pieces [data-id="10"]').textContent(), 'K');
  assert.equal(await page.locator('#drag .board-pieces [data-id="0"]').count(), 0);
  assert.equal(await page.locator('#drag .board-highlights .hl.last').count(), 2);
  // The host said the queen may not be dragged: dragging it moves nothing.
  const q = await centre(sq(page, 'drag', 5));
  const t = await centre(sq(page, 'drag', 6));
  await page.mouse.move(q.x, q.y);
  await page.mouse.down();
  await page.mouse.move(t.x, t.y, { steps: 5 });
  await page.mouse.up();
  assert.deepEqual(await log(page), ['move 0 10']);
  assert.equal(await page.locator('#drag .board-pieces [data-id="5"]').textContent(), 'Q');
});

test('a paint stroke reports every square it crosses, even when the pointer jumps', async () => {
  const page = await openFixture();
  const a = await centre(sq(page, 'paint', 0));
  const b = await centre(sq(page, 'paint', 5));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 1 }); // one jump across the whole row
  await page.mouse.up();
  assert.deepEqual(await log(page), ['paint start 0', 'paint move 1,2,3,4,5', 'paint end']);
  assert.deepEqual(await page.locator('#paint rect.cell').evaluateAll((rs) => rs.map((r) => r.dataset.id)), ['0', '1', '2', '3', '4', '5']);
  // A diagonal stroke from a filled square erases along the line: (2,0) → (4,2).
  const c = await centre(sq(page, 'paint', 2));
  const d = await centre(sq(page, 'paint', 16));
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(d.x, d.y, { steps: 1 });
  await page.mouse.up();
  assert.deepEqual(await page.locator('#paint rect.cell').evaluateAll((rs) => rs.map((r) => r.dataset.id)), ['0', '1', '3', '4', '5']);
  assert.match((await log(page)).at(-2), /^paint move 9,16$/);
});

test('the keyboard moves a focus cursor and Space or Enter selects; the cursor is announced', async () => {
  const page = await openFixture();
  await page.focus('#paint');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('#paint-holder .board-status').textContent(), 'row 2, column 2: empty');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.deepEqual(await log(page), ['focus 1', 'focus 7', 'select 7 key', 'focus 8', 'select 8 key']);
  assert.deepEqual(await page.locator('#paint rect.cell').evaluateAll((rs) => rs.map((r) => r.dataset.id)), ['7', '8']);
  assert.equal(await page.locator('#paint.kbd .focus-ring').isVisible(), true);
  // The cursor stops at the board's edge.
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.paintBoard.state.focus), 11);
  // The focus ring is not the error colour.
  const colours = await page.evaluate(() => {
    const ring = getComputedStyle(document.querySelector('#paint .focus-ring')).stroke;
    const probe = document.createElement('p');
    probe.className = 'error';
    document.body.append(probe);
    return [ring, getComputedStyle(probe).color];
  });
  assert.notEqual(colours[0], colours[1]);
});

test('a graph board draws edges, stars, stones, ghosts, heat, marks, arrows, dimmed points and coordinates', async () => {
  const page = await openFixture();
  const g = page.locator('#graph');
  assert.equal(await g.locator('.edge').count(), 13);
  assert.equal(await g.locator('.star').count(), 1);
  assert.equal(await g.locator('.board-pieces .stone').count(), 2);
  assert.equal(await g.locator('.board-ghosts .ghost.black').count(), 1);
  assert.equal(await g.locator('.heat.pos').count(), 1);
  assert.equal(Number(await g.locator('.heat.pos').getAttribute('fill-opacity')), 0.9 * 0.75);
  assert.equal(await g.locator('.heat.neg').count(), 1);
  assert.equal(await g.locator('.heat-text').textContent(), '−2');
  assert.equal(await g.locator('.mark.triangle').count(), 1);
  assert.equal(await g.locator('.mark-text').textContent(), 'A');
  assert.equal(await g.locator('.arrow').count(), 1);
  assert.match(await g.locator('.arrow').getAttribute('marker-end'), /^url\(#board-\d+-head\)$/);
  assert.equal(await g.locator('.hl.last').count(), 1);
  assert.deepEqual(await g.locator('.coord').allTextContents(), ['A', 'B', 'C', '3', '2', '1']);
  assert.equal(await g.locator('.board-base [data-id="5"]').getAttribute('class'), 'vx dim');
  assert.equal(await g.locator('.board-base [data-id="5"] title').textContent(), 'suicide is not allowed');
  // Vertices are hit by proximity: a click near the centre vertex selects it.
  const c = await centre(g.locator('.board-base [data-id="4"]'));
  await page.mouse.click(c.x + 4, c.y - 3);
  assert.ok((await log(page)).includes('select 4'));
  // The keyboard walks the graph from the clicked vertex: left of 4 is 3, above 3 is 0.
  await page.focus('#graph');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => window.graphBoard.state.focus), 3);
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => window.graphBoard.state.focus), 0);
});

test('set() replaces layers and geometry; toSvg() gives a clean copy', async () => {
  const page = await openFixture();
  await page.evaluate(() => window.graphBoard.set({ arrows: [], heat: null, marks: { 4: 'cross' } }));
  const g = page.locator('#graph');
  assert.equal(await g.locator('.arrow').count(), 0);
  assert.equal(await g.locator('.heat').count(), 0);
  assert.equal(await g.locator('.mark.cross').count(), 1);
  // Unchanged pieces keep their elements across set().
  const kept = await page.evaluate(() => {
    const before = document.querySelector('#graph .board-pieces [data-id="0"]');
    window.graphBoard.set({ pieces: { 0: 'black', 8: 'white', 1: 'white' } });
    return before === document.querySelector('#graph .board-pieces [data-id="0"]');
  });
  assert.equal(kept, true);
  assert.equal(await g.locator('.board-pieces .stone').count(), 3);
  const copy = await page.evaluate(() => {
    const svg = window.graphBoard.toSvg();
    return { ring: svg.querySelectorAll('.focus-ring').length, role: svg.getAttribute('role'), tab: svg.getAttribute('tabindex'), stones: svg.querySelectorAll('.board-pieces .stone').length, width: svg.getAttribute('width') };
  });
  assert.deepEqual(copy, { ring: 0, role: 'img', tab: null, stones: 3, width: copy.width });
  assert.ok(Number(copy.width) > 0);
  // A new geometry rebuilds the board: 8 × 2 squares.
  await page.evaluate(() => window.paintBoard.set({ geometry: { kind: 'squares', width: 8, height: 2 }, paint: { 15: 'cell' } }));
  assert.equal(await page.locator('#paint .sq').count(), 16);
  assert.equal(await page.locator('#paint rect.cell').getAttribute('data-x'), '7');
});

test('a tap paints on a touch screen and a finger drag paints a row', async () => {
  const first = await openFixture();
  const context = await first.context().browser().newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${web.url}/e2e/fixtures/board.html`);
    await page.waitForSelector('body[data-ready]');
    const p = await centre(sq(page, 'paint', 7));
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForFunction(() => document.querySelectorAll('#paint rect.cell').length === 1);
    const cdp = await context.newCDPSession(page);
    const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
    const from = await centre(sq(page, 'paint', 12));
    const to = await centre(sq(page, 'paint', 15));
    await touch('touchStart', from);
    for (let i = 1; i <= 4; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 4, y: from.y });
    await touch('touchEnd');
    await page.waitForFunction(() => document.querySelectorAll('#paint rect.cell').length === 5);
    assert.equal(await page.evaluate(() => window.scrollX), 0);
  } finally {
    await context.close();
  }
});

test('the keyboard carries a piece: Space lifts it, arrows move, Space puts it down; Escape puts it back', async () => {
  const page = await openFixture();
  await page.focus('#drag');
  await page.keyboard.press('Space'); // the cursor starts on point 0: the king
  assert.equal(await page.locator('#drag .hl.lifted').count(), 1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  // The fade lasts 0.22 s, less than a loaded machine may take between two checks: the
  // pieces that enter the fading layer are recorded as they come.
  await page.evaluate(() => {
    const faded = (window.faded = []);
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => faded.push(n.dataset?.id))))
      .observe(document.querySelector('#drag .board-fading'), { childList: true });
  });
  await page.keyboard.press('Enter');
  assert.deepEqual(await log(page), ['select 0', 'move 0 6']);
  assert.equal(await page.locator('#drag .hl.lifted').count(), 0);
  assert.equal(await page.locator('#drag .board-pieces [data-id="6"]').textContent(), 'K');
  // The piece that left fades out, then is gone.
  assert.deepEqual(await page.evaluate(() => window.faded), ['0']);
  await page.waitForFunction(() => document.querySelectorAll('#drag .board-fading *').length === 0);
  // Escape puts a lifted piece back; the pinned queen is selected, never lifted.
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  assert.deepEqual(await log(page), ['select 0', 'move 0 6', 'select 6', 'select 5']);
  assert.equal(await page.locator('#drag .hl.lifted').count(), 0);
});
