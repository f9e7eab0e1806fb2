// <asobiba-godomachi a="…" b="…" [half] [playable]>
// Shows a position and its verdict with one optimal move highlighted; with `playable` the
// reader plays it against the solver right in the post.
import { AsobibaElement } from './base.js';
import { invoke } from '../lib/wasm.js';
import { JobRunner } from '../lib/jobs.js';
import { GodomachiGame, GAME_CSS } from '../lib/godomachi-game.js';
import { cellsSvg } from '../lib/cells.js';

class GodomachiElement extends AsobibaElement {
  static observedAttributes = ['a', 'b', 'half', 'playable'];
  static css = `${GAME_CSS}
.shapes { display: flex; gap: 18px; align-items: flex-start; flex-wrap: wrap; }
.verdict { margin-top: 8px; font-weight: 600; }
`;

  // Each instance owns its worker: two elements on one page never stop each other's solver.
  runner() {
    this.jobs ??= new JobRunner();
    return this.jobs;
  }

  disconnectedCallback() {
    this.jobs?.close();
    this.jobs = null;
  }

  render() {
    const a = this.getAttribute('a') ?? '';
    const b = this.getAttribute('b') ?? '';
    const half = this.hasAttribute('half');
    let pos;
    try {
      pos = invoke('godomachi_position', a, b);
    } catch (e) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = e.message;
      this.body.replaceChildren(p);
      return;
    }
    if (this.hasAttribute('playable')) {
      const host = document.createElement('div');
      this.body.replaceChildren(host);
      this.game = new GodomachiGame(host, { a, b, half, runner: this.runner(), players: ['human', 'solver'], compact: true });
      return;
    }
    const verdict = document.createElement('div');
    verdict.className = 'verdict';
    verdict.textContent = pos.congruent ? 'Congruent: the second player wins at once.' : 'Solving…';
    const shapes = document.createElement('div');
    shapes.className = 'shapes';
    const draw = (best) => {
      const sel = best ? [new Set(best.cells_a), new Set(best.cells_b)] : [new Set(), new Set()];
      shapes.replaceChildren(
        cellsSvg(pos.a.cells, { size: 20, classOf: (i) => (sel[0].has(i) ? 'part-a' : ''), label: `A: ${pos.a.shape}` }),
        cellsSvg(pos.b.cells, { size: 20, classOf: (i) => (sel[1].has(i) ? 'part-a' : ''), label: `B: ${pos.b.shape}` }),
      );
    };
    draw(null);
    this.body.replaceChildren(shapes, verdict);
    if (pos.congruent) return;
    this.runner()
      .run('godomachi.solve', { a, b, half, all: false })
      .then((r) => {
        const who = r.winner === 'first' ? 'The first player' : 'The second player';
        verdict.textContent = `${who} wins in ${r.length}${r.best.length ? '; a best first move is highlighted.' : '.'}`;
        draw(r.best[0]);
      })
      .catch((e) => {
        verdict.textContent = e.message;
        verdict.className = 'verdict error';
      });
  }
}

customElements.define('asobiba-godomachi', GodomachiElement);
