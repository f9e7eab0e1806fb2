// The polyomino workbench driven like a person: drawing with the mouse and the keyboard,
// typing notation, reading results; bad input, URL state, the gallery, the share bar.
// Expected cut counts come from a brute force over all subsets written here, independent of
// the Rust core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();
const PAGE = '/www/polyomino.html';

/** Cells of a notation, as [x, y]. */
function cellsOf(notation) {
  return notation.split('/').flatMap((row, y) => [...row].flatMap((ch, x) => (ch === '#' ? [[x, y]] : [])));
}

/** Unordered splits into two connected non-empty parts, by trying every subset. */
function bruteForceBipartitions(notation) {
  const cells = cellsOf(notation);
  const n = cells.length;
  const index = new Map(cells.map(([x, y], i) => [`${x},${y}`, i]));
  const neighbours = cells.map(([x, y]) =>
    [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]].map(([a, b]) => index.get(`${a},${b}`)).filter((j) => j !== undefined),
  );
  const connected = (mask) => {
    const start = Math.log2(mask & -mask);
    let seen = 1 << start;
    const stack = [start];
    while (stack.length) {
      for (const j of neighbours[stack.pop()]) {
        if (mask & (1 << j) && !(seen & (1 << j))) {
          seen |= 1 << j;
          stack.push(j);
        }
      }
    }
    return seen === mask;
  };
  const full = (1 << n) - 1;
  let count = 0;
  // Masks holding cell 0 count each unordered pair once.
  for (let mask = 1; mask < full; mask += 2) if (connected(mask) && connected(full ^ mask)) count++;
  return count;
}

const square = (page, x, y) => page.locator(`#grid rect[data-x="${x}"][data-y="${y}"]`);

function openPage(query = '') {
  return web.open(`${PAGE}${query}`);
}

/** Waits until the page shows the analysis of `notation`; returns the bipartition count. */
async function resultFor(page, notation) {
  await page.waitForFunction(
    (v) => {
      const main = document.querySelector('main');
      return document.getElementById('shape').value === v && main.dataset.state === 'ok' && main.dataset.shape === v;
    },
    notation,
  );
  return Number((await page.textContent('#bipartitions')).replace(/,/g, ''));
}

async function clickCells(page, cells) {
  for (const [x, y] of cells) await square(page, x, y).click();
}

