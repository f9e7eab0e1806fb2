// The index: one card per tool in the registry (www/tools.json), each with a small live
// picture of its "start here" example.
import { TOOLS } from './lib/tools.js';
import { h } from './lib/ui.js';
import { frame } from './lib/page.js';
import { ready } from './lib/wasm.js';
import { preview } from './index-previews.js';
import { HASSE_CSS } from './lib/hasse.js';
import { FORMS_CSS } from './forms-draw.js';

document.head.append(h('style', {}, HASSE_CSS + FORMS_CSS));
frame();
const list = /** @type {HTMLElement} */ (document.getElementById('tools'));
const pictures = TOOLS.map((tool) => {
  const picture = h('a', { class: 'tool-picture', href: tool.start, tabindex: '-1', 'aria-hidden': 'true' });
  list.append(h('li', { class: 'tool', 'data-tool': tool.name },
    picture,
    h('h2', {}, h('a', { href: tool.page }, tool.title)),
    h('p', { class: 'description' }, tool.description),
    h('a', { class: 'start', href: tool.start }, 'Start here →')));
  return { tool, picture };
});
await ready();
for (const { tool, picture } of pictures) {
  const svg = preview(tool.name, tool.start);
  if (svg) picture.append(svg);
  else if (tool.element) picture.append(await element(tool));
  else picture.remove();
}

/** A tool without a picture of its own shows its element, with the start example's URL
 * parameters as attributes (elements take the page's parameter names), small and inert. */
async function element(/** @type {import('./lib/tools.js').Tool} */ tool) {
  await import(`./elements/${tool.name}.js`);
  const el = document.createElement(tool.element);
  for (const [key, value] of new URL(tool.start, location.href).searchParams) el.setAttribute(key, value);
  return h('div', { class: 'element-preview', inert: true }, el);
}
