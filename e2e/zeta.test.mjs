// The Zeta & Möbius explorer driven like a person: open a link, step through the passes,
// pick sets, edit values, type bad input, use the Venn diagram, convolutions, the large-n
// worker and the embeddable element. Expected values come from the definitions, in JS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();

/** The definition of each transform, as BigInts (the page shows exact i64). */
function definition(transform, f) {
  const wrap = (x) => BigInt.asIntN(64, x);
  const subset = transform.startsWith('subset');
  const mobius = transform.endsWith('mobius');
  return f.map((_, s) => {
    let acc = 0n;
    f.forEach((x, t) => {
      const inside = subset ? (t & ~s) === 0 : (s & ~t) === 0;
      if (!inside) return;
      let odd = 0;
      for (let d = s ^ t; d; d &= d - 1) odd ^= 1;
      acc = wrap(mobius && odd ? acc - BigInt(x) : acc + BigInt(x));
    });
    return acc.toString();
  });
}

const stageValues = (page, k) => page.locator(`#table td[data-stage="${k}"]`).allTextContents();

test('a link opens its state; stepping through every pass gives the transform', async () => {
  const f = [1, 2, 3, 4, 5, 6, 7, 8];
  const page = await web.open(`/www/zeta.html?n=3&transform=subset-zeta&f=${f.join(',')}`, { waitFor: '#table tbody tr' });
  assert.equal(await page.inputValue('#n'), '3');
  assert.equal(await page.inputValue('#transform'), 'subset-zeta');
  assert.equal(await page.inputValue('#f'), '1,2,3,4,5,6,7,8');
  for (let k = 1; k <= 3; k++) {
    await page.click('#step');
    await page.locator(`#table td[data-stage="${k}"]`).first().waitFor();
    assert.match(await page.textContent('#pass-note'), new RegExp(`bit ${k - 1}`));
    // the pass's arrows are drawn on the diagram
    assert.equal(await page.locator('#diagram line.edge.active').count(), 4);
  }
  assert.deepEqual(await stageValues(page, 3), definition('subset-zeta', f));
  assert.equal(await page.isDisabled('#step'), true);
  assert.match(page.url(), /step=3/);
});

test('every transform by "jump to result" agrees with its definition, also on the diagram', async () => {
  const f = [3, -1, 4, 1, -5, 9, 2, -6, 5, 3, -5, 8, 9, -7, 9, 3];
  for (const t of ['subset-zeta', 'subset-mobius', 'superset-zeta', 'superset-mobius']) {
    const page = await web.open(`/www/zeta.html?n=4&transform=${t}&f=${f.join(',')}`, { waitFor: '#table tbody tr' });
    await page.click('#finish');
    const want = definition(t, f);
    assert.deepEqual(await stageValues(page, 4), want, t);
    const onDiagram = await page.locator('#diagram g.node text.value').allTextContents();
    assert.deepEqual(onDiagram, want, t);
  }
});

test('arithmetic mod 7: the passes, the result and the defining sum are all reduced', async () => {
  const f = [8, -3, 20, 6, 13, 1, 0, 9];
  const page = await web.open(`/www/zeta.html?n=3&transform=subset-mobius&f=${f.join(',')}`, { waitFor: '#table tbody tr' });
  await page.selectOption('#arith', '7');
  await page.waitForURL(/mod=7/);
  await page.click('#finish');
  const mod7 = (x) => String(((Number(x) % 7) + 7) % 7);
  const want = definition('subset-mobius', f).map(mod7);
  assert.deepEqual(await stageValues(page, 3), want);
  await page.click('#diagram g.node[data-mask="7"]');
  await page.locator('#focus-sum', { hasText: want[7] }).waitFor();
  const terms = await page.locator('#focus-body .terms').first().textContent();
  // f reduced mod 7 is 1 4 6 6 6 1 0 2; signs (−1)^|S∖T| over T ⊆ {0,1,2} in mask order
  assert.match(terms, /=\s+− 1 \+ 4 \+ 6 − 6 \+ 6 − 1 − 0 \+ 2 = 3/, terms);
});