async function drag(page, from, to) {
  const a = await square(page, ...from).boundingBox();
  const b = await square(page, ...to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('brute force oracle agrees with the known counts', () => {
  assert.equal(bruteForceBipartitions('###/#..'), 3);
  assert.equal(bruteForceBipartitions('####/####'), 28);
  assert.equal(bruteForceBipartitions('#'), 0);
});

test('clicking squares draws the L tetromino: 3 cuts, and the facts', async () => {
  const page = await openPage();
  await page.click('#clear');
  await page.waitForSelector('main[data-state="empty"]');
  // Click squares of the grid one by one; the grid grows when the drawing touches its edge.
  await clickCells(page, [[2, 2], [3, 2], [4, 2], [2, 3]]);
  assert.equal(await resultFor(page, '###/#..'), bruteForceBipartitions('###/#..'));
  assert.equal(await page.textContent('#bipartitions'), '3');
  assert.match(await page.textContent('#fact-area'), /^4 cells$/);
  assert.equal(await page.textContent('#canonical'), '###/#..');
  // Not "C1 (no symmetry) · 1 symmetry", which reads as a contradiction.
  assert.equal(await page.textContent('#fact-symmetry'), 'C1 (no symmetry) · only the identity maps it onto itself');
  // Three classes, each drawn as the shape coloured in its two parts.
  assert.equal(await page.locator('.cut-class').count(), 3);
  const first = page.locator('.cut-class').first();
  const split = first.locator('.splits svg').first();
  assert.equal(await split.getAttribute('data-a'), '0 1 2'); // the cells of the ### part
  assert.equal(await split.locator('.part-a').count(), 1);
  assert.equal(await split.locator('.part-b').count(), 1);
  // Hovering a cut colours the big drawing by it: the ### part is the top row.
  await split.hover();
  assert.deepEqual(await page.locator('#grid rect.part-a').evaluateAll((rs) => rs.map((r) => `${r.dataset.x},${r.dataset.y}`)), ['2,2', '3,2', '4,2']);
  assert.equal(await page.locator('#grid rect.part-b').count(), 1);
  await page.hover('h1');
  assert.equal(await page.locator('#grid rect.part-a').count(), 0);
  assert.deepEqual(
    await page.locator('.cut-class').evaluateAll((els) => els.map((e) => `${e.dataset.a} + ${e.dataset.b} × ${e.dataset.count}`)),
    ['### + # × 1', '##/#. + # × 1', '## + ## × 1'],
  );
  // The removals list the ordered (piece, remainder) pairs: ## → ## in two ways.
  assert.equal(await page.locator('.removals li[data-piece="##"][data-remainder="##"]').textContent(), '→×2');
  assert.match(await page.textContent('#timing'), /computed in [\d.]+ ms/);
  assert.match(new URL(page.url()).searchParams.get('shape'), /^###\/#\.\.$/);
});

test('dragging draws a 2 × 4 rectangle: 28 cuts; a drag from a filled square erases', async () => {
  const page = await openPage();
  await page.click('#clear');
  await page.waitForSelector('main[data-state="empty"]');
  await drag(page, [2, 2], [5, 2]);
  assert.equal(await resultFor(page, '####'), 3);
  // The second row by a second drag, right to left.
  await drag(page, [5, 3], [2, 3]);
  assert.equal(await resultFor(page, '####/####'), bruteForceBipartitions('####/####'));
  assert.equal(await page.textContent('#bipartitions'), '28');
  // Erasing: the first square of the stroke is filled, so the stroke erases.
  await drag(page, [5, 2], [5, 3]);
  assert.equal(await resultFor(page, '###/###'), bruteForceBipartitions('###/###'));
  // A bigger shape, checked against brute force: draw a ring with a tail.
  await page.click('#clear');
  for (const [a, b] of [[[2, 2], [5, 2]], [[2, 3], [2, 5]], [[3, 5], [5, 5]], [[5, 4], [5, 3]], [[6, 5], [7, 5]]]) await drag(page, a, b);
  const ring = '####../#..#../#..#../######';
  assert.equal(await resultFor(page, ring), bruteForceBipartitions(ring));
  assert.equal(await page.textContent('#bipartitions'), '68'); // `asobiba poly cuts` agrees
});

test('the keyboard draws too: arrow keys move the focus square, Space toggles', async () => {
  const page = await openPage();
  await page.click('#clear');
  await page.focus('#grid');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await resultFor(page, '##'), 1);
  assert.match(await page.textContent('#grid-status'), /filled/);
  assert.equal(await page.locator('#grid.kbd .focus-ring').isVisible(), true);
  // The focus ring must not read as an error: its hue is far from the error colour's.
  const hues = await page.evaluate(() => {
    const hue = (css) => {
      const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) / 255);
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      if (d === 0) return 0;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const probe = document.createElement('p');
    probe.className = 'error';
    probe.textContent = 'x';
    document.body.append(probe);
    return [hue(getComputedStyle(document.querySelector('#grid .focus-ring')).stroke), hue(getComputedStyle(probe).color)];
  });
  const apart = Math.min(Math.abs(hues[0] - hues[1]), 360 - Math.abs(hues[0] - hues[1]));
  assert.ok(apart > 60, `focus ring hue ${hues[0]}° is ${apart}° from the error colour's ${hues[1]}°`);
});

test('big shapes are analysed in a worker; a newer drawing or cancel stops the old analysis', async () => {
  const page = await openPage();
  // 24 cells: over the page thread's limit, so the worker answers (`asobiba poly cuts`: 9292).
  await page.fill('#shape', '######/######/######/######');
  assert.equal(await resultFor(page, '######/######/######/######'), 9292);
  assert.match(await page.textContent('#timing'), /in the background/);
  assert.equal(await page.locator('.cut-class').count(), 36);
  await page.click('#more-classes');
  assert.equal(await page.locator('.cut-class').count(), 36 * 5);
  // A 6 × 6 block has over a million cuts: the page stays usable and cancel stops it.
  await page.fill('#shape', '######/######/######/######/######/######');
  await page.waitForSelector('main[data-state="computing"]');
  await page.locator('.progress', { hasText: '36 cells' }).waitFor();
  await page.click('.summary .progress button');
  // Cancelling skips the cuts only: the cheap facts stay, the valid notation is not an error.
  await page.locator('#fact-cuts', { hasText: 'Stopped' }).waitFor();
  assert.equal(await page.textContent('#fact-area'), '36 cells');
  assert.equal(await page.getAttribute('#shape', 'aria-invalid'), null);
  // A newer shape replaces a running analysis without waiting for it.
  await page.fill('#shape', '######/######/######/######/######/######');
  await page.waitForSelector('main[data-state="computing"]');
  await page.locator('.progress', { hasText: '36 cells' }).waitFor();
  await page.fill('#shape', '#####/#####/#####/#####');
  assert.equal(await resultFor(page, '#####/#####/#####/#####'), 2471);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.summary .progress').isHidden(), true);
  // The background analysis works again after being superseded.
  await page.fill('#shape', '######/######/######/######');
  assert.equal(await resultFor(page, '######/######/######/######'), 9292);
});

test('a shape too big to cut keeps its cheap facts; only the cuts are skipped, with the reason', async () => {
  const page = await openPage();
  // 40 × 40 = 1,600 cells: over the core's 1,024-cell limit for cuts.
  const block = Array(40).fill('#'.repeat(40)).join('/');
  await page.fill('#shape', block);
  await page.locator('#fact-cuts', { hasText: 'not listed' }).waitFor({ timeout: 30_000 });
  assert.match(await page.textContent('#fact-cuts'), /1,024|1024/);
  assert.equal(await page.textContent('#fact-area'), '1,600 cells');
  assert.equal(await page.textContent('#fact-box'), '40 × 40');
  assert.equal(await page.textContent('#canonical'), block);
  assert.match(await page.textContent('#fact-symmetry'), /^D4 .* 8 of the 8 rotations and reflections/);
  assert.equal(await page.getAttribute('#shape', 'aria-invalid'), null);
  assert.equal(await page.isHidden('#shape-error'), true);
  assert.match(await page.textContent('#cuts'), /not listed/);
  // The valid shape is in the link (bounded: 40 rows of 40).
  assert.equal(new URL(await page.evaluate(() => location.href)).searchParams.get('shape'), block);
});

test('invalid text never goes into the URL, however long', async () => {
  const page = await openPage(`?shape=${encodeURIComponent('##/#.')}`);
  await resultFor(page, '##/#.');
  const garbage = 'x#'.repeat(12_000);
  await page.fill('#shape', garbage);
  await page.locator('#shape-error').waitFor();
  const href = await page.evaluate(() => location.href);
  assert.ok(href.length < 200, `the URL grew to ${href.length} characters`);
  assert.equal(new URL(href).searchParams.get('shape'), '##/#.');
  // A link carrying garbage is shown with its message, and the garbage is dropped from the URL.
  const bad = await web.open(`${PAGE}?shape=${'%3F'.repeat(5000)}`);
  await bad.locator('#shape-error').waitFor();
  assert.ok((await bad.evaluate(() => location.href)).length < 200);
});

test('rotate, mirror, fit and the grid size fields', async () => {
  const page = await openPage(`?shape=${encodeURIComponent('###/#..')}`);
  await resultFor(page, '###/#..');
  await page.click('#rotate');
  assert.equal(await resultFor(page, '##/.#/.#'), 3);
  await page.click('#mirror');
  assert.equal(await resultFor(page, '##/#./#.'), 3);
  assert.equal(await page.textContent('#canonical'), '###/#..'); // still the L tetromino
  // The grid cannot shrink below the shape; Fit crops it to the shape and a margin.
  await page.fill('#grid-w', '1');
  await page.locator('#grid-w').press('Enter');
  await page.locator('#grid-w-error', { hasText: 'from 3 to 64' }).waitFor();
  await page.click('#fit');
  await page.waitForFunction(() => document.getElementById('grid-w').value === '4' && document.getElementById('grid-h').value === '5');
  assert.equal(await page.locator('#grid rect').count(), 4 * 5 + 1); // squares and the focus ring
  await page.fill('#grid-w', '12');
  await page.locator('#grid-w').press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#grid rect.sq').length === 12 * 5);
  assert.equal(await page.isHidden('#grid-w-error'), true);
});

test('typing notation or a cell list updates the drawing and the results', async () => {
  const page = await openPage();
  await page.fill('#shape', '##./.##/.#.');
  // The input keeps what was typed while the drawing follows.
  assert.equal(await resultFor(page, '##./.##/.#.'), bruteForceBipartitions('##./.##/.#.'));
  assert.equal(await page.locator('#grid rect.cell').count(), 5);
  assert.equal(await page.textContent('#canonical'), '##./.##/.#.'); // as `asobiba poly canon` says
  await page.fill('#shape', '0,0 1,0 2,0 1,1');
  await page.locator('#shape').press('Enter');
  assert.equal(await resultFor(page, '###/.#.'), bruteForceBipartitions('###/.#.'));
});

test('malformed notation gets a clear message next to the input, not an empty result', async () => {
  const page = await openPage();
  await page.fill('#shape', '##/#x');
  const message = page.locator('#shape-error');
  await message.waitFor();
  assert.match(await message.textContent(), /unexpected `x` in row 2, column 2/);
  assert.equal(await page.getAttribute('#shape', 'aria-invalid'), 'true');
  // The message sits right after the input, inside its field.
  assert.equal(await page.locator('.field #shape + #shape-error').count(), 1);
  // The results say why there is nothing to show instead of staying stale or blank.
  assert.equal(await page.textContent('#fact-cuts'), '—');
  assert.match(await page.textContent('#summary-empty'), /not describe a shape/);
  // Fixing the text clears the message.
  await page.fill('#shape', '##/#.');
  assert.equal(await resultFor(page, '##/#.'), 2);
  assert.equal(await message.isHidden(), true);
});

test('a disconnected drawing is named in the message and its stray cells are marked', async () => {
  const page = await openPage();
  await page.click('#clear');
  await clickCells(page, [[2, 2], [3, 2], [2, 3], [5, 2]]);
  const message = page.locator('#shape-error');
  await message.filter({ hasText: 'not connected' }).waitFor();
  assert.match(await message.textContent(), /2 separate pieces.*row 1, column 4.*marked in red/);
  assert.equal(await page.inputValue('#shape'), '##.#/#...');
  assert.deepEqual(await page.locator('#grid rect.bad').evaluateAll((rs) => rs.map((r) => `${r.dataset.x},${r.dataset.y}`)), ['5,2']);
  assert.equal(await page.textContent('#fact-cuts'), '—');
  // Joining the stray cell repairs it.
  await square(page, 4, 2).click();
  assert.equal(await resultFor(page, '####/#...'), bruteForceBipartitions('####/#...'));
  assert.equal(await page.locator('#grid rect.bad').count(), 0);
  // A stray square on the grid's edge: the grid grows (shifting the drawing) and the mark
  // follows the square.
  await page.click('#clear');
  await clickCells(page, [[2, 2], [3, 2]]);
  const edge = await square(page, 0, 4).boundingBox();
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.locator('#grid rect.bad').first().waitFor(); // analysed while the stroke goes on
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('#grid rect[data-x="1"][data-y="4"]')?.classList.contains('bad'));
  assert.deepEqual(await page.locator('#grid rect.bad').evaluateAll((rs) => rs.map((r) => `${r.dataset.x},${r.dataset.y}`)), ['1,4']);
  // Typed text that is disconnected is drawn with the stray cells marked as well.
  await page.fill('#shape', '#.#/#.#/###/.../.#.');
  // The previous message also says "not connected": wait for the one naming this stray cell.
  await message.filter({ hasText: 'row 5, column 2' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#grid rect.bad').length === 1);
});

test('?shape= restores the shape, including bad input and cell lists', async () => {
  let page = await openPage(`?shape=${encodeURIComponent('#.#/###/#.#')}`);
  assert.equal(await resultFor(page, '#.#/###/#.#'), bruteForceBipartitions('#.#/###/#.#'));
  assert.equal(await page.locator('#grid rect.cell').count(), 7);
  assert.match(await page.textContent('#fact-symmetry'), /D2/);
  page = await openPage(`?shape=${encodeURIComponent('##/#?')}`);
  await page.locator('#shape-error', { hasText: 'unexpected `?`' }).waitFor();
  assert.equal(await page.inputValue('#shape'), '##/#?');
  page = await openPage(`?shape=${encodeURIComponent('0,0 0,1 0,2 1,2')}`);
  assert.equal(await resultFor(page, '#./#./##'), 3);
});

test('the gallery lists the 35 hexominoes in a worker, and "open in editor" works', async () => {
  const page = await openPage();
  await page.fill('#gallery-n', '6');
  await page.click('#gallery-run');
  await page.locator('#gallery-count', { hasText: 'hexominoes' }).waitFor();
  assert.match(await page.textContent('#gallery-count'), /^35 free hexominoes · 216 fixed/);
  assert.equal(await page.locator('#gallery li').count(), 35);
  assert.equal(await page.locator('#gallery-pager').isHidden(), true);
  assert.equal(new URL(page.url()).searchParams.get('gallery'), '6');
  const shapes = await page.locator('#gallery button.thumb').evaluateAll((bs) => bs.map((b) => b.dataset.shape));
  assert.equal(new Set(shapes).size, 35);
  assert.equal(shapes[0], '######');
  const pick = shapes[20];
  await page.locator(`#gallery button[data-shape="${pick}"]`).click();
  assert.equal(await resultFor(page, pick), bruteForceBipartitions(pick));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'grid');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('shape'), pick);
  assert.equal(url.searchParams.get('gallery'), '6');
  // Reloading the link restores both the shape and the gallery.
  const again = await openPage(url.search);
  assert.equal(await resultFor(again, pick), bruteForceBipartitions(pick));
  await again.locator('#gallery li').nth(34).waitFor();
  assert.equal(await again.locator('#gallery li').count(), 35);
});

