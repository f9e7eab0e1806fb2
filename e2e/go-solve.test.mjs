// Counting and solving on the Go page: the positions of 4×4 counted in a worker, 1×3 solved
// with every move's value on the board and its principal variation stepped through, the
// solver as an opponent, a budget that runs out said as such, and cancelling.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();

async function open(query) {
  const page = await web.open(`/www/go.html?${query}`);
  await page.locator('#to-move:not(:empty)').waitFor();
  return page;
}

const labels = (page) => page.locator('#board-holder svg .heat-text').allTextContents();

test('4×4 counted in the page: 24318165 positions, with the border states', async () => {
  const page = await open('board=grid:4x4');
  await page.click('#count');
  await page.locator('#count-result:not(:empty)').waitFor();
  assert.equal(await page.locator('#count-result').getAttribute('data-positions'), '24318165');
  assert.match(await page.textContent('#count-result'), /^24,318,165 positions .* on 16 vertices\. Frontier width 4; at most [\d,]+ border states at once/);
  // A count belongs to its board: another board clears it.
  await page.selectOption('#preset', 'grid:5x5');
  await page.locator('#count-result:empty').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#count-result').getAttribute('data-positions'), null);
});

test('3×3 solved in the page: Black by 9 (area), the centre the only best move', async () => {
  // The published value (Davies; Weninger and Hayward). It needs the solver's table to fit in
  // the browser's memory: with a smaller one, cleared when full, it ran out of its budget.
  const page = await open('board=grid:3x3&scoring=area');
  await page.click('#solve');
  await page.locator('#solve-result', { hasText: 'Searched' }).waitFor({ timeout: 60_000 });
  assert.match(await page.textContent('#solve-result'), /^Black by 9 with perfect play \(area scoring, komi 0, positional superko\).* Best: B2\. Pass: −9\./);
  const values = await labels(page);
  assert.equal(values.length, 9);
  assert.equal(values.filter((t) => t === '+9').length, 1);
});

test('1×3 solved: the value, every move on the board, and the principal variation stepped through', async () => {
  const page = await open('board=grid:1x3&scoring=area');
  await page.click('#solve');
  await page.locator('#solve-result:not(:empty)').waitFor();
  assert.match(await page.textContent('#solve-result'), /^Black by 3 with perfect play \(area scoring, komi 0, positional superko\)/);
  // Three legal points, each with Black's margin after it; the middle one keeps the +3.
  const first = await labels(page);
  assert.equal(first.length, 3);
  assert.ok(first.includes('+3'));
  assert.equal(await page.locator('#board-holder svg .heat.pos').count(), first.filter((t) => t === '+3').length);
  await page.locator('#pv-bar:not([hidden])').waitFor();
  // Black takes the middle and the line ends with two passes (what lies between, if anything,
  // is the solver's choice among moves that keep the value).
  const pv = await page.locator('#pv-moves .pv-move').allTextContents();
  const n = pv.length;
  assert.equal(pv[0], 'A2');
  assert.deepEqual(pv.slice(-2), ['pass', 'pass']);
  const at = (k) => page.locator('#pv-step', { hasText: new RegExp(`^${k} / ${n}$`) }).waitFor();
  await at(0);
  // The embed code of a solved position asks the element to solve it.
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /\n<asobiba-go sgf="[^"]*SZ\[1:3\][^"]*" move="0" coordinates replay solve scoring="area"><\/asobiba-go>$/);
  await page.click('#pv-next');
  await at(1);
  assert.equal(await page.locator('#board-holder svg .board-pieces .stone.black').count(), 1);
  await page.waitForURL((u) => u.searchParams.get('moves') === 'A2');
  // White's position after A2 is solved too: both empty points are suicide, so only the pass
  // has a value (said in words; no label on the board).
  await page.locator('#solve-result', { hasText: 'Searched' }).waitFor();
  assert.match(await page.textContent('#solve-result'), /Pass: \+3\./);
  assert.deepEqual(await labels(page), []);
  for (let k = 2; k <= n; k++) {
    await page.click('#pv-next');
    await at(k);
  }
  assert.match(await page.textContent('#to-move'), /game over .*Black by 3/);
  assert.ok(await page.locator('#pv-next').isDisabled());
  await page.click('#pv-prev');
  await at(n - 1);
});

test('playing against the solver: it answers, and says when its budget is too small', async () => {
  const page = await open('board=grid:1x3&scoring=area');
  await page.selectOption('#opponent', 'white');
  await page.locator('#board-holder svg .vx[data-id="1"]').click();
  await page.locator('#moves li', { hasText: 'W' }).waitFor();
  assert.equal(await page.locator('#moves li').count(), 2);
  // Stone scoring on 2×3 needs far more than 1000 nodes: with that budget the solver says so.
  const p2 = await open('board=grid:3x2&scoring=stones');
  await p2.fill('#budget', '1000');
  await p2.selectOption('#opponent', 'black');
  await p2.locator('#solve-result', { hasText: 'could not finish' }).waitFor();
  assert.match(await p2.textContent('#solve-result'), /budget of 1,000 nodes.*never guesses/);
  assert.equal(await p2.locator('#moves li').count(), 0);
});

test('counting and solving can be cancelled', async () => {
  const page = await open('board=grid:9x9');
  await page.click('#count');
  const cancel = page.locator('#count-progress button', { hasText: 'Cancel' });
  await cancel.waitFor();
  await cancel.click();
  await page.locator('#count-result', { hasText: 'Cancelled.' }).waitFor();
  assert.ok(await page.locator('#count-progress .progress').isHidden());
  const p2 = await open('board=grid:5x5&scoring=area');
  await p2.click('#solve');
  const stop = p2.locator('#solve-progress button', { hasText: 'Cancel' });
  await stop.waitFor();
  await stop.click();
  await p2.locator('#solve-result', { hasText: 'Cancelled.' }).waitFor();
  // The page still works: a count after the cancel.
  await p2.click('#count');
  await p2.locator('#count-result', { hasText: '414,295,148,741 positions' }).waitFor();
});

test('the element shows a solved board with its principal variation', async () => {
  const page = await web.open('/e2e/fixtures/blog.html');
  const still = page.locator('#solved-go');
  await still.locator('.note', { hasText: 'perfect play' }).waitFor();
  assert.match(await still.locator('.note').textContent(), /Black by 3 with perfect play \(area, komi 0\); line: B1 (\S+ )*pass pass$/);
  assert.ok((await still.locator('svg .heat-text').allTextContents()).includes('1'));
  const replay = page.locator('#solved-go-replay');
  await replay.locator('.note', { hasText: 'perfect play' }).waitFor();
  assert.equal(await replay.locator('svg .board-pieces .stone').count(), 0);
  await replay.getByRole('button', { name: 'next' }).click();
  assert.equal(await replay.locator('svg .board-pieces .stone.black').count(), 1);
  assert.match(await replay.locator('.note').textContent(), /^move 1 \(B B1\)/);
  await replay.getByRole('button', { name: 'last' }).click();
  assert.match(await replay.locator('.note').textContent(), /^move \d+ \([BW] pass\) · White 0, Black 3: Black by 3/);
});
