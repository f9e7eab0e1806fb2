// <asobiba-go board="grid:9x9" sgf="(;…)" move="12" coordinates[="all"] [replay] [moves="D4 C3"]
//   [view="A9:E5"] [ownership] [solve[="node budget"]] [scoring="area"] [komi="0"]>
// A Go diagram for a blog post: the position after `move` moves of the record's main line
// (default: the end), with its markup; with `replay`, first/previous/next/last, variations
// and comments. With `solve`, a small board's position is solved exactly (positional superko,
// in a worker) and shown with its value and principal variation: numbered on the board, or
// stepped through with `replay`. Bad SGF shows its error in the element.
import { AsobibaElement } from './base.js';
import { ready } from '../lib/wasm.js';
import { createGoBoard, playLine } from '../lib/go-board.js';
import { JobRunner } from '../lib/jobs.js';
import { BOARD_CSS } from '../lib/board.js';

const CSS = `${BOARD_CSS}
.bar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin-top: 8px; }
.note { color: var(--muted); font-size: 0.9em; }
.comment { white-space: pre-wrap; font-size: 0.92em; margin: 6px 0 0; }
.holder { width: min(420px, 100%); }
`;

/** Black's margin in words. @param {number} v */
const margin = (v) => (v > 0 ? `Black by ${v}` : v < 0 ? `White by ${-v}` : 'a draw');

class GoElement extends AsobibaElement {
  static observedAttributes = ['board', 'sgf', 'move', 'coordinates', 'replay', 'moves', 'view', 'ownership', 'solve', 'scoring', 'komi'];
  static css = CSS;

  disconnectedCallback() {
    this.jobs?.close();
    this.jobs = null;
    this.key = null;
  }

