// The index as a newcomer meets it: a card per tool with a live picture and a "start here"
// link, all from the registry (www/tools.json); the site's name said once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();
const registry = JSON.parse(await readFile(new URL('../www/tools.json', import.meta.url), 'utf8')).tools.filter((t) => t.page);

test('every tool has a live picture and a "start here" link to its registry example', async () => {
  const page = await web.open('/www/', { waitFor: '#tools .tool' });
  for (const tool of registry) {
    const card = page.locator(`#tools .tool[data-tool="${tool.name}"]`);
    // A picture of its own, or else the tool's element with the start example.
    const own = ['polyomino', 'zeta', 'forms', 'godomachi'].includes(tool.name);
    await card.locator(own ? '.tool-picture > svg, .tool-picture > div > svg' : `.tool-picture .element-preview > ${tool.element}`).first().waitFor();
    assert.equal(await card.locator('a.start').textContent(), 'Start here →');
    assert.equal(await card.locator('a.start').getAttribute('href'), tool.start);
    assert.equal(await card.locator('h2 a').getAttribute('href'), tool.page);
    assert.equal(await card.locator('p.description').textContent(), tool.description);
  }
  // The pictures are computed, not drawn by hand: the forms card shows the conic through
  // its five points, the zeta card the n-cube of its f.
  await page.locator('[data-tool="forms"] path.curve-0').waitFor();
  assert.equal(await page.locator('[data-tool="forms"] .pt').count(), 5);
  assert.equal(await page.locator('[data-tool="zeta"] g.node').count(), 8);
});

test('the zeta card says what the page does: n up to 26', async () => {
  const page = await web.open('/www/', { waitFor: '#tools .tool' });
  const text = await page.locator('[data-tool="zeta"] p.description').textContent();
  const n = Number(/n = (\d+)/.exec(text)[1]);
  const zeta = await web.open('/www/zeta.html', { waitFor: '#big-n' });
  assert.equal(Number(await zeta.getAttribute('#big-n', 'max')), n);
});

test('the site name is said once: in the header, not again in the heading', async () => {
  const page = await web.open('/www/', { waitFor: '#tools .tool' });
  assert.doesNotMatch(await page.textContent('h1'), /asobiba|遊び場/);
  assert.equal((await page.title()).match(/asobiba/g).length, 1);
  assert.match(await page.textContent('header.site'), /遊び場 asobiba/);
});
