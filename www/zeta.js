// The Zeta & Möbius explorer: the page's state (in the URL, through lib/page.js) and which
// section to redraw when it changes. The sections: zeta-explorer.js (f on the n-cube, pass
// by pass), zeta-venn.js (inclusion–exclusion), zeta-uses.js (convolutions, covers, large n).
import { invoke } from './lib/wasm.js';
import { h } from './lib/ui.js';
import { attr } from './lib/share.js';
import { createPage, fail } from './lib/page.js';
import { HASSE_CSS } from './lib/hasse.js';
import { initExplorer, renderExplorer, preset, checkN, TRANSFORMS } from './zeta-explorer.js';
import { initVenn, renderVenn, splitSets, venn } from './zeta-venn.js';
import { initUses, renderConv, renderCovers, KINDS, coverN } from './zeta-uses.js';

document.head.append(h('style', {}, HASSE_CSS));

/** Values as typed: numbers separated by commas or spaces (the core checks each one). */
const values = (/** @type {string} */ v) => /^[\s,+\-0-9]*$/.test(v) || fail('values are whole numbers separated by commas');

const SECTIONS = [
  { params: ['n', 'transform', 'f', 'mod', 's', 'step'], render: renderExplorer },
  { params: ['sets'], render: () => renderVenn({ inputs: true }), typed: () => renderVenn() },
  { params: ['kind', 'a', 'b', 'mod'], render: renderConv },
  { params: ['cn', 'cf'], render: renderCovers },
];

let wired = false;
/** @type {Record<string, string>} */
let current = {};

await createPage({
  params: {
    n: { default: '3', max: 3, check: checkN },
    transform: { default: 'subset-zeta', check: (v) => TRANSFORMS.includes(v) },
    f: { default: '1,2,3,4,5,6,7,8', max: 1500, check: values },
    mod: { default: '', check: (v) => ['', '7', '998244353'].includes(v) },
    s: { default: '', max: 2, check: (v) => /^\d*$/.test(v) },
    step: { default: '', max: 1, check: (v) => /^\d?$/.test(v) },
    sets: { default: 'a b c d; c d e; d e f g', max: 4000, check: (v) => invoke('zeta_venn', splitSets(v)) },
    kind: { default: 'or', check: (v) => KINDS.includes(v) },
    a: { default: '1,2,3,4', max: 1500, check: values },
    b: { default: '1,0,2,1', max: 1500, check: values },
    cn: { default: '4', max: 2, check: coverN },
    cf: { default: '{0,1} {1,2} {2,3} {3,0} {0,2}', max: 2000, check: (v) => /^[\s{}0-9,]*$/.test(v) || fail('sets are written {0,1} {1,2}') },
  },
  share: {
    embed: () => `<asobiba-zeta n="${attr(current.n)}" transform="${attr(current.transform)}" f="${attr(current.f)}"></asobiba-zeta>`,
    svg: () => document.querySelector('#diagram svg'),
    filename: 'zeta.svg',
  },
  render(state, { source, changed, page }) {
    current = state;
    if (!wired) {
      wired = true;
      initExplorer(page);
      initVenn(page);
      initUses(page);
      for (const button of document.querySelectorAll('[data-preset]')) {
        button.addEventListener('click', () => preset(/** @type {HTMLElement} */ (button).dataset.preset, venn));
      }
    }
    const everything = source === 'url' || source === 'history';
    for (const section of SECTIONS) {
      if (!everything && !section.params.some((p) => changed.has(p))) continue;
      if (!everything && section.typed) section.typed();
      else section.render();
    }
  },
});