test('picking a set shows the defining sum with signs and the inverse giving f back', async () => {
  const f = [1, 2, 3, 4, 5, 6, 7, 8];
  const page = await web.open(`/www/zeta.html?n=3&transform=superset-mobius&f=${f.join(',')}`, { waitFor: '#diagram svg' });
  await page.click('#diagram g.node[data-mask="1"]');
  await page.locator('#focus-sum').waitFor();
  // T ⊇ {0}: {0}, {0,1}, {0,2}, {0,1,2}; signs + − − +
  assert.equal(await page.locator('#diagram g.node.plus').count(), 2);
  assert.equal(await page.locator('#diagram g.node.minus').count(), 2);
  assert.equal(await page.textContent('#focus-sum'), definition('superset-mobius', f)[1]);
  assert.match(await page.textContent('#inverse-check'), /✓/);
  const sums = await page.locator('#cancellation tbody tr td:last-child strong').allTextContents();
  assert.deepEqual(sums, ['1', '0', '0', '0']);
  assert.match(page.url(), /s=1/);
});

test('editing a value in the table updates the result and the link', async () => {
  const page = await web.open('/www/zeta.html?n=2&transform=subset-zeta&f=1,1,1,1&step=2', { waitFor: '#table tbody tr' });
  const cell = page.locator('#table input[data-mask="2"]');
  await cell.fill('10');
  await cell.press('Enter');
  await page.waitForURL(/f=1%2C1%2C10%2C1|f=1,1,10,1/);
  assert.deepEqual(await stageValues(page, 2), definition('subset-zeta', [1, 1, 10, 1]));
  // and on the diagram: click a set, type its value
  await page.click('#diagram g.node[data-mask="3"]');
  await page.keyboard.type('-5');
  await page.keyboard.press('Enter');
  await page.locator('#table td[data-stage="2"]', { hasText: '7' }).waitFor();
  await page.keyboard.press('ArrowUp');
  await page.locator('#table td[data-stage="2"]', { hasText: '8' }).waitFor();
  assert.deepEqual(await stageValues(page, 2), definition('subset-zeta', [1, 1, 10, -4]));
});

test('bad input gets a clear message next to the input and the page keeps working', async () => {
  const page = await web.open('/www/zeta.html?n=3&transform=subset-zeta&f=1,2,3,4,5,6,7,8', { waitFor: '#table tbody tr' });
  await page.fill('#f', '1,2,x,4,5,6,7,8');
  await page.locator('#f-error', { hasText: 'value 3 (`x`) is not a whole number' }).waitFor();
  assert.equal(await page.getAttribute('#f', 'aria-invalid'), 'true');
  await page.fill('#f', '1,2,3,4,5');
  await page.locator('#f-error', { hasText: 'needs 2^3 = 8 values, not 5' }).waitFor();
  await page.fill('#f', '1,2,3,4,5,6,7,99999999999999999999');
  await page.locator('#f-error', { hasText: 'not a whole number' }).waitFor();
  await page.fill('#f', '8,7,6,5,4,3,2,1');
  await page.locator('#f-error').waitFor({ state: 'hidden' });
  await page.click('#finish');
  assert.deepEqual(await stageValues(page, 3), definition('subset-zeta', [8, 7, 6, 5, 4, 3, 2, 1]));

  const big = await web.open('/www/zeta.html?n=12&transform=subset-zeta&f=1', { waitFor: '#n-error' });
  assert.match(await big.textContent('#n-error'), /n = 12 is too large for the pictures/);

  await page.fill('#big-n', '40');
  await page.click('#big-run');
  await page.locator('#big-n-error', { hasText: 'from 10 to 26' }).waitFor();

  await page.fill('#conv-a', '1,2,3');
  await page.locator('#conv-a-error', { hasText: 'power of two' }).waitFor();
});

test('the Venn example gives the union sizes of the sets', async () => {
  const page = await web.open('/www/zeta.html', { waitFor: '#venn-values tbody tr' });
  const sets = ['a b c d e', 'c d e f', 'a d f g h', 'b d h i j'];
  await page.selectOption('#venn-count', '4');
  for (let i = 0; i < 4; i++) await page.fill(`#venn-set-${i}`, sets[i]);
  await page.locator('#venn-values tbody tr').nth(14).waitFor();
  const members = sets.map((x) => new Set(x.split(' ')));
  for (let m = 1; m < 16; m++) {
    const chosen = members.filter((_, i) => (m >> i) & 1);
    const union = new Set(chosen.flatMap((x) => [...x]));
    const inter = [...chosen[0]].filter((e) => chosen.every((x) => x.has(e)));
    const row = page.locator(`#venn-values tr[data-mask="${m}"]`);
    assert.equal(await row.locator('td.union strong').textContent(), String(union.size), `union ${m}`);
    assert.equal(await row.locator('td').nth(1).locator('strong').textContent(), String(inter.length), `intersection ${m}`);
  }
  // 4 ellipses, and a count in each of the 15 regions
  assert.equal(await page.locator('#venn-diagram ellipse').count(), 4);
  assert.equal(await page.locator('#venn-diagram text.count').count(), 15);
  // The preset carries f̃ to the explorer; ζ′ of it is the union sizes again.
  await page.click('[data-preset="ie"]');
  await page.click('#finish');
  const unions = await page.locator('#venn-values td.union strong').allTextContents();
  assert.deepEqual((await stageValues(page, 4)).slice(1), unions);
});

