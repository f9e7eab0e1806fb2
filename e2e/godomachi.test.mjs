// Godomachi in the page: verdicts from URLs, a full game against the solver played by
// clicking cells, live legality messages, take-back, bad input, the match heat map.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();
const EXAMPLE = 'a=.##./####/##../##../.#..&b=##./###/##./###/.#.';

/** Opens a position with the solver's evaluation switched on (it is off by default). */
async function openGame(query) {
  const page = await web.open(`/www/godomachi.html?${query}`);
  await page.check('#show-eval');
  await page.locator('.godo-verdict strong').waitFor({ timeout: 60_000 });
  return page;
}

/** Clicks cells of a board by their indices, as a person would. */
async function select(page, side, indices) {
  for (const i of indices) await page.click(`.godo-board[data-side="${side}"] rect.sq[data-id="${i}"]`);
}

test('a position opened by URL shows the exact verdict, under both rules', async () => {
  const page = await openGame(EXAMPLE);
  assert.equal(await page.textContent('.godo-verdict'), 'Player 1 (you) wins in 3 moves with best play.');
  const half = await openGame(`${EXAMPLE}&half=1`);
  assert.equal(await half.textContent('.godo-verdict'), 'Player 2 (solver) wins in 8 moves with best play.');
  assert.equal(await half.isChecked('#half'), true);
});

test('a board is one tab stop: arrow keys move over the cells and Space selects', async () => {
  const page = await openGame('a=###/#..&b=####');
  await page.focus('.godo-board[data-side="b"] svg');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.locator('.godo-board[data-side="b"] rect.selected').evaluateAll((rs) => rs.map((r) => r.dataset.id)), ['1', '2']);
  assert.match(await page.locator('.godo-board[data-side="b"] .board-status').textContent(), /row 1, column 3: not selected/);
  assert.equal(await page.textContent('.godo-check'), 'select a piece in shape A');
});

