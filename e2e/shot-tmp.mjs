import { startServer } from '../tools/serve.mjs';
import { launchChromium } from './helpers.mjs';
const { server, url } = await startServer(0);
const b = await launchChromium();
for (const q of ['budget=abc', 'first=purple']) {
const page = await b.newPage({ viewport: { width: 1200, height: 1400 } });
await page.goto(`${url}/www/tsumego.html?${q}`);
await page.waitForTimeout(1500);
console.log(q, await page.evaluate(() => [...document.querySelectorAll('*')].filter(e => e.children.length === 0 && /must be/.test(e.textContent)).map(e => `${e.id || e.className}: ${e.textContent}`)));
await page.screenshot({ path: `/tmp/bad-${q.split('=')[0]}.png` });
await page.close();
}
await b.close(); server.close();