test('convolutions: transform, multiply, invert, against brute force', async () => {
  const page = await web.open('/www/zeta.html', { waitFor: '.pipeline' });
  const a = [3, 1, -2, 5, 0, 4, 1, 2];
  const b = [1, 2, 0, -1, 3, 1, 1, 0];
  await page.fill('#conv-a', a.join(','));
  await page.fill('#conv-b', b.join(','));
  for (const kind of ['or', 'and', 'xor', 'subset']) {
    await page.selectOption('#conv-kind', kind);
    const want = Array(8).fill(0);
    a.forEach((x, s) => b.forEach((y, t) => {
      const target = { or: s | t, and: s & t, xor: s ^ t, subset: s & t ? -1 : s | t }[kind];
      if (target >= 0) want[target] += x * y;
    }));
    await page.locator('.pipeline td.result').first().waitFor();
    assert.deepEqual(await page.locator('.pipeline td.result').allTextContents(), want.map(String), kind);
    assert.equal(await page.locator('.pipeline .step').count(), 4);
  }
});

test('set covers are counted, checked against every subfamily', async () => {
  const page = await web.open('/www/zeta.html', { waitFor: '#covers-table' });
  const family = [[0, 1], [1, 2], [2, 3, 4], [0, 4], [3], [1, 3]];
  await page.fill('#cover-n', '5');
  await page.fill('#cover-family', family.map((a) => `{${a.join(',')}}`).join(' '));
  const want = Array(family.length + 1).fill(0);
  for (let pick = 0; pick < 1 << family.length; pick++) {
    const union = new Set(family.filter((_, i) => (pick >> i) & 1).flat());
    if (union.size === 5) want[family.filter((_, i) => (pick >> i) & 1).length]++;
  }
  await page.locator('#covers-total', { hasText: String(want.reduce((a, b) => a + b)) }).waitFor();
  assert.deepEqual(await page.locator('#covers-table td.count').allTextContents(), want.map(String));
  await page.fill('#cover-family', '{0,1} {7}');
  await page.locator('#cover-family-error', { hasText: 'element 7 is not in {0,…,4}' }).waitFor();
});

test('large n runs in a worker with progress; cancel stops it; the timing is shown', async () => {
  const page = await web.open('/www/zeta.html', { waitFor: '#big-run' });
  await page.fill('#big-n', '20');
  await page.click('#big-run');
  await page.locator('#big-result', { hasText: 'ns per element-bit' }).waitFor({ timeout: 60_000 });
  assert.match(await page.textContent('#big-result'), /n = 20: subset-zeta of 1,048,576 values/);
  await page.fill('#big-n', '26');
  await page.click('#big-run');
  await page.locator('.progress').waitFor();
  await page.click('.progress button');
  await page.locator('#big-n-error', { hasText: 'cancelled' }).waitFor();
  await page.fill('#big-n', '12');
  await page.click('#big-run');
  await page.locator('#big-result', { hasText: 'n = 12' }).waitFor();
});

test('the custom element steps through the passes inside a blog post', async () => {
  const page = await web.open('/e2e/fixtures/zeta-blog.html');
  const element = page.locator('asobiba-zeta').first();
  await element.locator('svg.hasse').waitFor();
  for (let k = 0; k < 2; k++) await element.locator('button', { hasText: 'step' }).click();
  assert.deepEqual(await element.locator('g.node text.value').allTextContents(), definition('subset-zeta', [1, 2, 3, 4]));
  assert.match(await page.locator('#broken').locator('.error').textContent(), /needs 2\^2 = 4 values, not 3/);
});

// Issue 10: what a newcomer tripped over.

test('after clicking a node the arrow keys scroll; values change only by editing', async () => {
  const page = await web.open('/www/zeta.html?n=3&transform=subset-zeta&f=1,2,3,4,5,6,7,8', { waitFor: '#diagram svg' });
  await page.click('#diagram g.node[data-mask="3"]');
  await page.waitForURL(/s=3/);
  const y0 = await page.evaluate(() => scrollY);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((y) => scrollY > y, y0);
  assert.equal(await page.inputValue('#f'), '1,2,3,4,5,6,7,8');
  assert.match(page.url(), /f=1,2,3,4,5,6,7,8/);
  // The node keeps the keyboard; typing a number there is explicit editing.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-mask')), '3');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await page.waitForURL(/f=1,2,3,9,5,6,7,8/);
});

