// <asobiba-polyomino shape="###/#.." [editable] [cuts="classes|all|none"] [size="22"] [nolink]>
// Shows a polyomino, its canonical form and symmetry, and its cuts into two connected
// parts: one drawing per class (default), every cut grouped by class ("all"), or none.
// `size` is the side of a square in pixels (default: fits about 300 px). With `editable`,
// clicking squares (or arrow keys and Space) toggles cells; every accepted edit updates the
// `shape` attribute and fires a `shape-change` event (bubbling, composed) whose detail is
// { shape }, the cropped notation. A link opens the shape in the workbench (`nolink` hides it).
import { AsobibaElement } from './base.js';
import { invoke } from '../lib/wasm.js';
import { cellsSvg } from '../lib/cells.js';
import { s } from '../lib/svg.js';

const WORKBENCH = new URL('../polyomino.html', import.meta.url);
const ALL_CAP = 60; // drawings in cuts="all" before a "more in the workbench" line
// Cuts grow very fast with the area (a 6 × 6 block has over a million) and a blog page has no
// worker to hand them to (workers must be same-origin): bigger shapes are only drawn here.
const MAX_CELLS_HERE = 24;

const CSS = `
.classes { display: flex; flex-wrap: wrap; gap: 10px 14px; margin-top: 8px; align-items: flex-end; }
.group { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-end; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; }
figure { margin: 0; text-align: center; font-size: 0.85em; }
figcaption { color: var(--muted); }
.editor { outline: none; touch-action: manipulation; }
.editor rect.empty { fill: transparent; stroke: var(--line); }
.editor rect { cursor: pointer; }
.editor .focus-ring { fill: none; stroke: var(--accent); stroke-width: 2; pointer-events: none; display: none; }
.editor:focus-visible .focus-ring { display: inline; }
.editor:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
.links { margin-top: 6px; font-size: 0.8em; }
.links a { text-decoration: none; }
.error { margin: 4px 0 0; font-size: 0.9em; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.error:empty { display: none; }
`;

class PolyominoElement extends AsobibaElement {
  static observedAttributes = ['shape', 'editable', 'cuts', 'size', 'nolink'];
  static css = CSS;

  render() {
    const shape = this.getAttribute('shape') ?? '#';
    let info;
    try {
      const pieces = invoke('polyomino_pieces', shape); // cheap: parsing only
      if (pieces.reduce((n, p) => n + p.length, 0) > MAX_CELLS_HERE) return this.renderBig(shape, pieces);
      info = invoke('polyomino_analyze', shape);
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = `${shape}: ${e.message}`;
      this.body.replaceChildren(p, this.links(shape));
      return;
    }
    const size = this.cellSize(info);
    const picture = this.hasAttribute('editable') ? this.editor(info, size) : cellsSvg(info.cells, { size, label: info.shape });
    const facts = document.createElement('div');
    facts.className = 'muted';
    const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
    const { bipartitions, classes } = info.cuts;
    facts.textContent = `${count(info.area, 'cell', 'cells')} · canonical ${info.canonical} · symmetry ${info.symmetry_group} · ${count(bipartitions, 'cut', 'cuts')} in ${count(classes.length, 'class', 'classes')}`;
    this.message = document.createElement('p');
    this.message.className = 'error';
    this.message.setAttribute('role', 'alert');
    const parts = [picture, this.message, facts];
    const mode = this.getAttribute('cuts') ?? 'classes';
    if (mode !== 'none' && info.cuts.classes.length > 0) parts.push(mode === 'all' ? this.allCuts(info) : this.classes(info));
    parts.push(this.links(info.shape));
    this.body.replaceChildren(...parts);
  }

