// <asobiba-go board="grid:9x9" sgf="(;…)" move="12" coordinates[="all"] [replay] [moves="D4 C3"]
//   [view="A9:E5"] [ownership]>
// A Go diagram for a blog post: the position after `move` moves of the record's main line
// (default: the end), with its markup; with `replay`, first/previous/next/last, variations
// and comments. Bad SGF shows its error in the element.
import { AsobibaElement } from './base.js';
import { ready } from '../lib/wasm.js';
import { createGoBoard, playLine } from '../lib/go-board.js';
import { BOARD_CSS } from '../lib/board.js';

const CSS = `${BOARD_CSS}
.bar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin-top: 8px; }
.note { color: var(--muted); font-size: 0.9em; }
.comment { white-space: pre-wrap; font-size: 0.92em; margin: 6px 0 0; }
.holder { width: min(420px, 100%); }
`;

class GoElement extends AsobibaElement {
  static observedAttributes = ['board', 'sgf', 'move', 'coordinates', 'replay', 'moves', 'view', 'ownership'];
  static css = CSS;

  async render() {
    const wasm = await ready();
    const sgf = this.getAttribute('sgf');
    const key = ['board', 'moves', 'move', 'coordinates', 'view'].map((a) => this.getAttribute(a)).join('|') + `|${sgf}|${this.hasAttribute('replay')}|${this.hasAttribute('ownership')}`;
    if (key === this.key) return;
    this.key = key;
    this.game?.free();
    this.game = null;
    try {
      if (sgf) {
        this.game = wasm.GoGame.fromSgf(sgf, 'psk', false, 'stones');
      } else {
        this.game = new wasm.GoGame(this.getAttribute('board') ?? 'grid:9x9', 'psk', false, 'stones', 0);
        const bad = playLine(this.game, this.getAttribute('moves') ?? '');
        if (bad) throw new Error(bad);
        this.game.goto(0);
      }
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = `asobiba-go: ${/** @type {Error} */ (e).message}`;
      this.body.replaceChildren(p);
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
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = `asobiba-go: ${/** @type {Error} */ (e).message}`;
      this.body.replaceChildren(p);
      return;
    }
    const note = document.createElement('span');
    note.className = 'note';
    const comment = document.createElement('p');
    comment.className = 'comment';
    const bar = document.createElement('div');
    bar.className = 'bar';
    const vars = document.createElement('span');
    const show = () => {
      view.show(g, { ownership: this.hasAttribute('ownership') });
      const info = g.info();
      const last = info.moves[info.moves.length - 1];
      note.textContent = `move ${info.ply}${last ? ` (${last.color === 'black' ? 'B' : 'W'} ${last.move})` : ''} · ${info.score.text}`;
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
        button('▶', () => { const c = g.children(g.node()); if (c.length) g.goto(c[0]); }, 'next'),
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
  }
}

customElements.define('asobiba-go', GoElement);