  /** Shows what went wrong inside the element, named, instead of a blank box. @param {unknown} e */
  fail(e) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = `asobiba-go: ${/** @type {Error} */ (e).message}`;
    this.body.replaceChildren(p);
  }

  async render() {
    const wasm = await ready();
    const sgf = this.getAttribute('sgf');
    const scoring = this.getAttribute('scoring') === 'area' ? 'area' : 'stones';
    const komi = Number(this.getAttribute('komi')) || 0;
    const key = ['board', 'moves', 'move', 'coordinates', 'view', 'solve', 'scoring', 'komi'].map((a) => this.getAttribute(a)).join('|') + `|${sgf}|${this.hasAttribute('replay')}|${this.hasAttribute('ownership')}|${this.hasAttribute('solve')}`;
    if (key === this.key) return;
    this.key = key;
    this.game?.free();
    this.game = null;
    try {
      if (sgf) {
        this.game = wasm.GoGame.fromSgf(sgf, 'psk', false, scoring);
      } else {
        this.game = new wasm.GoGame(this.getAttribute('board') ?? 'grid:9x9', 'psk', false, scoring, komi);
        const bad = playLine(this.game, this.getAttribute('moves') ?? '');
        if (bad) throw new Error(bad);
        this.game.goto(0);
      }
    } catch (e) {
      this.fail(e);
      return;
    }
    const g = this.game;
    const end = () => { for (let c = g.children(g.node()); c.length; c = g.children(g.node())) g.goto(c[0]); };
    const want = this.getAttribute('move');
    if (want === null) end();
    else for (let i = 0, c = g.children(0); i < Number(want) && c.length; i++, c = g.children(g.node())) g.goto(c[0]);
    const holder = document.createElement('div');
    holder.className = 'holder';
    const view = createGoBoard(holder, { coordinates: this.hasAttribute('coordinates'), label: 'Go diagram' });
    view.show(g);
    try {
      // coordinates="all": labels on every side; view="A9:E5": a corner of the board.
      view.frame({ view: this.getAttribute('view') ?? '', sides: this.getAttribute('coordinates') === 'all' ? ['top', 'bottom', 'left', 'right'] : undefined });
    } catch (e) {
      this.fail(e);
      return;
    }
    const note = document.createElement('span');
    note.className = 'note';
    const comment = document.createElement('p');
    comment.className = 'comment';
    const bar = document.createElement('div');
    bar.className = 'bar';
    const vars = document.createElement('span');
    /** @type {{ node: number, value: number, pv: any[], nodes: number[] } | null} the solved position */
    let solved = null;
    let solving = '';
    const show = () => {
      const info = g.info();
      /** @type {Record<number, { value: number, text: string }> | null} */
      let labels = null;
      if (solved && !this.hasAttribute('replay') && g.node() === solved.node) {
        // The line numbered where each point is first played.
        labels = {};
        solved.pv.forEach((m, i) => { if (m.vertex >= 0 && labels && !(m.vertex in labels)) labels[m.vertex] = { value: 0.6, text: String(i + 1) }; });
      }
      view.show(g, { ownership: this.hasAttribute('ownership'), values: labels });
      const last = info.moves[info.moves.length - 1];
      const value = solved ? ` · ${margin(solved.value)} with perfect play (${scoring === 'area' ? 'area' : 'stones'}, komi ${komi}); line: ${solved.pv.map((m) => m.move).join(' ') || 'none (the game is over)'}` : solving;
      note.textContent = `move ${info.ply}${last ? ` (${last.color === 'black' ? 'B' : 'W'} ${last.move})` : ''} · ${info.score.text}${value}`;
      comment.textContent = info.comment ?? '';
      vars.replaceChildren(...(info.children.length > 1 ? info.children.map((/** @type {number} */ c, /** @type {number} */ i) => button(`${String.fromCharCode(65 + i)}`, () => g.goto(c), `variation ${String.fromCharCode(65 + i)}`)) : []));
    };
    const button = (/** @type {string} */ text, /** @type {() => void} */ f, /** @type {string} */ label) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.setAttribute('aria-label', label);
      b.addEventListener('click', () => { f(); show(); });
      return b;
    };
    /** @type {HTMLElement[]} */
    const parts = [holder];
    if (this.hasAttribute('replay')) {
      bar.append(
        button('|◀', () => g.goto(0), 'first'),
        button('◀', () => g.undo(), 'previous'),
        button('▶', () => {
          const c = g.children(g.node());
          // Along the solved line where it leaves the solved position, else the record's.
          const k = solved ? solved.nodes.indexOf(g.node()) : -1;
          const on = k >= 0 && k + 1 < solved.nodes.length ? solved.nodes[k + 1] : c[0];
          if (on !== undefined) g.goto(on);
        }, 'next'),
        button('▶|', end, 'last'),
        vars,
        note,
      );
      parts.push(bar, comment);
    } else {
      parts.push(note, comment);
    }
    this.body.replaceChildren(...parts);
    show();
    if (this.hasAttribute('solve')) {
      const b = g.board();
      const budget = Math.min(1e9, Math.max(1000, Number(this.getAttribute('solve')) || 5_000_000));
      solving = ' · solving…';
      show();
      this.jobs ??= new JobRunner();
      const mine = key;
      this.jobs.run('go.solve', {
        board: b.shape.kind === 'grid' ? `grid:${b.shape.w}x${b.shape.h}` : (this.getAttribute('board') ?? ''),
        scoring, komi, suicide: false, line: g.lineMoves(), budget,
      }).then((r) => {
        if (this.key !== mine) return;
        // The line goes into the record after the solved position, so that ▶ can follow it.
        const at = g.node();
        const nodes = [at];
        for (const m of r.pv) nodes.push(g.play(m.vertex));
        g.goto(at);
        solved = { node: at, value: r.value, pv: r.pv, nodes };
        show();
      }, (e) => {
        if (this.key !== mine) return;
        solving = /budget/.test(e.message) ? ` · the solver could not finish within ${budget.toLocaleString('en')} nodes` : ` · ${e.message}`;
        show();
      });
    }
  }
}

customElements.define('asobiba-go', GoElement);
