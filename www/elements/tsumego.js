// <asobiba-tsumego sgf="(;…SQ[…]…)" [problem="K"] [region="A1 B1 …|auto"] [first="black|white"] [live="black|white"]
//   [ko="defender|attacker|threats:B,W"] [pass="asymmetric|plain"] [superko="positional|situational"]
//   [approach="N"] [budget="nodes"] [view="A19:K10"]>
// A life-and-death problem for a blog post: the position with its region and the stones to
// save; "Show the solution" solves it in the element's own worker, within the budget (the
// page's default, 2,000,000 nodes), and shows the status, the key moves ringed on the
// board, and a line to step through. A large board shows the part the problem needs (its
// region and walls, to the edges nearby), or the part `view` names (two corners; the whole
// board from corner to corner). `region` stands for the SGF's SQ marks: its points, or
// `auto` for one suggested from the stones (an SGF copied from a collection marks none).
// `problem` picks one game tree of an SGF holding several (numbered from 1; the first).
// Bad SGF or a bad attribute shows its error here.
import { AsobibaElement } from './base.js';
import { ready } from '../lib/wasm.js';
import { JobRunner } from '../lib/jobs.js';
import { BOARD_CSS } from '../lib/board.js';
import { createTsumegoBoard } from '../lib/tsumego-board.js';
import { verdict, koText, keyMoves, title, outsideNote, retakeText, settledStatus, settledText, BUDGET } from '../lib/tsumego-words.js';

const CSS = `${BOARD_CSS}
/* Fixed widths, not percentages: the element is as wide as its content, and a percentage
   there would count the board's natural size or a long ko sentence as that width. */
.holder { width: 380px; max-width: 100%; }
.question, .bar, .status, .said, .note { max-width: 380px; }
.bar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin-top: 8px; }
.question { margin: 0 0 6px; white-space: pre-wrap; }
.status { font-weight: 700; margin: 8px 0 0; }
.status.alive { color: var(--ok); } .status.dead { color: var(--error); }
.status.ko, .status.seki { color: var(--part-b); }
/* Notes beside the answer (the line's ko retakes, what the region's drawing decides), muted as on the page. */
.said, .note { color: var(--muted); margin: 4px 0 0; }
.said:empty, .note:empty { display: none; }
/* A claim or a file's marks the answer refutes, in the error colour as on the page. */
.said.refuted { color: var(--error); }
.line { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
.line b { color: var(--accent); }
.line .retake { text-decoration: underline dashed var(--part-b); text-underline-offset: 3px; }
`;
const ATTRS = ['sgf', 'problem', 'region', 'first', 'live', 'ko', 'pass', 'superko', 'approach', 'budget', 'view'];

class TsumegoElement extends AsobibaElement {
  static observedAttributes = ATTRS;
  static css = CSS;

  disconnectedCallback() {
    this.jobs?.close();
    this.jobs = null;
  }