  /** A shape too big to cut on the blog's thread: its drawing (editable if asked) and its
   *  canonical form, without cuts. */
  renderBig(shape, pieces) {
    const canonical = invoke('polyomino_canonical', shape); // throws, like analyze, if disconnected
    const cells = pieces[0];
    const width = Math.max(...cells.map(([x]) => x)) + 1;
    const height = Math.max(...cells.map(([, y]) => y)) + 1;
    const info = { cells, width, height, shape };
    const size = this.cellSize(info);
    const facts = document.createElement('div');
    facts.className = 'muted';
    facts.textContent = `${cells.length} cells · canonical ${canonical} · cuts are listed here for shapes of up to ${MAX_CELLS_HERE} cells: open it in the workbench`;
    this.message = document.createElement('p');
    this.message.className = 'error';
    this.message.setAttribute('role', 'alert');
    const picture = this.hasAttribute('editable') ? this.editor(info, size) : cellsSvg(cells, { size, label: shape });
    this.body.replaceChildren(picture, this.message, facts, this.links(shape));
  }

  /** The side of a square: the `size` attribute, or what fits about 300 px. */
  cellSize(info) {
    const asked = Number(this.getAttribute('size'));
    if (Number.isFinite(asked) && asked >= 4) return Math.min(asked, 64);
    return Math.max(6, Math.min(22, Math.floor(300 / Math.max(info.width + 2, info.height + 2))));
  }

  thumbSize(info) {
    return Math.max(4, Math.min(10, Math.floor(70 / Math.max(info.width, info.height))));
  }

  cutSvg(info, split, label) {
    const inA = new Set(split);
    return cellsSvg(info.cells, { size: this.thumbSize(info), classOf: (i) => (inA.has(i) ? 'part-a' : 'part-b'), label });
  }

  /** One drawing per class of cuts, with how many cuts it stands for. */
  classes(info) {
    const box = document.createElement('div');
    box.className = 'classes';
    for (const c of info.cuts.classes) {
      const fig = document.createElement('figure');
      fig.title = `${c.a} + ${c.b}: ${c.count} ${c.count === 1 ? 'cut' : 'cuts'}`;
      const cap = document.createElement('figcaption');
      cap.textContent = `×${c.count}`;
      fig.append(this.cutSvg(info, c.splits[0], `${c.a} + ${c.b}`), cap);
      box.append(fig);
    }
    return box;
  }

  /** Every cut, grouped by class, up to ALL_CAP drawings. */
  allCuts(info) {
    const box = document.createElement('div');
    box.className = 'classes';
    let drawn = 0;
    for (const c of info.cuts.classes) {
      if (drawn >= ALL_CAP) break;
      const group = document.createElement('div');
      group.className = 'group';
      group.title = `${c.a} + ${c.b}: ${c.count} ${c.count === 1 ? 'cut' : 'cuts'}`;
      for (const [k, split] of c.splits.entries()) {
        if (drawn >= ALL_CAP) break;
        group.append(this.cutSvg(info, split, `${c.a} + ${c.b}, cut ${k + 1} of ${c.count}`));
        drawn += 1;
      }
      box.append(group);
    }
    if (drawn < info.cuts.bipartitions) {
      const more = document.createElement('p');
      more.className = 'muted';
      more.textContent = `${drawn} of ${info.cuts.bipartitions} cuts shown.`;
      box.append(more);
    }
    return box;
  }

  links(shape) {
    if (this.hasAttribute('nolink')) return '';
    const p = document.createElement('div');
    p.className = 'links';
    const a = document.createElement('a');
    const url = new URL(WORKBENCH);
    url.searchParams.set('shape', shape);
    a.href = url.href;
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = 'Open in the polyomino workbench ↗';
    p.append(a);
    return p;
  }

