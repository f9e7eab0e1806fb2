// The forms page driven like a person: drag points, read the verdict, use the buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();
const verdict = (page) => page.locator('#verdict');
/** Waits until the curves in the picture (drawn in slices after the verdict) are finished. */
const curvesDrawn = (scope, picture = '#picture', timeout = 30_000) =>
  scope.locator(`${picture}:not([data-drawing])`).waitFor({ state: 'attached', timeout });

/** Centre of point i's dot in page coordinates. */
async function dotCentre(page, i) {
  const box = await page.locator(`#picture .pt[data-index="${i}"] .dot`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('dragging a point off a line until the five points determine a conic', async () => {
  // Four of the five points on the x-axis: a pencil of conics (line · line) passes.
  const page = await web.open('/www/forms.html?n=3&d=2&points=0 0 1;1 0 1;2 0 1;3 0 1;1 2 1');
  await verdict(page).filter({ hasText: '2-dimensional' }).waitFor();
  assert.equal(await page.locator('#kernel li').count(), 2);
  const start = await dotCentre(page, 3);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  let y = start.y;
  let found = false;
  for (let step = 0; step < 40 && !found; step++) {
    y -= 3;
    await page.mouse.move(start.x, y);
    // The analysis runs in a worker: let it catch up with the pointer.
    await page.locator('#result:not([aria-busy])').waitFor();
    found = /exactly one conic/.test(await verdict(page).textContent());
  }
  await page.mouse.up();
  assert.ok(found, 'the verdict changed while dragging');
  assert.equal(await page.locator('#kernel li').count(), 1);
  const moved = (await page.inputValue('#points')).split('\n')[3].split(' ');
  assert.notEqual(moved[1], '0', 'point 4 left the x-axis');
  // The conic is drawn through the points.
  await curvesDrawn(page);
  const d = await page.locator('#picture path.curve-0').getAttribute('d');
  assert.ok(d.length > 100, 'a drawn curve');
  // The state is in the URL (written a moment after the last move).
  await page.waitForURL((u) => new RegExp(`3 ${moved[1]} 1`).test(decodeURIComponent(u.href).replace(/\+/g, ' ')));
});

test('the 3×3 grid: a pencil of cubics and the Hilbert function 1, 3, 6, 8, 9, 9', async () => {
  const page = await web.open('/www/forms.html', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.selectOption('#preset', 'grid');
  await verdict(page).filter({ hasText: '2-dimensional' }).waitFor();
  assert.deepEqual(await page.locator('#kernel li').allTextContents(), ['x^3 - x*z^2', 'y^3 - y*z^2']);
  const bars = await page.locator('#hilbert rect.bar').evaluateAll((rs) => rs.map((r) => Number(r.dataset.h)));
  assert.deepEqual(bars, [1, 3, 6, 8, 9, 9]);
  assert.equal(await page.textContent('#hilbert-values'), 'h = (1, 3, 6, 8, 9, 9)');
  // Cayley–Bacharach: one point is forced by the other eight.
  assert.equal(await page.locator('#picture .pt.redundant').count(), 1);
  await curvesDrawn(page);
  assert.equal(await page.locator('#picture path.curve-1').count(), 1);
});

test('complete to a determining set, then a construction', async () => {
  const page = await web.open('/www/forms.html?n=3&d=2&points=0 0 1;1 0 1;2 0 1;3 0 1;1 2 1');
  await verdict(page).filter({ hasText: '2-dimensional' }).waitFor();
  await page.click('#complete');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
  assert.equal(await page.locator('#picture .pt.added').count(), 2);
  assert.match(await page.textContent('#explain'), /Added 2 points/);
  await page.fill('#d', '4');
  await page.click('#construct');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
  assert.equal(await page.locator('#picture .pt').count(), 15);
  assert.match(await page.textContent('#explain'), /principal lattice/);
});

test('points at infinity: dragging past the circle', async () => {
  const page = await web.open('/www/forms.html?n=3&d=1&points=0 0 1;1 0 1');
  await verdict(page).filter({ hasText: 'exactly one line' }).waitFor();
  const box = await page.locator('#picture').boundingBox();
  const start = await dotCentre(page, 1);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Straight up, beyond the disk, near the top of the ring.
  await page.mouse.move(box.x + box.width / 2, box.y + 22, { steps: 8 });
  await page.mouse.up();
  assert.equal((await page.inputValue('#points')).split('\n')[1], '0 1 0');
  assert.equal(await page.locator('#picture .pt.at-infinity').count(), 1);
  await verdict(page).filter({ hasText: 'exactly one line' }).waitFor();
  assert.deepEqual(await page.locator('#kernel li').allTextContents(), ['x']);
  // The line x = 0 meets the line at infinity at (0:1:0): marked at the top and bottom.
  await curvesDrawn(page);
  const ends = await page.locator('#picture circle.curve-end').evaluateAll((cs) => cs.map((c) => Math.round(Number(c.getAttribute('cx')))));
  assert.deepEqual(ends, [220, 220]);
});

test('bad input gets a message next to the points and the page keeps working', async () => {
  const page = await web.open('/www/forms.html', { waitFor: '#verdict:not(:has-text("…"))' });
  const cases = [
    ['1 2 x', /point 1, coordinate 3/],
    ['1 2 3\n4 5', /point 2 has 2 coordinates, expected 3/],
    ['0 0 0', /zero vector/],
    ['1/0 1 1', /zero denominator/],
  ];
  for (const [input, message] of cases) {
    await page.fill('#points', input);
    await page.locator('#points-error').filter({ hasText: message }).waitFor();
    assert.equal(await page.getAttribute('#points', 'aria-invalid'), 'true');
  }
  await page.fill('#d', '41');
  await page.locator('#d-error').filter({ hasText: /0 to 40/ }).waitFor();
  await page.fill('#d', '2');
  await page.fill('#points', '1 0 0\n0 1 0\n0 0 1\n1 1 1\n1 2 3\n3 1 7');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
  assert.equal(await page.getAttribute('#points', 'aria-invalid'), null);
});

test('n = 4, d = 12: 455 random points in the worker', async () => {
  const page = await web.open('/www/forms.html', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.selectOption('#preset', 'big');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor({ timeout: 60_000 });
  assert.equal(await page.textContent('#rank'), '455');
  assert.equal(await page.textContent('#dim'), '455');
});

test('n = 2: binary forms on the projective line', async () => {
  const page = await web.open('/www/forms.html', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.selectOption('#preset', 'binary');
  await verdict(page).filter({ hasText: 'exactly one' }).waitFor();
  assert.deepEqual(await page.locator('#kernel li').allTextContents(), ['x^3*y - x*y^3']);
  await curvesDrawn(page);
  assert.equal(await page.locator('#picture line.curve').count(), 4);
});

test('<asobiba-forms> in a blog post, editable, with errors shown inside', async () => {
  const page = await web.open('/e2e/fixtures/forms-blog.html');
  const el = page.locator('asobiba-forms').first();
  await el.locator('.verdict').waitFor();
  assert.match(await el.locator('.verdict').textContent(), /Not determined: rank 5 of 6/);
  assert.equal(await el.locator('ol li').count(), 1);
  await curvesDrawn(el, 'svg.forms-picture');
  assert.equal(await el.locator('svg path.curve-0').isVisible(), true);
  // editable: dragging a point changes the conic through the points.
  const before = await el.locator('ol li').textContent();
  const dot = await el.locator('.pt[data-index="0"] .dot').boundingBox();
  await page.mouse.move(dot.x + dot.width / 2, dot.y + dot.height / 2);
  await page.mouse.down();
  await page.mouse.move(dot.x + dot.width / 2, dot.y - 40, { steps: 6 });
  await page.mouse.up();
  await page.waitForFunction((b) => {
    const li = document.querySelector('asobiba-forms').shadowRoot.querySelector('ol li');
    return li && li.textContent !== b;
  }, before);
  const bad = page.locator('asobiba-forms').nth(1);
  await bad.locator('.error').waitFor();
  assert.match(await bad.locator('.error').textContent(), /point 2 has 2 coordinates/);
});

test('a construction on a basis of your own, and a dependent basis refused', async () => {
  const page = await web.open('/www/forms.html?n=3&d=3&points=', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.fill('#basis', '1 0 1; 0 1 1; 1 1 2');
  await page.click('#construct');
  await page.locator('#basis-error').filter({ hasText: 'dependent' }).waitFor();
  await page.fill('#basis', '2 0 1; 0 1 1; -1 -1 1');
  await page.click('#construct');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
  assert.equal(await page.locator('#picture .pt').count(), 10);
  assert.equal(await page.getAttribute('#basis', 'aria-invalid'), null);
});

test('a large job shows progress and can be cancelled', async () => {
  const page = await web.open('/www/forms.html?n=4&d=20&points=1 0 0 0', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.click('#random'); // 1771 points, 1771 monomials: seconds of work
  await page.locator('.progress-label').filter({ hasText: /rows mod p|primes|degrees/ }).waitFor({ timeout: 30_000 });
  await page.click('.progress button');
  await verdict(page).filter({ hasText: /cancelled/ }).waitFor();
  assert.equal(await page.locator('.progress').isHidden(), true);
  // Still usable afterwards.
  await page.fill('#d', '1');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
});

test('keyboard: arrows move a focused point, Delete removes it', async () => {
  const page = await web.open('/www/forms.html?n=3&d=1&points=0 0 1;1 0 1;2 0 1');
  await verdict(page).filter({ hasText: 'exactly one line' }).waitFor();
  await page.focus('#picture .pt[data-index="2"]');
  await page.keyboard.press('ArrowUp');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
  assert.notEqual((await page.inputValue('#points')).split('\n')[2], '2 0 1');
  // Focus stays on the point after the redraw, so Delete acts on it.
  await page.keyboard.press('Delete');
  await verdict(page).filter({ hasText: 'exactly one line' }).waitFor();
  assert.equal(await page.locator('#picture .pt').count(), 2);
});

test('a large construction moves to the worker instead of freezing the page', async () => {
  const page = await web.open('/www/forms.html?n=4&d=16&points=1 0 0 0', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.click('#construct');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor({ timeout: 120_000 });
  assert.equal(await page.textContent('#dim'), '969');
  assert.equal(await page.textContent('#rank'), '969');
  assert.match(await page.textContent('#explain'), /principal lattice/);
});

// Issue 10: what a newcomer tripped over.

const pointsIn = async (page) => (await page.inputValue('#points')).split('\n').filter(Boolean);

test('clicking, double-clicking and shift-clicking a point never adds copies', async () => {
  const page = await web.open('/www/forms.html?n=3&d=2&points=-2 0 1;2 0 1;0 1 1;1 -1 1;-1 -1/2 1;3 3 1');
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
  // A click selects the point: still six points, and the keyboard now acts on it. The press
  // does not capture the pointer, so the click belongs to the point, not the drawing.
  await page.evaluate(() => {
    window.__clicked = [];
    document.querySelector('#picture').addEventListener('click', (e) => window.__clicked.push(e.target.closest('.pt')?.dataset.index ?? 'drawing'));
  });
  const second = await dotCentre(page, 1);
  await page.mouse.click(second.x, second.y);
  assert.deepEqual(await page.evaluate(() => window.__clicked), ['1']);
  await page.waitForTimeout(100);
  assert.deepEqual(await pointsIn(page), ['-2 0 1', '2 0 1', '0 1 1', '1 -1 1', '-1 -1/2 1', '3 3 1']);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.index), '1');
  // A double click removes it, and only it.
  await page.mouse.dblclick(second.x, second.y);
  await verdict(page).filter({ hasText: 'exactly one conic' }).waitFor();
  assert.deepEqual(await pointsIn(page), ['-2 0 1', '0 1 1', '1 -1 1', '-1 -1/2 1', '3 3 1']);
  // Shift-click removes too.
  const first = await dotCentre(page, 0);
  await page.keyboard.down('Shift');
  await page.mouse.click(first.x, first.y);
  await page.keyboard.up('Shift');
  await verdict(page).filter({ hasText: '2-dimensional' }).waitFor();
  assert.deepEqual(await pointsIn(page), ['0 1 1', '1 -1 1', '-1 -1/2 1', '3 3 1']);
  assert.equal(await page.locator('#picture .pt').count(), 4);
});

test('the first click after a drag adds a point', async () => {
  const page = await web.open('/www/forms.html?n=3&d=1&points=0 0 1;1 0 1');
  await verdict(page).filter({ hasText: 'exactly one line' }).waitFor();
  const start = await dotCentre(page, 1);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 60, { steps: 6 });
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('#points').value.split('\n')[1] !== '1 0 1');
  const box = await page.locator('#picture').boundingBox();
  // One click on empty space, left of the centre.
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.7);
  await page.waitForFunction(() => document.querySelector('#points').value.split('\n').length === 3);
  assert.equal(await page.locator('#picture .pt').count(), 3);
  await verdict(page).filter({ hasText: /^Determined/ }).waitFor();
});

/** Starts a timer on the page that notes the longest gap between its ticks: a frozen
 * main thread shows as a gap of seconds. */
async function watchMainThread(page) {
  await page.evaluate(() => {
    window.__gap = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      window.__gap = Math.max(window.__gap, now - last);
      last = now;
    }, 20);
  });
  return () => page.evaluate(() => window.__gap);
}

// Generous bound: the point is that the tab stays responsive (it froze for 10-20 s), not a
// timing; benches/forms-responsive.mjs measures the figures.
const FROZEN_MS = 2500;

test('30 points at d = 7 typed into the box never freeze the page', async () => {
  const page = await web.open('/www/forms.html?n=3&d=7', { waitFor: '#verdict:not(:has-text("…"))' });
  const rows = [];
  for (let i = 0; i < 30; i++) rows.push(`${(i * 7) % 21 - 10} ${(i * 11) % 19 - 9} ${(i % 9) + 1}`);
  const gap = await watchMainThread(page);
  await page.fill('#points', rows.join('\n'));
  await verdict(page).filter({ hasText: '6-dimensional' }).waitFor({ timeout: 60_000 });
  await curvesDrawn(page, '#picture', 60_000);
  assert.equal(await page.locator('#picture path.curve').count(), 4);
  assert.ok((await gap()) < FROZEN_MS, `the main thread was blocked for ${await gap()} ms`);
  // While the answer was computed, the page kept answering: a click on the n menu works.
  assert.equal(await page.textContent('#hilbert-values'), `h = (${[1, 3, 6, 10, 15, 21, 28, 30, 30, 30].join(', ')})`);
});

test('10 KB of garbage is refused before anything is drawn or computed', async () => {
  const page = await web.open('/www/forms.html?n=3&d=3&points=-1 -1 1;-1 0 1;-1 1 1;0 -1 1;0 0 1;0 1 1;1 -1 1;1 0 1;1 1 1');
  await page.locator('#hilbert rect.bar').first().waitFor();
  const before = page.url();
  let junk = '';
  for (let i = 0; junk.length < 10_240; i++) junk += 'x#(;7/0,ab\n .é'[(i * 7919) % 14];
  const gap = await watchMainThread(page);
  // Pasted, as a person would (one input event; typing it in takes the browser itself seconds).
  await page.evaluate((t) => navigator.clipboard.writeText(t), junk);
  await page.focus('#points');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  assert.equal((await page.inputValue('#points')).length, junk.length);
  await page.locator('#points-error').filter({ hasText: /point|coordinate|number/ }).waitFor();
  assert.equal(await page.getAttribute('#points', 'aria-invalid'), 'true');
  assert.match(await verdict(page).textContent(), /^No verdict/);
  // Nothing stale or broken stays on screen.
  assert.equal(await page.locator('#hilbert rect.bar').count(), 0);
  assert.equal(await page.textContent('#hilbert-values'), '');
  assert.equal(await page.locator('#picture path.curve').count(), 0);
  assert.equal(await page.locator('#picture .pt').count(), 0);
  const ticks = await page.locator('#picture text.forms-tick').allTextContents();
  assert.ok(ticks.every((t) => !/NaN/.test(t)), ticks.join(' | '));
  assert.ok((await gap()) < FROZEN_MS, `the main thread was blocked for ${await gap()} ms`);
  // The link keeps the last valid state, not the garbage.
  await page.waitForTimeout(400);
  assert.equal(page.url(), before);
});

test('the verdict says one thing', async () => {
  const page = await web.open('/www/forms.html?n=3&d=2&points=-2 0 1;2 0 1;0 1 1;1 -1 1;-1 -1/2 1');
  await verdict(page).filter({ hasText: 'exactly one conic' }).waitFor();
  const text = await verdict(page).textContent();
  // "Not determined … so they determine that form" contradicted itself.
  assert.equal(text.match(/determine/g).length, 1, text);
  assert.match(text, /^Not determined: exactly one conic passes through all the points/);
  await page.fill('#points', '-2 0 1\n2 0 1\n0 1 1');
  await verdict(page).filter({ hasText: '3-dimensional' }).waitFor();
  const three = await verdict(page).textContent();
  assert.equal(three.match(/determine/g).length, 1, three);
  assert.match(three, /At least 3 more points are needed\.$/);
});

test('on a 390 px phone the page is not wider than the screen', async () => {
  const page = await web.open('/www/forms.html', { waitFor: '#verdict:not(:has-text("…"))' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `page ${scroll} px wide on a ${client} px screen`);
  const preset = await page.locator('#preset').boundingBox();
  assert.ok(preset.x + preset.width <= client, 'the examples menu fits');
});

test('an n out of range in a link keeps its message by the select, and the page works in the default n', async () => {
  // It once took n = 8 and then refused the default points for having 3 coordinates.
  const page = await web.open('/www/forms.html?n=9');
  await page.locator('#n-error', { hasText: 'n must be a whole number from 2 to 8, not `9`' }).waitFor();
  await page.locator('#result:not([aria-busy])').waitFor();
  assert.equal(await page.inputValue('#n'), '3');
  assert.match(await verdict(page).textContent(), /conic/);
  assert.doesNotMatch(page.url(), /n=9/);
});
