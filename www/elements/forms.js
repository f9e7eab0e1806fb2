// <asobiba-forms n="3" d="2" points="0 0 1; 1 0 1; …" [editable]>
// The verdict for the points (exact), the forms vanishing on them, and for n = 2, 3 the
// picture with those forms drawn. With `editable`, points can be moved in place.
import { AsobibaElement } from './base.js';
import { invoke } from '../lib/wasm.js';
import { s } from '../lib/svg.js';
import { draw, interactive, splitPoints, joinPoints, fitRadius, FORMS_CSS } from '../forms-draw.js';

const CSS = `${FORMS_CSS}
.verdict { font-weight: 600; margin: 6px 0 2px; }
.verdict.yes { color: var(--ok); }
.verdict.no { color: var(--accent); }
ol { margin: 4px 0; padding-left: 1.4em; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
`;

/** Work inside a blog post is capped: a huge attribute gets a message, not a frozen tab. */
const BUDGET = 3_000_000;

class FormsElement extends AsobibaElement {
  static observedAttributes = ['n', 'd', 'points', 'editable'];
  static css = CSS;

  render() {
    const n = Number.parseInt(this.getAttribute('n') ?? '3', 10);
    const d = Number.parseInt(this.getAttribute('d') ?? '2', 10);
    const text = (this.getAttribute('points') ?? '').replace(/;/g, '\n');
    if (!this.rows || this.lastText !== text) {
      this.rows = splitPoints(text);
      this.lastText = text;
      this.R = fitRadius(this.rows, n);
    }
    this.n = n;
    let r;
    try {
      if (!Number.isInteger(n) || !Number.isInteger(d)) throw new Error('n and d must be whole numbers');
      r = invoke('forms_check', n, d, joinPoints(this.rows), BUDGET, null);
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = e?.message ?? String(e);
      this.body.replaceChildren(p);
      return;
    }
    const verdict = document.createElement('p');
    verdict.className = `verdict ${r.determined ? 'yes' : 'no'}`;
    verdict.textContent = r.determined
      ? `Determined (rank ${r.rank} = ${r.dim})`
      : `Not determined: rank ${r.rank} of ${r.dim}`;
    const parts = [];
    if (n === 2 || n === 3) {
      if (!this.svg) {
        this.svg = s('svg', { class: 'forms-picture', viewBox: '0 0 440 440', width: 300, height: 300, role: 'img' });
        interactive(this.svg, () => ({
          n: this.n,
          R: this.R,
          rows: this.rows,
          onMove: this.hasAttribute('editable')
            ? (i, c) => {
                this.rows = this.rows.map((row, k) => (k === i ? c : row));
                this.render();
              }
            : null,
        }));
      }
      draw(this.svg, { n, rows: this.rows, result: r, R: this.R });
      parts.push(this.svg);
    }
    parts.push(verdict);
    if (r.kernel.length) {
      const ol = document.createElement('ol');
      for (const f of r.kernel.slice(0, 6)) {
        const li = document.createElement('li');
        li.textContent = `${f} = 0`;
        ol.append(li);
      }
      parts.push(ol);
    }
    const note = document.createElement('div');
    note.className = 'muted';
    note.textContent = `n = ${n}, d = ${d}, ${r.points} points · exact over Q`;
    parts.push(note);
    this.body.replaceChildren(...parts);
  }
}

customElements.define('asobiba-forms', FormsElement);