  /** The shape in a grid one square larger on every side; clicks or Space toggle cells. */
  editor(info, size) {
    const filled = new Set(info.cells.map(([x, y]) => `${x + 1},${y + 1}`));
    const w = info.width + 2;
    const hgt = info.height + 2;
    const focus = this.focus && this.focus[0] < w && this.focus[1] < hgt ? this.focus : [1, 1];
    const svg = s('svg', {
      class: 'editor',
      viewBox: `0 0 ${w * size} ${hgt * size}`,
      width: w * size,
      height: hgt * size,
      tabindex: 0,
      role: 'application',
      'aria-label': `${info.shape}, editable: click a square, or move with the arrow keys and press Space, to add or remove a cell`,
    });
    const toggle = (x, y) => {
      const k = `${x},${y}`;
      const on = filled.has(k);
      if (on) filled.delete(k);
      else filled.add(k);
      const cells = [...filled].map((c) => c.split(',').map(Number));
      try {
        invoke('polyomino_canonical', [...filled].join(' ')); // throws if the edit leaves no polyomino
        // The shape, cropped; the new grid again has a margin of one square, and the
        // focus follows its square.
        const minX = Math.min(...cells.map(([cx]) => cx));
        const minY = Math.min(...cells.map(([, cy]) => cy));
        const rows = Array.from({ length: Math.max(...cells.map(([, cy]) => cy)) - minY + 1 }, () => Array(Math.max(...cells.map(([cx]) => cx)) - minX + 1).fill('.'));
        for (const [cx, cy] of cells) rows[cy - minY][cx - minX] = '#';
        const shape = rows.map((r) => r.join('')).join('/');
        this.focus = [this.focus[0] - minX + 1, this.focus[1] - minY + 1];
        this.refocus = true;
        this.setAttribute('shape', shape);
        this.dispatchEvent(new CustomEvent('shape-change', { detail: { shape }, bubbles: true, composed: true }));
        return true;
      } catch (e) {
        // Keep the last valid shape; say why the edit was refused.
        if (on) filled.add(k);
        else filled.delete(k);
        this.message.textContent = e.message;
        return false;
      }
    };
    for (let y = 0; y < hgt; y++) {
      for (let x = 0; x < w; x++) {
        const on = filled.has(`${x},${y}`);
        svg.append(s('rect', {
          x: x * size + 1, y: y * size + 1, width: size - 2, height: size - 2, rx: 3,
          class: on ? 'cell' : 'empty',
          'data-x': x,
          'data-y': y,
          onclick: () => {
            this.focus = [x, y];
            place();
            toggle(x, y);
          },
        }));
      }
    }
    const ring = s('rect', { class: 'focus-ring', width: size, height: size, rx: 4 });
    const place = () => {
      ring.setAttribute('x', this.focus[0] * size);
      ring.setAttribute('y', this.focus[1] * size);
    };
    // Said by screen readers as the keyboard moves; outside the re-rendered body, so an
    // announcement survives the re-render an edit causes.
    if (!this.live) {
      this.live = document.createElement('span');
      this.live.className = 'sr';
      this.live.setAttribute('aria-live', 'polite');
      this.root.append(this.live);
    }
    const announce = () => {
      const [fx, fy] = this.focus;
      this.live.textContent = `row ${fy + 1}, column ${fx + 1}: ${filled.has(`${fx},${fy}`) ? 'filled' : 'empty'}`;
    };
    this.focus = focus;
    place();
    svg.append(ring);
    svg.addEventListener('keydown', (event) => {
      const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        this.focus = [Math.min(w - 1, Math.max(0, this.focus[0] + move[0])), Math.min(hgt - 1, Math.max(0, this.focus[1] + move[1]))];
        place();
        announce();
      } else if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        const was = filled.has(`${this.focus[0]},${this.focus[1]}`);
        const done = toggle(...this.focus);
        this.live.textContent = done ? (was ? 'cell removed' : 'cell added') : this.message.textContent;
      }
    });
    if (this.refocus) {
      this.refocus = false;
      queueMicrotask(() => svg.focus({ preventScroll: true }));
    }
    return svg;
  }
}

customElements.define('asobiba-polyomino', PolyominoElement);
