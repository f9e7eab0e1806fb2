// The shogi page and element driven as a person would: set up a position by dragging,
// read the SFEN; the heat map and a square's arrows; a move with the promotion choice;
// the element in a blog post.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();
const ready = '#status:has-text("to move")';

/** Drags from one element's centre to another's (pointer events, as a hand would). */
async function drag(page, from, to) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** The board cell of a square like '5e' (board point ids: y * 9 + x, file 9 at x = 0). */
function cell(page, square) {
  const file = Number(square[0]);
  const rank = square.charCodeAt(1) - 96;
  return page.locator(`#board [data-id="${(rank - 1) * 9 + (9 - file)}"]`).first();
}

test('set up a position in the editor by dragging, and read its SFEN', async () => {
  const page = await web.open('/www/shogi.html', { waitFor: ready });
  await page.setViewportSize({ width: 1200, height: 1400 }); // palettes, board and hands in view
  await page.click('#mode-edit');
  await page.click('#empty');
  await page.locator('#sfen').filter({ hasText: '' }).waitFor();
  await assert.doesNotReject(() => page.waitForFunction(() => document.querySelector('#sfen').value === '9/9/9/9/9/9/9/9/9 b - 1'));
  await drag(page, page.locator('#palette-sente button[data-piece="K"]'), cell(page, '5i'));
  await drag(page, page.locator('#palette-gote button[data-piece="k"]'), cell(page, '5a'));
  await drag(page, page.locator('#palette-sente button[data-piece="G"]'), cell(page, '5c'));
  await drag(page, page.locator('#palette-gote button[data-piece="+r"]'), cell(page, '1i'));
  await page.waitForFunction(() => document.querySelector('#sfen').value === '4k4/9/4G4/9/9/9/9/9/4K3+r b - 1');
  // A piece dragged from the board onto Sente's hand goes into it.
  await drag(page, cell(page, '5c'), page.locator('#hand-sente'));
  await page.waitForFunction(() => document.querySelector('#sfen').value === '4k4/9/9/9/9/9/9/9/4K3+r b G 1');
  assert.match(await page.locator('#remaining').textContent(), /left in the set/);
  // Gote's dragon on 1i checks Sente's king and it is Sente's move: the status says so, and
  // the URL holds the position.
  await page.locator('#status', { hasText: 'check' }).waitFor();
  assert.match(decodeURIComponent(page.url()), /sfen=4k4\/9\/9\/9\/9\/9\/9\/9\/4K3\+r b G 1/);
  // An impossible set-up (two sente kings) is explained next to the SFEN box.
  await drag(page, page.locator('#palette-sente button[data-piece="K"]'), cell(page, '9i'));
  await page.locator('.error', { hasText: 'more than one king' }).waitFor();
});

test('the heat map and the arrows of a chosen square', async () => {
  const page = await web.open('/www/shogi.html?sfen=4k4/9/4s4/9/4R1g2/9/9/9/4K4%20b%20-%201&sq=3e', { waitFor: ready });
  // The rook on 5e attacks 3e along Sente's… Gote's way: one arrow into 3e.
  await page.locator('#square-info', { hasText: 'Sente: 1 attacker' }).waitFor();
  assert.match(await page.textContent('#square-info'), /rook \(飛\) on 5e — way right/);
  assert.equal(await page.locator('#board line.arrow.sente').count(), 1);
  // Heat: squares the rook attacks are warm; the gold and silver's squares cool.
  assert.ok((await page.locator('#board .heat.pos').count()) >= 10);
  assert.ok((await page.locator('#board .heat.neg').count()) >= 5);
  // Hanging and pinned pieces are listed and marked.
  assert.match(await page.textContent('#hanging'), /gold .* on 3e: attacked 1×, defended 0×/);
  assert.match(await page.textContent('#pins'), /silver .* on 5c pinned by ☗ rook/);
  // Clicking another square moves the arrows there: 5d is attacked by the rook and the silver.
  await cell(page, '5d').click();
  await page.locator('#square-info', { hasText: 'Square 5d' }).waitFor();
  assert.equal(await page.locator('#board line.arrow.sente').count(), 1);
  assert.equal(await page.locator('#board line.arrow.gote').count(), 1);
  assert.match(page.url(), /sq=5d/);
  const timing = await page.textContent('#timing');
  assert.match(timing, /analysis drawn in [\d.]+ ms/);
});