test('a legend says what the fills mean', async () => {
  const page = await web.open('/www/zeta.html?n=3&transform=superset-mobius&f=1,2,3,4,5,6,7,8', { waitFor: '#diagram svg' });
  assert.equal(await page.locator('#legend').isHidden(), true);
  await page.click('#diagram g.node[data-mask="1"]');
  await page.locator('#legend').waitFor();
  const text = await page.textContent('#legend');
  assert.match(text, /added \(\+\) in the sum at \{0\}/);
  assert.match(text, /subtracted \(−\) in the sum at \{0\}/);
  // The swatches are drawn in the diagram's own fills.
  const fill = (sel) => page.$eval(sel, (e) => getComputedStyle(e).backgroundColor);
  const nodeFill = (sel) => page.$eval(sel, (e) => getComputedStyle(e).fill);
  assert.equal(await fill('#legend .swatch.plus'), await nodeFill('#diagram g.node.plus rect'));
  assert.equal(await fill('#legend .swatch.minus'), await nodeFill('#diagram g.node.minus rect'));
});

test('the inclusion–exclusion sum is written out', async () => {
  const page = await web.open('/www/zeta.html', { waitFor: '#venn-values tbody tr' });
  const sum = (await page.textContent('#ie-sum')).replace(/\s+/g, ' ');
  assert.match(sum, /\|A ∪ B ∪ C\| = \|A\| \+ \|B\| \+ \|C\| − \|A∩B\| − \|A∩C\| − \|B∩C\| \+ \|A∩B∩C\|/);
  assert.match(sum, /= 4 \+ 3 \+ 4 − 2 − 1 − 2 \+ 1 = 7$/);
  await page.fill('#venn-set-1', 'c d e x y');
  await page.locator('#ie-sum', { hasText: '= 4 + 5 + 4 − 2 − 1 − 2 + 1 = 9' }).waitFor();
});

test('?n=26 shows its error, the n menu says 26, and the controls keep their row', async () => {
  const page = await web.open('/www/zeta.html?n=26', { waitFor: '#n-error:not([hidden])' });
  assert.match(await page.textContent('#n-error'), /n = 26 is too large for the pictures/);
  assert.equal(await page.inputValue('#n'), '26');
  const tops = await Promise.all(['#n', '#transform', '#arith'].map(async (sel) => Math.round((await page.locator(sel).boundingBox()).y)));
  assert.equal(new Set(tops).size, 1, `the menus sit on one row: ${tops}`);
  // n = 26 is what "Large n" does: it is filled in there.
  assert.equal(await page.inputValue('#big-n'), '26');
  // The invalid n stays out of the link; choosing a valid one clears the error.
  assert.doesNotMatch(page.url(), /n=26/);
  await page.selectOption('#n', '2');
  await page.locator('#n-error').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#n option', { hasText: 'not available' }).count(), 0);
  await page.locator('#table tbody tr').nth(3).waitFor();
});

test('Venn sets are validated: garbage and huge sets are refused with a clear message', async () => {
  const page = await web.open('/www/zeta.html', { waitFor: '#venn-values tbody tr' });
  let junk = '';
  for (let i = 0; junk.length < 10_240; i++) junk += 'ab#(;7/0,é\n )*'[(i * 7919) % 14];
  await page.fill('#venn-set-1', junk);
  await page.locator('#venn-set-1-error', { hasText: /^set B: element \d+ \(`.*`\) contains `.`; names are letters, digits and _-\.'\+$/ }).waitFor();
  assert.equal(await page.locator('#venn-values').count(), 0);
  assert.equal(await page.locator('#ie-sum').count(), 0);
  // 904 well-formed names: more than a diagram can show.
  const many = Array.from({ length: 904 }, (_, i) => `w${i}`).join(' ');
  await page.fill('#venn-set-2', many);
  await page.fill('#venn-set-1', 'c d e');
  await page.locator('#venn-set-2-error', { hasText: 'set C: at most 200 elements, not 904' }).waitFor();
  assert.equal(await page.locator('#venn-set-1-error').isHidden(), true);
  assert.doesNotMatch(page.url(), /w903/);
  await page.fill('#venn-set-2', 'd e f g');
  await page.locator('#ie-sum', { hasText: '= 7' }).waitFor();
});
