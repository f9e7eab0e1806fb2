// <asobiba-shogi sfen="…" [moves="7g7f,3c3d"] [analysis="attacks"] [square="5e"] [letters]
//   [flip] [heat="balance|sente|gote"]>
// A diagram for a blog post: the position (after the moves, with a ◀ ▶ stepper to replay
// them), with analysis="attacks" the attack-count heat map, and with square="…" arrows from
// that square's attackers.
import { AsobibaElement } from './base.js';
import { ready } from '../lib/wasm.js';
import { createShogiBoard, squareIndex } from '../lib/shogi-board.js';
import { heatLayer, arrowsTo, overviewLayers } from '../shogi-analysis.js';
import { pieceIcon, HAND_KINDS } from '../lib/shogi-pieces.js';

class ShogiElement extends AsobibaElement {
  static observedAttributes = ['sfen', 'moves', 'analysis', 'square', 'letters', 'flip', 'heat'];
  static css = `
.hand { display: flex; gap: 2px; align-items: center; min-height: 30px; font-size: 12px; }
.hand .n { margin-right: 6px; }
.bar { display: flex; gap: 8px; align-items: center; margin-top: 6px; }
.caption { font-size: 0.9em; }
.board { width: min(420px, 100%); }
`;

  async render() {
    const W = /** @type {any} */ (await ready());
    const sfen = this.getAttribute('sfen') || 'startpos';
    const moves = (this.getAttribute('moves') ?? '').split(/[\s,]+/).filter(Boolean);
    let pos;
    try {
      pos = new W.ShogiPosition(sfen);
      for (const m of moves) pos.play(m);
    } catch (e) {
      pos?.free();
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = /** @type {Error} */ (e).message;
      this.body.replaceChildren(p);
      return;
    }
    this.pos?.free();
    this.pos = pos;
    this.ply = moves.length;
    this.moves = moves;
    const top = document.createElement('div');
    const holder = document.createElement('div');
    holder.className = 'board';
    const bottom = document.createElement('div');
    const bar = document.createElement('div');
    bar.className = 'bar';
    const caption = document.createElement('span');
    caption.className = 'caption';
    this.body.replaceChildren(top, holder, bottom, bar);
    this.view = createShogiBoard(holder, { label: 'shogi diagram', input: { drag: false } });
    if (moves.length) {
      const back = document.createElement('button');
      back.textContent = '◀';
      back.setAttribute('aria-label', 'previous move');
      back.onclick = () => this.pos.undo() && (this.ply--, this.draw(top, bottom, caption));
      const fwd = document.createElement('button');
      fwd.textContent = '▶';
      fwd.setAttribute('aria-label', 'next move');
      fwd.onclick = () => {
        if (this.ply < this.moves.length) {
          this.pos.play(this.moves[this.ply]);
          this.ply++;
          this.draw(top, bottom, caption);
        }
      };
      bar.append(back, fwd);
    }
    bar.append(caption);
    this.draw(top, bottom, caption);
  }

  draw(/** @type {HTMLElement} */ top, /** @type {HTMLElement} */ bottom, /** @type {HTMLElement} */ caption) {
    const st = this.pos.state();
    const flipped = this.hasAttribute('flip');
    const letters = this.hasAttribute('letters');
    const attacks = this.getAttribute('analysis') === 'attacks';
    const sq = squareIndex(this.getAttribute('square') ?? '');
    const o = this.pos.overview();
    const layers = overviewLayers(o, st.board, st.side);
    const info = attacks && sq >= 0 ? this.pos.square(sq) : null;
    this.view.draw({
      pieces: st.board,
      flipped,
      letters,
      heat: attacks ? heatLayer(this.pos.counts(), this.getAttribute('heat') || 'balance') : {},
      highlights: { ...layers.highlights, ...(sq >= 0 ? { [sq]: 'target' } : {}) },
      marks: attacks ? layers.marks : {},
      arrows: info ? arrowsTo(info) : [],
    });
    const hand = (/** @type {HTMLElement} */ el, /** @type {'sente' | 'gote'} */ side) => {
      el.className = 'hand';
      el.replaceChildren(document.createTextNode(side === 'sente' ? '☗ ' : '☖ '));
      HAND_KINDS.forEach((k, i) => {
        const n = st.hands[side][i];
        if (!n) return;
        el.append(pieceIcon(side === 'sente' ? k : k.toLowerCase(), 24, { letters, flipped }));
        const c = document.createElement('span');
        c.className = 'n';
        c.textContent = n > 1 ? String(n) : '';
        el.append(c);
      });
    };
    hand(flipped ? bottom : top, 'gote');
    hand(flipped ? top : bottom, 'sente');
    const last = st.moves.at(-1);
    caption.textContent = `${last ? `${this.ply}. ${last.japanese}  ` : ''}${st.mate ? 'checkmate' : st.check ? 'check' : ''}`;
  }

  disconnectedCallback() {
    this.pos?.free();
    this.pos = null;
  }
}

customElements.define('asobiba-shogi', ShogiElement);
