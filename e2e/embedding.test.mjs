// Elements in someone else's page: each instance owns its worker jobs, a blog's CSS cannot
// reach in (inherited properties are reset at the host), and elements are laid out as blocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();

test('several Godomachi elements on one page each finish their own solve', async () => {
  const page = await web.open('/e2e/fixtures/hostile.html');
  // Playable ones show the verdict for the reader; the plain one its own line.
  await page.locator('#g1 .godo-verdict strong').waitFor({ timeout: 60_000 });
  await page.locator('#g2 .godo-verdict strong').waitFor({ timeout: 60_000 });
  await page.locator('#g3 .verdict', { hasText: 'wins' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.textContent('#g1 .godo-verdict'), 'Player 1 (you) wins in 3 moves with best play.');
  assert.match(await page.textContent('#g2 .godo-verdict'), /wins in \d+ moves? with best play\./);
  // X against N: the second player wins in 2 (the spec's pentomino pairs).
  assert.match(await page.textContent('#g3 .verdict'), /The second player wins in 2/);
  for (const id of ['#g1', '#g2', '#g3']) assert.doesNotMatch(await page.textContent(id), /stopped|replaced/i, id);
});

test("a blog's '* { font-size: 30px; color: red }' does not reach inside the elements", async () => {
  const page = await web.open('/e2e/fixtures/hostile.html');
  await page.locator('#poly .muted').first().waitFor();
  await page.locator('#g3 .verdict', { hasText: 'wins' }).waitFor({ timeout: 60_000 });
  const styles = await page.evaluate(() => {
    const probe = (el) => {
      const s = getComputedStyle(el);
      return { color: s.color, size: parseFloat(s.fontSize), transform: s.textTransform, spacing: s.letterSpacing, style: s.fontStyle, align: s.textAlign };
    };
    return {
      facts: probe(document.querySelector('#poly').shadowRoot.querySelector('.muted')),
      verdict: probe(document.querySelector('#g3').shadowRoot.querySelector('.verdict')),
      status: probe(document.querySelector('#g1').shadowRoot.querySelector('.godo-status')),
      // rem is the blog's root size: the elements must not size text by it.
      check: probe(document.querySelector('#g1').shadowRoot.querySelector('.godo-check')),
      name: probe(document.querySelector('#g1').shadowRoot.querySelector('.godo-board .name')),
    };
  });
  for (const [name, s] of Object.entries(styles)) {
    assert.notEqual(s.color, 'rgb(255, 0, 0)', name);
    assert.ok(s.size <= 16, `${name}: font-size ${s.size}px`);
    assert.equal(s.transform, 'none', name);
    assert.equal(s.spacing, 'normal', name);
    assert.equal(s.style, 'normal', name);
    assert.notEqual(s.align, 'right', name);
  }
});

test('elements are blocks of a sensible width, one under the other', async () => {
  const page = await web.open('/e2e/fixtures/hostile.html');
  await page.locator('#g3 .verdict', { hasText: 'wins' }).waitFor({ timeout: 60_000 });
  const boxes = await page.evaluate(() => ['#poly', '#g1', '#g2', '#g3'].map((id) => {
    const el = document.querySelector(id);
    const r = el.getBoundingClientRect();
    return { id, display: getComputedStyle(el).display, left: r.left, top: r.top, bottom: r.bottom, width: r.width };
  }));
  for (const [i, b] of boxes.entries()) {
    assert.equal(b.display, 'block', b.id);
    assert.ok(b.width >= 320 && b.width <= 1200, `${b.id}: ${b.width}px wide`);
    if (i > 0) assert.ok(b.top >= boxes[i - 1].bottom, `${b.id} sits below ${boxes[i - 1].id}`);
    assert.equal(b.left, boxes[0].left, `${b.id} is aligned with the others`);
  }
  // On a phone they fit the column.
  await page.setViewportSize({ width: 390, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
});