test('play a move with the promotion choice, undo it, and see the notation', async () => {
  const page = await web.open('/www/shogi.html?sfen=4k4/9/9/7P1/9/9/9/9/4K4%20b%20-%201', { waitFor: ready });
  await cell(page, '2d').click();
  await cell(page, '2c').click();
  await page.locator('#promotion').waitFor();
  await page.click('#promote-yes');
  await page.locator('#move-list li', { hasText: '２三歩成' }).waitFor();
  assert.match(await page.inputValue('#sfen'), /^4k4\/9\/7\+P1\/9\/9\/9\/9\/9\/4K4 w - 2$/);
  assert.match(page.url(), /moves=2d2c%2B/);
  await page.check('#western');
  await page.locator('#move-list li', { hasText: 'P-2c+' }).waitFor();
  await page.click('#undo');
  await page.locator('#move-list li').first().waitFor({ state: 'detached' });
  // Not promoting is the other legal choice.
  await cell(page, '2d').click();
  await cell(page, '2c').click();
  await page.click('#promote-no');
  await page.locator('#move-list li', { hasText: 'P-2c=' }).waitFor();
});

test('checkmate is announced', async () => {
  // Sente drops a gold on 5b, supported by the pawn… here by the silver on 4c: mate.
  const page = await web.open('/www/shogi.html?sfen=4k4/9/3S5/9/9/9/9/9/4K4%20b%20G%201', { waitFor: ready });
  await page.locator('#hand-sente [data-kind="G"]').click();
  await cell(page, '5b').click();
  await page.locator('#status', { hasText: 'Checkmate' }).waitFor();
});

test('the element in a blog post: a diagram with heat map and arrows, errors in place', async () => {
  const page = await web.open('/e2e/fixtures/shogi-blog.html');
  const diagram = page.locator('#diagram');
  await diagram.locator('svg.board-svg').waitFor();
  assert.ok((await diagram.locator('.heat').count()) > 10);
  // 2b holds Sente's new horse; Gote's silver on 3a and … attack it.
  assert.ok((await diagram.locator('line.arrow').count()) >= 1);
  assert.match(await diagram.locator('.caption').textContent(), /3\. ▲２二角成/);
  // Step back through the line and forward again.
  await diagram.locator('button[aria-label="previous move"]').click();
  await diagram.locator('.caption', { hasText: '2. △３四歩' }).waitFor();
  await diagram.locator('button[aria-label="next move"]').click();
  await diagram.locator('.caption', { hasText: '3. ▲２二角成' }).waitFor();
  await page.locator('#broken .error', { hasText: 'more than one king' }).waitFor();
});

test('a link with a set-up that is not SFEN, or an unknown heat map: messages by the fields, and the page goes on with the defaults', async () => {
  // It once threw from the first render.
  const page = await web.open('/www/shogi.html?sfen=bad', { waitFor: ready });
  await page.locator('#sfen-error', { hasText: 'SFEN: expected board, side, hands' }).waitFor();
  assert.equal(await page.inputValue('#sfen'), 'bad');
  assert.doesNotMatch(page.url(), /sfen=bad/);
  // Play goes on from the start position: 7g7f.
  await cell(page, '7g').click();
  await cell(page, '7f').click();
  await page.waitForFunction(() => /moves=7g7f/.test(location.search));
  await page.locator('#status', { hasText: 'Gote to move' }).waitFor();
  assert.equal(await page.inputValue('#sfen'), 'bad');
  // A heat mode that is not one: its message by the select, which shows the one drawn.
  const heat = await web.open('/www/shogi.html?heat=x', { waitFor: ready });
  await heat.locator('#heat-error', { hasText: 'the heat map must be balance, sente, gote or none, not `x`' }).waitFor();
  assert.equal(await heat.inputValue('#heat'), 'balance');
  // The balance warms Sente's half and cools Gote's (Gote's mode alone would only cool).
  assert.ok((await heat.locator('#board .heat.pos').count()) >= 10);
  assert.ok((await heat.locator('#board .heat.neg').count()) >= 10);
});

test('sennichite and perpetual check are announced', async () => {
  // Sente's rook checks from 5a and 5b in turn while the gote king steps 2a ↔ 2b.
  const cycle = ['2a2b', '5a5b', '2b2a', '5b5a'];
  const moves = ['5i5a', ...Array.from({ length: 12 }, (_, i) => cycle[i % 4])].join(',');
  const page = await web.open(`/www/shogi.html?sfen=7k1/9/9/9/9/9/9/9/K3R4%20b%20-%201&moves=${moves}`, { waitFor: '#status:has-text("perpetual check")' });
  assert.match(await page.textContent('#status'), /perpetual check by ☗ Sente \(the same position a 4th time after move 13\): ☖ Gote wins/);
  const shuffle = ['2h3h', '8b7b', '3h2h', '7b8b'];
  const draw = Array.from({ length: 12 }, (_, i) => shuffle[i % 4]).join(',');
  const p2 = await web.open(`/www/shogi.html?moves=${draw}`, { waitFor: '#status:has-text("sennichite")' });
  assert.match(await p2.textContent('#status'), /after move 12 \(a draw\)/);
});
