// <asobiba-polyomino shape="###/#.." [editable] [cuts="classes|none"]>
// Shows a polyomino, its canonical form and symmetry, and its cuts into two connected
// parts (one drawing per class). With `editable`, clicking squares toggles cells.
import { AsobibaElement } from './base.js';
import { invoke } from '../lib/wasm.js';
import { cellsSvg } from '../lib/cells.js';
import { s } from '../lib/svg.js';

const CSS = `
.classes { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 8px; }
figure { margin: 0; text-align: center; font-size: 0.85em; }
figcaption { color: var(--muted); }
.editor rect.empty { fill: transparent; stroke: var(--line); }
.editor rect { cursor: pointer; }
`;

class PolyominoElement extends AsobibaElement {
  static observedAttributes = ['shape', 'editable', 'cuts'];
  static css = CSS;

  render() {
    const shape = this.getAttribute('shape') ?? '#';
    let info;
    try {
      info = invoke('poly_analyze', shape);
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = `${shape}: ${e.message}`;
      this.body.replaceChildren(p);
      return;
    }
    const picture = this.hasAttribute('editable') ? this.editor(info) : cellsSvg(info.cells, { size: 22, label: info.shape });
    const facts = document.createElement('div');
    facts.className = 'muted';
    facts.textContent = `${info.area} cells · canonical ${info.canonical} · symmetry ${info.symmetry_group} · ${info.cuts.bipartitions} cuts in ${info.cuts.classes.length} classes`;
    const parts = [picture, facts];
    if ((this.getAttribute('cuts') ?? 'classes') !== 'none') {
      const classes = document.createElement('div');
      classes.className = 'classes';
      for (const c of info.cuts.classes) {
        const inA = new Set(c.splits[0]);
        const fig = document.createElement('figure');
        const cap = document.createElement('figcaption');
        cap.textContent = `×${c.count}`;
        fig.append(cellsSvg(info.cells, { size: 10, classOf: (i) => (inA.has(i) ? 'part-a' : 'part-b'), label: `${c.a} + ${c.b}` }), cap);
        classes.append(fig);
      }
      parts.push(classes);
    }
    this.body.replaceChildren(...parts);
  }

  /** The shape in a grid one square larger on every side; clicks toggle cells. */
  editor(info) {
    const size = 22;
    const filled = new Set(info.cells.map(([x, y]) => `${x + 1},${y + 1}`));
    const w = info.width + 2;
    const hgt = info.height + 2;
    const svg = s('svg', { class: 'editor', viewBox: `0 0 ${w * size} ${hgt * size}`, width: w * size, height: hgt * size, role: 'img', 'aria-label': info.shape });
    for (let y = 0; y < hgt; y++) {
      for (let x = 0; x < w; x++) {
        const on = filled.has(`${x},${y}`);
        svg.append(s('rect', {
          x: x * size + 1, y: y * size + 1, width: size - 2, height: size - 2, rx: 3,
          class: on ? 'cell' : 'empty',
          onclick: () => {
            if (on) filled.delete(`${x},${y}`);
            else filled.add(`${x},${y}`);
            const rows = [];
            for (let yy = 0; yy < hgt; yy++) {
              let row = '';
              for (let xx = 0; xx < w; xx++) row += filled.has(`${xx},${yy}`) ? '#' : '.';
              rows.push(row);
            }
            const next = rows.join('/');
            try {
              invoke('poly_canonical', next);
              this.setAttribute('shape', next);
              this.dispatchEvent(new CustomEvent('shape-change', { detail: { shape: next }, bubbles: true, composed: true }));
            } catch (e) {
              // Keep the last valid shape; say why the click was refused.
              if (on) filled.add(`${x},${y}`);
              else filled.delete(`${x},${y}`);
              this.body.querySelector('.muted').textContent = e.message;
            }
          },
        }));
      }
    }
    return svg;
  }
}

customElements.define('asobiba-polyomino', PolyominoElement);
