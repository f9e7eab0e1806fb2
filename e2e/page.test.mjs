// The page skeleton on a fixture page: state restored from the URL, only valid and bounded
// values written back, errors next to the input, history steps and the back button, worker
// jobs with progress and cancel, the share bar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const web = useBrowser();
const open = async (query = '') => {
  const page = await web.open(`/e2e/fixtures/page.html${query}`);
  await page.waitForSelector('body[data-ready]');
  return page;
};
// The page's own location: page.url() may lag behind history.replaceState.
const params = async (page) => Object.fromEntries(new URL(await page.evaluate(() => location.href)).searchParams);

test('the state comes from the URL; invalid or unbounded values stay out of it', async () => {
  const page = await open('?word=abc&n=5');
  assert.equal(await page.textContent('#out'), 'abc 5 0');
  assert.equal(await page.textContent('#renders'), '1 url');
  // Typing an invalid word: the input keeps it, the message sits next to it, the URL does not change.
  await page.fill('#word', 'abc!');
  await page.locator('#word-error', { hasText: 'only the letters a to z' }).waitFor();
  assert.equal(await page.getAttribute('#word', 'aria-invalid'), 'true');
  assert.equal((await params(page)).word, 'abc');
  // What the page computes with meanwhile: the last valid value, the one the link holds.
  assert.equal(await page.textContent('#linked'), 'abc 5');
  // Thousands of characters of valid letters: over the bound, so not written either.
  await page.fill('#word', 'x'.repeat(5000));
  await page.locator('#word-error', { hasText: 'too long for a link' }).waitFor();
  assert.equal((await params(page)).word, 'abc');
  assert.ok((await page.evaluate(() => location.href)).length < 200);
  await page.fill('#word', 'abcd');
  assert.equal((await params(page)).word, 'abcd');
  assert.equal(await page.isHidden('#word-error'), true);
  // A link with garbage in it: the garbage is shown with its message, and dropped from the URL.
  const bad = await open(`?word=${'%3C'.repeat(3000)}&n=99`);
  await bad.locator('#n-error', { hasText: 'from 1 to 16' }).waitFor();
  assert.match(await bad.textContent('#word-error'), /too long for a link/);
  assert.deepEqual((await params(bad)), { word: 'go', n: '3', step: '0' });
  assert.equal(await bad.textContent('#linked'), 'go 3');
});

test('real steps are history entries: back and forward restore them', async () => {
  const page = await open();
  await page.click('#step');
  await page.click('#step');
  await page.fill('#word', 'chess'); // a small edit replaces the entry
  assert.deepEqual((await params(page)), { word: 'chess', n: '3', step: '2' });
  await page.goBack();
  await page.locator('#out', { hasText: 'go 3 1' }).waitFor();
  assert.match(await page.textContent('#renders'), / history$/);
  await page.goForward();
  await page.locator('#out', { hasText: 'chess 3 2' }).waitFor();
  assert.equal(await page.inputValue('#word'), 'chess');
});

test('a worker job shows progress, can be cancelled, and its error lands next to the input', async () => {
  const page = await open('?n=16');
  await page.click('#count');
  await page.locator('#progress .progress-label', { hasText: 'fixed polyominoes' }).waitFor({ timeout: 30_000 });
  await page.click('#progress .progress button');
  await page.locator('#n-error', { hasText: 'cancelled' }).waitFor();
  assert.equal(await page.isHidden('#progress .progress'), true);
  await page.fill('#n', '8');
  await page.click('#count');
  await page.locator('#out', { hasText: 'free 369' }).waitFor();
});

test('the share bar copies the valid link and the embed code', async () => {
  const page = await open('?word=abc');
  await page.fill('#word', 'ab?');
  await page.click('[data-action="copy-link"]');
  await page.locator('.share-status', { hasText: 'Copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(link).searchParams.get('word'), 'abc');
  await page.click('[data-action="download-svg"]');
  await page.locator('.share-status', { hasText: 'Nothing to download yet.' }).waitFor();
});