  async render() {
    const wasm = await ready();
    const key = ATTRS.map((a) => this.getAttribute(a)).join('|');
    if (key === this.key) return;
    this.key = key;
    this.solver?.free();
    this.solver = null;
    const sgf = this.getAttribute('sgf') ?? '';
    const el = (/** @type {string} */ tag, /** @type {string} */ cls, /** @type {string} */ text = '') => {
      const e = document.createElement(tag);
      e.className = cls;
      e.textContent = text;
      return e;
    };
    // The attributes go to the solver as written: its parsers (the CLI's) refuse a bad one.
    // The element shows the answer, never the other moves' statuses: only the key moves.
    /** @type {Record<string, string | number>} */
    const options = { budget: this.getAttribute('budget') ?? BUDGET, children: 'key' };
    for (const a of ['problem', 'region', 'first', 'live', 'ko', 'pass', 'superko', 'approach']) if (this.hasAttribute(a)) options[a] = /** @type {string} */ (this.getAttribute(a));
    let s;
    if (!sgf.trim()) {
      this.body.replaceChildren(el('p', 'error', 'asobiba-tsumego: give the problem as sgf="(;…)" with its region marked SQ (or region="auto")'));
      return;
    }
    try {
      s = new wasm.TsumegoSolver(sgf, options);
    } catch (e) {
      this.body.replaceChildren(el('p', 'error', `asobiba-tsumego: ${/** @type {any} */ (e).field ? `${/** @type {any} */ (e).field}: ` : ''}${/** @type {Error} */ (e).message}`));
      return;
    }
    this.solver = s;
    const p = s.problem();
    const region = [...s.region()];
    const holder = el('div', 'holder');
    // In the shadow root first: the board adds its style sheets to the root it is in.
    this.body.replaceChildren(holder);
    const board = createTsumegoBoard(holder, wasm);
    const question = el('p', 'question', p.comment || `${p.first === 'black' ? 'Black' : 'White'} to move: is ${p.defender === 'black' ? 'Black' : 'White'} alive?`);
    const status = el('p', 'status');
    const note = el('p', 'note');
    // What the comment claims and the file's variations mark, with the answer's verdict.
    const said = el('p', 'said');
    const line = el('span', 'line');
    const show = /** @type {HTMLButtonElement} */ (el('button', '', 'Show the solution'));
    show.type = 'button';
    const bar = el('div', 'bar');
    bar.append(show);
    this.body.replaceChildren(question, holder, bar, status, said, note);
    /** @type {string[]} */
    let pv = [];
    /** @type {number[]} */
    let retakes = [];
    let at = 0;
    /** @type {number[]} */
    let keys = [];
    const vertex = (/** @type {string} */ name) => board.names().findIndex((/** @type {string} */ n) => n.toUpperCase() === name.toUpperCase());
    const draw = () => {
      while (s.undo()) { /* back to the start */ }
      for (const m of pv.slice(0, at)) s.play(m);
      board.show({ w: p.width, h: p.height, stones: s.stones(), region, target: p.target, keys: at === 0 ? keys : [], last: at ? vertex(pv[at - 1]) : -1, view: this.getAttribute('view') ?? undefined });
      line.replaceChildren(...pv.flatMap((m, i) => {
        const b = document.createElement(i === at - 1 ? 'b' : 'span');
        b.textContent = m;
        if (retakes.includes(i)) {
          b.className = 'retake';
          b.title = 'a ko retaken';
        }
        return [b, ' '];
      }));
    };
    try {
      draw();
    } catch (e) {
      // A view naming a point off this board ("view: Z9 is not a point of this board").
      this.body.replaceChildren(el('p', 'error', `asobiba-tsumego: ${/** @type {Error} */ (e).message}`));
      return;
    }
    const step = (/** @type {string} */ text, /** @type {string} */ label, /** @type {() => void} */ f) => {
      const b = /** @type {HTMLButtonElement} */ (el('button', '', text));
      b.type = 'button';
      b.setAttribute('aria-label', label);
      b.addEventListener('click', () => { f(); draw(); });
      return b;
    };
    show.addEventListener('click', async () => {
      show.disabled = true;
      show.textContent = 'Solving…';
      this.jobs ??= new JobRunner();
      try {
        // The status, once settled, shows while the key moves are still being found.
        const a = await this.jobs.run('tsumego.analyse', { sgf, options, line: [] }, {
          onProgress: (progress) => {
            const text = settledText(progress, p.defender);
            if (!text) return;
            status.className = `status ${settledStatus(progress)} settling`;
            status.textContent = `${text}…`;
          },
        });
        status.className = `status ${a.status}`;
        const end = a.pv_end ?? '';
        status.textContent = `${verdict(a, p.defender)}.${a.moves.length ? ` Key move${a.moves.length > 1 ? 's' : ''}: ${a.moves.join(', ')}.` : ''}${a.ko ? ` ${title(koText(a.ko, p.defender))}.` : ''}${end ? ` ${a.pv.length ? `At the end of the line, ${end}` : title(end)}.` : ''}`;
        const retaken = retakeText(a);
        const claims = [a.question, a.file_answer].filter((c) => c?.words);
        said.textContent = claims.map((c) => `${title(c.words)}.`).join(' ');
        said.classList.toggle('refuted', claims.some((c) => c.agrees === false));
        // Stones a suggested region added to close itself (region="auto" on an open corner).
        const frame = p.frame?.length ? `${p.frame.length === 1 ? 'A stone was' : `${p.frame.length} stones were`} added at ${p.frame.join(' ')} to close the region.` : '';
        note.textContent = [retaken && `Underlined: ${retaken}.`, outsideNote(a, p.defender), frame].filter(Boolean).join(' ');
        pv = a.pv;
        retakes = a.pv_retakes ?? [];
        keys = keyMoves(a).map(vertex).filter((/** @type {number} */ v) => v >= 0);
        // No line (a spent budget, or nothing to play): no buttons that would do nothing.
        bar.replaceChildren(...(pv.length ? [
          step('|◀', 'to the start', () => { at = 0; }),
          step('◀', 'previous move', () => { at = Math.max(0, at - 1); }),
          step('▶', 'next move', () => { at = Math.min(pv.length, at + 1); }),
          step('▶|', 'to the end of the line', () => { at = pv.length; }),
          line,
        ] : []));
        draw();
      } catch (e) {
        show.disabled = false;
        show.textContent = 'Show the solution';
        status.className = 'status error';
        status.textContent = /** @type {Error} */ (e).message;
        said.textContent = '';
        note.textContent = '';
      }
    });
  }
}

customElements.define('asobiba-tsumego', TsumegoElement);
