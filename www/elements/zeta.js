// <asobiba-zeta n="3" f="1,2,3,4,5,6,7,8" transform="subset-zeta" [modulus="998244353"] [step="0"]>
// The n-cube with f on it and buttons to run the fast transform one pass (bit) at a time.
import { AsobibaElement } from './base.js';
import { invoke } from '../lib/wasm.js';
import { hasseSvg, HASSE_CSS } from '../lib/hasse.js';

const SYMBOL = { 'subset-zeta': 'ζ′', 'subset-mobius': 'μ′', 'superset-zeta': 'ζ', 'superset-mobius': 'μ' };

const CSS = `${HASSE_CSS}
:host { --mono: ui-monospace, Menlo, Consolas, monospace; }
.bar { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-top: 6px; }
.note { font-family: var(--mono); font-size: 0.85em; color: var(--muted); }
`;

class ZetaElement extends AsobibaElement {
  static observedAttributes = ['n', 'f', 'transform', 'modulus', 'step'];
  static css = CSS;

  render() {
    const n = Number(this.getAttribute('n') ?? '3');
    const transform = this.getAttribute('transform') ?? 'subset-zeta';
    const f = this.getAttribute('f') ?? Array.from({ length: 1 << Math.min(Math.max(n, 0), 6) }, (_, i) => i + 1).join(',');
    let ex;
    try {
      if (!Number.isInteger(n) || n < 1 || n > 5) throw new Error(`n must be a whole number from 1 to 5, not “${this.getAttribute('n')}”`);
      ex = invoke('zeta_explain', n, transform, f, this.getAttribute('modulus') ?? '');
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = `asobiba-zeta: ${e.message}`;
      this.body.replaceChildren(p);
      return;
    }
    if (this.current === undefined || this.key !== `${n}|${transform}|${f}`) {
      this.key = `${n}|${transform}|${f}`;
      this.current = Math.min(Math.max(Number(this.getAttribute('step') ?? 0) || 0, 0), n);
    }
    const step = this.current;
    const subset = transform.startsWith('subset');
    const bit = step - 1;
    const changed = new Set();
    if (step > 0) for (let m = 0; m < 1 << n; m++) if (((m >> bit) & 1) === (subset ? 1 : 0)) changed.add(m);
    const svg = hasseSvg(n, { values: ex.stages[step], activeBit: bit, direction: subset ? 'up' : 'down', minus: transform.endsWith('mobius'), changed });
    const note = document.createElement('span');
    note.className = 'note';
    note.textContent = step === 0 ? `f; ${SYMBOL[ex.transform]} in ${n} passes` : step === n ? `${SYMBOL[ex.transform]}f (all ${n} passes)` : `after pass ${step} (bit ${bit})`;
    const button = (text, enabled, next) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.disabled = !enabled;
      b.addEventListener('click', () => {
        this.current = next;
        this.render();
      });
      return b;
    };
    const bar = document.createElement('div');
    bar.className = 'bar';
    bar.append(button('« f', step > 0, 0), button('‹', step > 0, step - 1), button('step ›', step < n, step + 1), button('result »', step < n, n), note);
    this.body.replaceChildren(svg, bar);
  }
}

customElements.define('asobiba-zeta', ZetaElement);
