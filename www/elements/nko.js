// <asobiba-nko n="50" m="17" side="black" [reading="…"] [pass]>: a state, who wins and its
// line played on a row of kos. <asobiba-nko table="30" [reading="…"] [pass]>: the win
// tables for n ≤ 30 (up to 1000), both sides to move, with the article's disagreements.
import { AsobibaElement } from './base.js';
import { ready } from '../lib/wasm.js';
import { h } from '../lib/ui.js';
import { tableView } from '../nko-table.js';
import { lineView } from '../nko-line.js';

class NkoElement extends AsobibaElement {
  static observedAttributes = ['n', 'm', 'side', 'reading', 'pass', 'table'];
  static css = `
.tables { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px; min-width: min(560px, 90vw); }
figure { margin: 0; } figcaption { font-weight: 600; font-size: 0.9em; }
canvas { width: 100%; aspect-ratio: 1; display: block; border: 1px solid var(--line); border-radius: 6px; touch-action: none; }
.line-controls { display: flex; gap: 6px; margin: 6px 0; flex-wrap: wrap; }
.line-summary { font-weight: 600; margin: 0 0 4px; }
.line-status { font-family: ui-monospace, monospace; font-size: 0.85em; min-height: 2.6em; }
ol.moves { display: none; }
.kos .board-svg { max-height: 300px; max-width: 560px; }
.hover { font-family: ui-monospace, monospace; font-size: 0.85em; min-height: 1.4em; }
`;

  render() {
    // The base class awaited the module; its errors here show in the element.
    ready().then((wasm) => {
      try {
        this.draw(wasm);
      } catch (e) {
        this.body.replaceChildren(h('p', { class: 'error' }, /** @type {Error} */ (e)?.message ?? String(e)));
      }
    });
  }

  /** @param {any} wasm */
  draw(wasm) {
    const reading = this.getAttribute('reading') || 'literal';
    const pass = this.hasAttribute('pass');
    const tableAttr = this.getAttribute('table');
    const int = (/** @type {string | null} */ v, /** @type {string} */ what, /** @type {number} */ lo, /** @type {number} */ hi) => {
      const x = Number(v);
      if (v === null || !/^\d{1,4}$/.test(v) || x < lo || x > hi) throw new Error(`${what} must be a whole number from ${lo} to ${hi}, not "${v ?? ''}"`);
      return x;
    };
    if (tableAttr !== null) {
      const maxN = int(tableAttr, 'table', 1, 1000);
      const table = new wasm.NkoTable(maxN, pass, reading);
      const d = table.disagreements();
      const hover = h('p', { class: 'hover' });
      const figs = ['black', 'white'].map((side) => {
        const canvas = h('canvas', { 'aria-label': `win table, ${side} to move` });
        return { side, fig: h('figure', {}, h('figcaption', {}, `${side === 'black' ? 'Black' : 'White'} to move`), canvas), canvas };
      });
      this.body.replaceChildren(
        h('p', { class: 'line-summary' }, `n kos under superko, n ≤ ${maxN}${pass ? ', with passes' : ''} (reading ${reading}): blue Black wins, light White wins`),
        h('div', { class: 'tables' }, ...figs.map((f) => f.fig)),
        hover,
        h('p', { class: 'muted' }, `The article's ${pass ? 'claim' : 'closed form'} disagrees in ${d.total.toLocaleString('en')} of ${d.cells.toLocaleString('en')} cells (tinted red).`),
      );
      for (const f of figs) {
        const v = tableView(/** @type {HTMLCanvasElement} */ (f.canvas), {
          onHover: (cell) => {
            if (!cell) return void (hover.textContent = '');
            const w = table.winners(f.side)[(cell.n * (cell.n + 1)) / 2 + cell.m];
            hover.textContent = `(${cell.n}, ${cell.m}) ${f.side} to move: ${['—', 'Black wins', 'White wins', 'draw'][w]}`;
          },
        });
        v.set({ winners: table.winners(f.side), claims: table.claims(f.side), maxN, view: { n0: 0, m0: 0, rows: maxN + 1 } });
      }
      return;
    }
    const n = int(this.getAttribute('n') ?? '50', 'n', 0, 1000);
    const m = int(this.getAttribute('m') ?? '17', 'm', 0, n);
    const side = this.getAttribute('side') ?? 'black';
    if (side !== 'black' && side !== 'white') throw new Error(`side must be black or white, not "${side}"`);
    const table = new wasm.NkoTable(n, pass, reading);
    const l = table.line(n, m, side);
    const holder = h('div', {});
    this.body.replaceChildren(holder);
    lineView(holder).show(l, `(${n}, ${m}, ${side === 'black' ? 0 : 1}) ${side} to move; the article says ${l.article === 'draw' ? 'a draw' : `${l.article} wins`}`);
    table.free();
  }
}

customElements.define('asobiba-nko', NkoElement);