test('the page says live why a selection is not a legal move', async () => {
  const page = await openGame('a=###/#..&b=####');
  const check = page.locator('.godo-check');
  await select(page, 'a', [2]);
  assert.equal(await check.textContent(), 'select a piece in shape B');
  await select(page, 'b', [1]);
  assert.equal(await check.textContent(), 'what remains of shape B would not be connected');
  await select(page, 'b', [1, 0]); // deselect 1, select 0
  assert.match(await check.textContent(), /Legal move: remove # from each shape/);
  assert.equal(await page.isEnabled('button[data-action="confirm"]'), true);
  await select(page, 'a', [1]);
  assert.equal(await check.textContent(), 'the pieces differ in size: 2 and 1 cells');
  assert.equal(await page.isEnabled('button[data-action="confirm"]'), false);
  await select(page, 'b', [1]);
  // A's piece {1,2} is a domino leaving an L tromino; B's {0,1} likewise: legal.
  assert.match(await check.textContent(), /Legal move/);
  await page.click('button[data-action="clear"]');
  await select(page, 'a', [3, 0, 1]);
  await select(page, 'b', [0, 1, 2]);
  assert.equal(await check.textContent(), 'the two pieces are not congruent');
});

test('play a whole game against the solver, using hints, and win', async () => {
  const page = await openGame(EXAMPLE);
  const status = page.locator('.godo-status');
  for (let turn = 0; turn < 6; turn++) {
    if (/wins:/.test(await status.textContent())) break;
    await page.waitForFunction(() => document.querySelector('.godo-status').textContent === 'Player 1 (you) to move', null, { timeout: 60_000 });
    await page.locator('.godo-verdict strong').waitFor({ timeout: 60_000 });
    await page.click('button[data-action="hint"]');
    await page.locator('rect.hint').first().waitFor();
    for (const side of ['a', 'b']) {
      const hinted = await page.locator(`.godo-board[data-side="${side}"] rect.hint`).evaluateAll((rs) => rs.map((r) => r.dataset.id));
      await select(page, side, hinted);
    }
    assert.match(await page.textContent('.godo-check'), /Legal move/);
    await page.click('button[data-action="confirm"]');
    // The solver answers by itself unless the game is over.
    await page.waitForFunction(() => {
      const s = document.querySelector('.godo-status').textContent;
      return s.includes('wins:') || s === 'Player 1 (you) to move';
    }, null, { timeout: 60_000 });
  }
  assert.match(await status.textContent(), /^Player 1 \(you\) wins: the shapes are congruent after 3 moves\.$/);
  assert.equal(await page.locator('.godo-moves li').count(), 3);
  // The final shapes really are congruent: same number of cells, and the page says so.
  const sizes = await page.locator('.godo-board .name').allTextContents();
  assert.equal(sizes[0], sizes[1].replace(/^B/, 'A'));
});

test('take back returns to the position before your move', async () => {
  const page = await openGame(EXAMPLE);
  const before = await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label');
  await page.click('.godo-all-moves tbody tr:nth-child(2)'); // a losing move: the solver replies
  await page.click('button[data-action="confirm"]');
  await page.locator('.godo-moves li').nth(1).waitFor({ timeout: 60_000 });
  await page.locator('.godo-status', { hasText: 'Player 1 (you) to move' }).waitFor();
  await page.click('button[data-action="undo"]');
  await page.locator('.godo-status', { hasText: 'Player 1 (you) to move' }).waitFor();
  assert.equal(await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label'), before);
  assert.equal(await page.locator('.godo-moves').isHidden(), true);
});

test('the solver can play both sides to the end', async () => {
  const page = await openGame('a=###./..##&b=.#./###/.#.&play=both');
  await page.locator('.godo-status', { hasText: 'wins:' }).waitFor({ timeout: 60_000 });
  // X against N is a second-player win in 2 (from the spec's pentomino pairs).
  assert.match(await page.textContent('.godo-status'), /Player 2 \(solver\) wins: the shapes are congruent after 2 moves/);
});

test('bad positions get a clear message next to the input', async () => {
  const page = await web.open('/www/godomachi.html?a=###&b=##');
  await page.locator('#shape-a-error', { hasText: 'same area: 3 cells and 2 cells' }).waitFor();
  await page.fill('#shape-b', '#.#');
  await page.locator('#shape-b-error', { hasText: 'not connected' }).waitFor();
  await page.fill('#shape-b', '#x#');
  await page.locator('#shape-b-error', { hasText: 'unexpected `x`' }).waitFor();
  await page.fill('#shape-b', '###');
  await page.click('#start');
  await page.locator('.godo-status', { hasText: 'congruent: Player 2 (solver) wins at once' }).waitFor();
  assert.equal(await page.locator('#shape-a-error').isHidden(), true);
});

test('the whole-match table for n = 5 matches the published counts and opens positions', async () => {
  const page = await openGame(EXAMPLE);
  // The example's move values arrive later and push the table down: let them land first.
  await page.locator('.godo-table tbody tr').first().waitFor({ timeout: 60_000 });
  await page.selectOption('#match-n', '5');
  await page.click('#match-run');
  await page.locator('#match-summary', { hasText: 'n = 5' }).waitFor({ timeout: 60_000 });
  assert.match(await page.textContent('#match-summary'), /66 pairs; first player wins 53, second player wins 13/);
  assert.match(await page.textContent('#legend'), /second player wins in 2: 13/);
  // Row 1 (I), column 8: an off-diagonal square. The locator measures the map at the click
  // (after it is stable), not before, so nothing that moves the page in between can miss it.
  const box = await page.locator('#heat').boundingBox();
  await page.locator('#heat').click({ position: { x: box.width * (7.5 / 12), y: box.height * (0.5 / 12) } });
  // (The example's own verdict is already on the page: wait for the clicked pair instead.)
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.querySelector('#shape-a')).value === '#####', null, { timeout: 60_000 });
  await page.locator('.godo-verdict strong').waitFor({ timeout: 60_000 });
  assert.equal(await page.inputValue('#shape-a'), '#####');
  assert.match(page.url(), /a=%23%23%23%23%23|a=#####/);
});

test('the embeddable element shows a verdict in a plain page', async () => {
  const page = await web.open('/e2e/fixtures/blog.html');
  const el = page.locator('asobiba-godomachi').first();
  await el.locator('.verdict', { hasText: 'wins' }).waitFor({ timeout: 60_000 });
  assert.match(await el.locator('.verdict').textContent(), /The first player wins in 3/);
  assert.ok((await el.locator('rect.part-a').count()) > 0, 'a best move is highlighted');
});

test('long work can be stopped from the page, which stays usable', async () => {
  // 19 cells: the verdict (a win in one) is instant, valuing every move takes minutes.
  const page = await web.open('/www/godomachi.html?a=%23%23%23%23%23/%23%23%23%23%23/%23%23%23%23%23/%23%23%23%23.&b=%23%23%23%23%23%23%23/%23%23%23%23%23%23%23/%23%23%23%23%23');
  await page.check('#show-eval');
  await page.locator('.godo-verdict', { hasText: 'Player 1 (you) wins in 1 move' }).waitFor({ timeout: 60_000 });
  await page.locator('.godo-all-moves', { hasText: 'positions searched' }).waitFor({ timeout: 60_000 });
  await page.click('button[data-action="stop-values"]');
  await page.locator('.godo-all-moves', { hasText: 'Move values stopped: stopped by you' }).waitFor();
  // The solver still answers: a hint for the winning move.
  await page.click('button[data-action="hint"]');
  await page.locator('rect.hint').first().waitFor();
  // And a new position solves normally.
  await page.click('#new-game');
  await page.fill('#shape-a', '###/#..');
  await page.fill('#shape-b', '####');
  await page.click('#start');
  await page.locator('.godo-verdict strong').waitFor({ timeout: 60_000 });
  await page.locator('.godo-table tbody tr').first().waitFor({ timeout: 60_000 });
});

/** Waits until the game shows shape A as given and its verdict is in. */
async function waitForPosition(page) {
  const a = await page.inputValue('#shape-a');
  await page.locator(`.godo-board[data-side="a"] svg[aria-label="shape A: ${a}"]`).waitFor({ timeout: 60_000 });
  await page.locator('.godo-verdict strong').waitFor({ timeout: 60_000 });
}

test('set up a position by drawing, from the gallery, and at random', async () => {
  const page = await openGame('a=###&b=#./##');
  // Set-up is an explicit step.
  assert.equal(await page.isHidden('#setup'), true);
  await page.click('#new-game');
  // Drawing: one more square in A's editor (its grid has a margin of one square).
  await page.locator('#draw-a svg.editor rect[data-x="4"][data-y="1"]').click();
  await page.waitForFunction(() => document.querySelector('#shape-a').value === '####');
  // The gallery: the first pick goes to A, the second to B and starts the game.
  await page.click('summary:has-text("Pick from the gallery")');
  await page.selectOption('#gallery-n', '4');
  await page.click('#gallery button[title="###/#.."]');
  await page.click('#gallery button[title="##/##"]');
  await waitForPosition(page);
  assert.deepEqual([await page.inputValue('#shape-a'), await page.inputValue('#shape-b')], ['###/#..', '##/##']);
  assert.match(page.url(), /a=###\/#\.\.|a=%23%23%23\/%23\.\./);
  // A random pair of 10 cells each.
  await page.click('#new-game');
  await page.selectOption('#random-n', '10');
  await page.click('#random');
  await waitForPosition(page);
  for (const id of ['#shape-a', '#shape-b']) {
    assert.equal((await page.inputValue(id)).split('').filter((c) => c === '#').length, 10, id);
  }
});

test('a whole-match run can be cancelled, and runs again afterwards', async () => {
  const page = await openGame(EXAMPLE);
  await page.selectOption('#match-n', '9');
  // Cancel is clicked from inside the page as the first progress shows: the run takes about
  // 2 s after that, and a click sent from here could land after its end when the machine is
  // busy (seen once in `make test`).
  await page.evaluate(() => {
    const holder = document.getElementById('match-progress');
    const observer = new MutationObserver(() => {
      const cancel = holder.querySelector('.progress:not([hidden]) button');
      if (cancel && /824,970 pairs/.test(holder.textContent)) {
        observer.disconnect();
        /** @type {HTMLButtonElement} */ (cancel).click();
      }
    });
    observer.observe(holder, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.click('#match-run');
  await page.locator('#match-summary', { hasText: 'cancelled' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('#match-progress .progress').isHidden(), true);
  await page.selectOption('#match-n', '6');
  await page.click('#match-run');
  await page.locator('#match-summary', { hasText: '595 pairs; first player wins 526, second player wins 69' }).waitFor({ timeout: 60_000 });
});

test('download SVG gives both shapes of the current position, coloured', async () => {
  const page = await openGame(EXAMPLE);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#share [data-action="download-svg"]')]);
  assert.equal(download.suggestedFilename(), 'godomachi.svg');
  const svg = await readFile(await download.path(), 'utf8');
  assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.equal((svg.match(/<rect/g) ?? []).length, 22);
  assert.match(svg, /fill="rgb\(/);
});

test("the solver's evaluation is hidden by default against the solver, and the choice is remembered", async () => {
  const page = await web.open(`/www/godomachi.html?${EXAMPLE}`);
  assert.equal(await page.isChecked('#show-eval'), false);
  await page.locator('.godo-verdict', { hasText: 'evaluation is hidden' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('.godo-verdict strong').count(), 0);
  assert.doesNotMatch(await page.textContent('main'), /wins in 3 moves/);
  assert.match(await page.textContent('.godo-all-moves'), /Hidden/);
  assert.equal(await page.locator('.godo-table').count(), 0);
  // The solver still helps when asked: a hint.
  await page.click('button[data-action="hint"]');
  await page.locator('rect.hint').first().waitFor({ timeout: 60_000 });
  // Switched on: the verdict and the move values appear; a reload remembers the choice.
  await page.check('#show-eval');
  await page.locator('.godo-verdict strong', { hasText: 'wins in 3 moves' }).waitFor();
  await page.locator('.godo-table tbody tr').first().waitFor({ timeout: 60_000 });
  await page.reload();
  await page.locator('.godo-verdict strong', { hasText: 'wins in 3 moves' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.isChecked('#show-eval'), true);
  // Watching the solver play itself, it is on by default.
  const watch = await web.open('/www/godomachi.html?a=###./..##&b=.#./###/.#.&play=both');
  await watch.locator('.godo-status', { hasText: 'Player' }).waitFor();
  assert.equal(await watch.isChecked('#show-eval'), true);
});

test('the game comes first; setting up a new game is an explicit step that leaves the game alone', async () => {
  const page = await openGame('a=###&b=#./##');
  const order = await page.evaluate(() => {
    const play = document.getElementById('play-title').getBoundingClientRect().top;
    const setup = document.getElementById('setup-title').getBoundingClientRect().top;
    return { play, setupHidden: document.getElementById('setup').hidden, setup };
  });
  assert.equal(order.setupHidden, true);
  assert.ok(order.play < 300, `the play board starts ${order.play}px down`);
  // Editing in the set-up does not touch the game on screen until it is started.
  await page.click('#new-game');
  assert.equal(await page.getAttribute('#new-game', 'aria-expanded'), 'true');
  await page.locator('#draw-a svg.editor rect[data-x="4"][data-y="1"]').click();
  await page.waitForFunction(() => document.querySelector('#shape-a').value === '####');
  assert.equal(await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label'), 'shape A: ###');
  await page.click('#cancel-setup');
  assert.equal(await page.isHidden('#setup'), true);
  assert.equal(await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label'), 'shape A: ###');
  await page.click('#new-game');
  await page.fill('#shape-b', '##/##');
  await page.click('#start');
  await page.locator('.godo-board[data-side="a"] svg[aria-label="shape A: ####"]').waitFor();
  assert.equal(await page.isHidden('#setup'), true);
});

test('a game in progress is in the URL: a reload restores it, the back button takes a move back', async () => {
  const page = await openGame(EXAMPLE);
  const start = await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label');
  await page.click('.godo-all-moves tbody tr:nth-child(2)'); // a losing move: the solver replies
  await page.click('button[data-action="confirm"]');
  await page.locator('.godo-moves li').nth(1).waitFor({ timeout: 60_000 });
  await page.locator('.godo-status', { hasText: 'Player 1 (you) to move' }).waitFor();
  const after = await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label');
  const href = await page.evaluate(() => location.href);
  const moves = new URL(href).searchParams.get('moves');
  assert.match(moves, /^[\d,]+\.[\d,]+;[\d,]+\.[\d,]+$/);
  // Reload: the same two moves, the same position, the same player to move.
  await page.reload();
  await page.locator('.godo-moves li').nth(1).waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('.godo-moves li').count(), 2);
  assert.equal(await page.getAttribute('.godo-board[data-side="a"] svg', 'aria-label'), after);
  await page.locator('.godo-status', { hasText: 'Player 1 (you) to move' }).waitFor();
  // Back: the position before your move, still on this page.
  await page.goBack();
  await page.waitForFunction((label) => document.querySelector('.godo-board[data-side="a"] svg')?.getAttribute('aria-label') === label, start);
  assert.match(await page.evaluate(() => location.pathname), /godomachi\.html$/);
  assert.equal(await page.locator('.godo-moves').isHidden(), true);
  await page.goForward();
  await page.waitForFunction((label) => document.querySelector('.godo-board[data-side="a"] svg')?.getAttribute('aria-label') === label, after);
  // A link whose moves stop being legal keeps the legal ones and drops the rest.
  const bad = await web.open(`/www/godomachi.html?${EXAMPLE}&moves=${moves};0.0,1,2;99,98.1`);
  await bad.locator('.godo-moves li').nth(1).waitFor({ timeout: 60_000 });
  assert.equal(await bad.locator('.godo-moves li').count(), 2);
  assert.equal(new URL(await bad.evaluate(() => location.href)).searchParams.get('moves'), moves);
});

test('the heat map has axis labels and the half-area rule is explained', async () => {
  const page = await openGame(EXAMPLE);
  await page.selectOption('#match-n', '5');
  await page.click('#match-run');
  await page.locator('#match-summary', { hasText: 'n = 5' }).waitFor({ timeout: 60_000 });
  assert.match(await page.textContent('#heat-x'), /shape B \(columns\): the 12 free 5-ominoes in gallery order/);
  assert.match(await page.textContent('#heat-y'), /shape A \(rows\)/);
  assert.equal(await page.isVisible('#heat-x'), true);
  // The rule's link leads to its explanation on the page.
  await page.click('#new-game');
  await page.click('a[href="#half-area"]');
  assert.match(await page.textContent('#half-area + p'), /at most half of the current area/);
  assert.match(await page.textContent('#half-area + p'), /second-player win in 8/);
});