test('the gallery of 12-ominoes is paginated, and a bad n is refused next to the input', async () => {
  const page = await openPage();
  await page.fill('#gallery-n', '13');
  await page.click('#gallery-run');
  await page.locator('#gallery-n-error', { hasText: 'from 1 to 12' }).waitFor();
  await page.fill('#gallery-n', '12');
  await page.click('#gallery-run');
  await page.locator('#gallery-count', { hasText: 'dodecominoes' }).waitFor({ timeout: 60_000 });
  assert.match(await page.textContent('#gallery-count'), /^63,600 free dodecominoes · 505,861 fixed/);
  assert.equal(await page.locator('#gallery li').count(), 120);
  assert.equal(await page.textContent('#gallery-pages'), 'of 530');
  const firstOnPage1 = await page.locator('#gallery button.thumb').first().getAttribute('data-shape');
  await page.click('#gallery-next');
  assert.equal(await page.inputValue('#gallery-page-input'), '2');
  assert.equal(await page.locator('#gallery button.thumb span').first().textContent(), '#121');
  assert.notEqual(await page.locator('#gallery button.thumb').first().getAttribute('data-shape'), firstOnPage1);
  assert.equal(new URL(page.url()).searchParams.get('gpage'), '2');
  // The pager under the thumbnails too.
  await page.click('#gallery-next-bottom');
  assert.equal(await page.textContent('#gallery-pages-bottom'), 'page 3 of 530');
  assert.equal(await page.locator('#gallery button.thumb span').first().textContent(), '#241');
  await page.fill('#gallery-page-input', '530');
  await page.locator('#gallery-page-input').press('Enter');
  await page.locator('#gallery button.thumb span', { hasText: '#63,600' }).waitFor();
  assert.equal(await page.locator('#gallery li').count(), 63600 - 529 * 120);
});

