// <asobiba-polyomino shape="###/#.." [editable] [cuts="classes|all|none"] [size="22"] [nolink]>
// Shows a polyomino, its canonical form and symmetry, and its cuts into two connected
// parts: one drawing per class (default), every cut grouped by class ("all"), or none.
// `size` is the side of a square in pixels (default: fits about 300 px). With `editable`,
// the workbench's own editor (lib/polyomino-editor.js): a click, tap or drag fills or erases
// squares, arrow keys and Space or Enter too; edits that would disconnect the shape are
// refused with a message. Each stroke updates the `shape` attribute and fires a
// `shape-change` event (bubbling, composed) whose detail is { shape }, the cropped notation.
// A link opens the shape in the workbench (`nolink` hides it).
import { AsobibaElement } from './base.js';
import { invoke } from '../lib/wasm.js';
import { cellsSvg } from '../lib/cells.js';
import { createPolyominoEditor } from '../lib/polyomino-editor.js';

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
.editor:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
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
    // The editor lives in a holder of its own, kept across renders: an edit re-renders the
    // facts and cuts without interrupting the stroke or losing the keyboard cursor.
    if (!this.holder) {
      this.holder = document.createElement('div');
      this.rest = document.createElement('div');
    }
    if (this.body.firstChild !== this.holder) this.body.replaceChildren(this.holder, this.rest);
    if (!this.hasAttribute('editable') && this.editor) {
      this.editor.board.destroy();
      this.editor = null;
    }
    let info;
    try {
      const pieces = invoke('polyomino_pieces', shape); // cheap: parsing only
      if (pieces.reduce((n, p) => n + p.length, 0) > MAX_CELLS_HERE) return this.renderBig(shape, pieces);
      info = invoke('polyomino_analyze', shape);
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = `${shape}: ${e.message}`;
      this.holder.hidden = true;
      this.rest.replaceChildren(p, this.links(shape));
      return;
    }
    const size = this.cellSize(info);
    const picture = this.hasAttribute('editable') ? this.edit(info, size) : cellsSvg(info.cells, { size, label: info.shape });
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
    this.rest.replaceChildren(...parts.filter((p) => p !== this.holder));
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
    const picture = this.hasAttribute('editable') ? this.edit(info, size) : cellsSvg(cells, { size, label: shape });
    this.rest.replaceChildren(...[picture, this.message, facts, this.links(shape)].filter((p) => p !== this.holder));
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

  /**
   * The shared editor with the shape, in a grid one square larger on every side. An edit
   * that leaves no polyomino is refused (the shape attribute always holds a valid shape).
   * Returns the holder, which stays in place across renders.
   */
  edit(info, size) {
    this.holder.hidden = false;
    if (!this.live) {
      // Said by screen readers as the keyboard moves; outside the re-rendered parts.
      this.live = document.createElement('span');
      this.live.className = 'sr';
      this.live.setAttribute('aria-live', 'polite');
      this.root.append(this.live);
    }
    if (!this.editor) {
      this.editor = createPolyominoEditor(this.holder, {
        className: 'editor',
        label: `${info.shape}, editable: click or drag over squares, or move with the arrow keys and press Space, to add or remove cells`,
        status: this.live,
        cellPx: size,
        minGrid: 1,
        accept: (cells) => {
          try {
            invoke('polyomino_canonical', cells.map(([x, y]) => `${x},${y}`).join(' '));
            return null;
          } catch (e) {
            return e.message;
          }
        },
        onRefuse: (message) => {
          this.message.textContent = message;
        },
        onChange: (editor, source) => {
          if (source === 'draw') return; // one attribute change per stroke
          const shape = editor.notation;
          if (shape === this.getAttribute('shape')) return;
          this.edited = shape;
          this.setAttribute('shape', shape);
          this.dispatchEvent(new CustomEvent('shape-change', { detail: { shape }, bubbles: true, composed: true }));
        },
      });
    }
    // A shape set from outside (not by an edit here) is loaded afresh.
    if (this.edited !== info.shape) this.editor.load(info.cells, { floor: [0, 0] });
    this.edited = info.shape;
    this.editor.board.svg.setAttribute('aria-label', `${info.shape}, editable: click or drag over squares, or move with the arrow keys and press Space, to add or remove cells`);
    return this.holder;
  }
}

customElements.define('asobiba-polyomino', PolyominoElement);