test('the share bar copies the current URL and the embed code, and downloads an SVG', async () => {
  const page = await openPage(`?shape=${encodeURIComponent('##/##')}`);
  await resultFor(page, '##/##');
  await page.fill('#shape', '###/.#.');
  await resultFor(page, '###/.#.');
  await page.click('[data-action="copy-link"]');
  await page.locator('.share-status', { hasText: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, page.url());
  assert.equal(new URL(copied).searchParams.get('shape'), '###/.#.');
  await page.click('[data-action="copy-embed"]');
  await page.locator('.share-status', { hasText: 'Copied' }).waitFor();
  const embed = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(embed, /<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/www\/embed\.js"><\/script>/);
  assert.match(embed, /<asobiba-polyomino shape="###\/\.#\."><\/asobiba-polyomino>/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="download-svg"]')]);
  assert.equal(download.suggestedFilename(), 'polyomino.svg');
  const svg = await readFile(await download.path(), 'utf8');
  assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.equal((svg.match(/<rect/g) ?? []).length, 4);
  assert.match(svg, /fill="rgb\(/);
});

test('the page works at phone width without sideways scrolling', async () => {
  const page = await openPage(`?shape=${encodeURIComponent('#####/#...#/#####')}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await resultFor(page, '#####/#...#/#####');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  // Drawing still works at this width.
  await square(page, 6, 1).click();
  assert.equal(await resultFor(page, '######/#...#./#####.'), bruteForceBipartitions('######/#...#./#####.'));
});

test('touch draws: a tap fills a square, a finger drag paints a row', async () => {
  // A phone-like context of our own (the helper's contexts have no touch screen).
  const first = await web.open(`${PAGE}?shape=%23`);
  const context = await first.context().browser().newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  const errors = [];
  try {
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${web.url}${PAGE}?shape=%23`);
    await resultFor(page, '#');
    const centre = async (x, y) => {
      const b = await square(page, x, y).boundingBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    let p = await centre(2, 1);
    await page.touchscreen.tap(p.x, p.y);
    assert.equal(await resultFor(page, '##'), 1);
    // A drag with one finger along row 2, through raw touch events.
    const cdp = await context.newCDPSession(page);
    const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
    const from = await centre(1, 2);
    const to = await centre(4, 2);
    await touch('touchStart', from);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 6, y: from.y });
    await touch('touchEnd');
    assert.equal(await resultFor(page, '##../####'), bruteForceBipartitions('##../####'));
    // The page did not scroll sideways or zoom instead of drawing.
    assert.equal(await page.evaluate(() => window.scrollX), 0);
  } finally {
    await context.close();
  }
  assert.deepEqual(errors, []);
});

test('the element: cuts="none", cuts="all", size, editing with mouse and keyboard, errors', async () => {
  const page = await web.open('/e2e/fixtures/polyomino-element.html');
  const none = page.locator('#none');
  await none.locator('svg').first().waitFor();
  assert.match(await none.locator('.muted').first().textContent(), /8 cells · .* 28 cuts in /);
  assert.equal(await none.locator('.classes').count(), 0);
  assert.match(await none.locator('.links a').getAttribute('href'), /\/www\/polyomino\.html\?shape=%23%23%23%23%2F%23%23%23%23$/);
  // cuts="all": every cut of the T tetromino (3), grouped by class (2), squares of 30 px.
  const all = page.locator('#all');
  await all.locator('.group').first().waitFor();
  assert.equal(await all.locator('.group').count(), 2);
  assert.equal(await all.locator('.group svg').count(), bruteForceBipartitions('###/.#.'));
  assert.equal(await all.locator('svg').first().getAttribute('width'), String(3 * 30 + 2));
  // Editing: a click adds a cell; a click that would disconnect the shape is refused.
  const edit = page.locator('#edit');
  await edit.locator('svg.editor').waitFor();
  await edit.locator('svg.editor rect[data-x="3"][data-y="1"]').click(); // right of the top row
  await page.waitForFunction(() => document.getElementById('edit').getAttribute('shape') === '###/#..');
  assert.equal(await page.textContent('#changes'), '###/#..;');
  assert.match(await edit.locator('.muted').first().textContent(), /4 cells · .* 3 cuts/);
  await edit.locator('svg.editor rect[data-x="2"][data-y="1"]').click(); // the middle of ###
  await edit.locator('.error', { hasText: 'not connected' }).waitFor();
  assert.equal(await edit.getAttribute('shape'), '###/#..');
  // Keyboard: the focus square starts on the clicked square; Space toggles it.
  await edit.locator('svg.editor').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space'); // removes the right end of ###
  await page.waitForFunction(() => document.getElementById('edit').getAttribute('shape') === '##/#.');
  // The workbench's editor and keyboard map: the cursor's square is announced after a toggle.
  assert.equal(await edit.locator('.sr').textContent(), 'row 2, column 4: empty');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await edit.locator('.sr').textContent(), 'row 2, column 3: filled');
  // A drag paints, as in the workbench: under the first row, two squares in one stroke.
  const from = await edit.locator('svg.editor rect[data-x="1"][data-y="3"]').boundingBox();
  const to = await edit.locator('svg.editor rect[data-x="2"][data-y="3"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => document.getElementById('edit').getAttribute('shape') === '##/#./##');
  assert.equal(await page.textContent('#changes'), '###/#..;##/#.;##/#./##;'); // one event per stroke
  // A bad shape attribute shows its message inside the element.
  await page.locator('#bad .error', { hasText: 'not connected' }).waitFor();
  assert.equal(await page.locator('#bad .links').count(), 0); // nolink
  // An 8 × 8 block (far too many cuts for a blog's thread) is drawn without its cuts.
  await page.locator('#big .muted', { hasText: '64 cells · canonical' }).waitFor();
  assert.match(await page.locator('#big .muted').first().textContent(), /up to 24 cells/);
});
