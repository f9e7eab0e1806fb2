// A Godomachi game against the solver, rendered into any container (a page or an element's
// shadow root). Each shape is a board of the board layer; the player selects a connected
// piece in each by clicking cells (or with the arrow keys and Space); the move is checked
// live in Rust (congruent? remainders connected?); the solver answers from a worker.
// Positions, verdicts and moves come from the core; this file only draws and keeps the
// history. Moves are written as "a-cells.b-cells" (indices into each position's cells)
// joined by ";", so a page can keep a game in its URL and replay it.
import { h, replace } from './ui.js';
import { invoke } from './wasm.js';
import { JobCancelled, JobRunner } from './jobs.js';
import { createBoard } from './board.js';
import { miniShape, renderMoveList, renderMoveTable, valueAllMoves, GAME_CSS } from './godomachi-table.js';

export { miniShape, GAME_CSS };


const CELL = 30;
const MOVES = /^(\d{1,3}(,\d{1,3})*\.\d{1,3}(,\d{1,3})*)(;\d{1,3}(,\d{1,3})*\.\d{1,3}(,\d{1,3})*)*$/;

/** Whether text has the form of a move list (legality is checked by replaying it). @param {string} text */
export const movesWellFormed = (text) => text === '' || MOVES.test(text);

/** @param {number} length @param {boolean} moverWins @param {string[]} names */
function describe(length, moverWins, names) {
  if (length === 0) return `${names[1]} wins: the shapes are congruent.`;
  return `${moverWins ? names[0] : names[1]} wins in ${length} ${length === 1 ? 'move' : 'moves'} with best play.`;
}

export class GodomachiGame {
  /**
   * options: a, b (notation), half (bool), runner (JobRunner), players ['human'|'solver', …]
   * for the first and second player, moves (encoded, replayed), onChange(game),
   * onMove(game, who) after every move or take-back ('human' | 'solver' | 'undo'),
   * compact (fewer panels), showEvaluation (the verdict and move values; default true).
   * @param {HTMLElement} container @param {any} options
   */
  constructor(container, { a, b, half = false, runner, players = ['human', 'solver'], moves = '', onChange = () => {}, onMove = () => {}, compact = false, showEvaluation = true }) {
    this.container = container;
    this.half = half;
    this.runner = runner;
    // Move values run beside the main solver, so stopping them keeps its table.
    this.tableRunner = compact ? null : new JobRunner();
    this.players = players;
    this.onChange = onChange;
    this.onMove = onMove;
    this.compact = compact;
    this.showEvaluation = showEvaluation;
    /** @type {any[]} */
    this.history = [];
    this.analysis = null;
    /** @type {any[] | null} */
    this.moves = null;
    this.selection = [new Set(), new Set()];
    /** @type {Set<number>[] | null} */
    this.hint = null;
    /** @type {Set<number>[] | null} */
    this.leaving = null;
    this.busy = false;
    this.stopped = false;
    this.token = 0;
    /** @type {Promise<any> | null} */
    this.pending = null;
    this.build();
    this.start(a, b, moves);
  }

  build() {
    this.status = h('div', { class: 'godo-status', role: 'status', 'aria-live': 'polite' });
    this.verdict = h('div', { class: 'godo-verdict' });
    this.boards = h('div', { class: 'godo-boards' });
    this.views = [0, 1].map((side) => {
      const name = h('span', { class: 'name' });
      const holder = h('div', {});
      const wrap = h('div', { class: 'godo-board', 'data-side': side === 0 ? 'a' : 'b' }, name, holder);
      this.boards.append(wrap);
      const board = createBoard(holder, {
        geometry: { kind: 'squares', cells: [[0, 0]] },
        cellPx: CELL,
        events: { select: (id) => this.toggle(side, id) },
        describe: (id) => {
          const [x, y] = this.position.info[side === 0 ? 'a' : 'b'].cells[id];
          return `row ${y + 1}, column ${x + 1}: ${this.selection[side].has(id) ? 'selected' : 'not selected'}`;
        },
      });
      return { wrap, name, board };
    });
    this.check = h('div', { class: 'godo-check', 'aria-live': 'polite' });
    const button = (/** @type {string} */ label, /** @type {string} */ action, cls = 'secondary') => h('button', { type: 'button', class: cls, 'data-action': action, onclick: () => this.act(action) }, label);
    this.confirm = button('Confirm move', 'confirm', '');
    this.actions = h('div', { class: 'godo-actions' }, this.confirm, button('Clear', 'clear'), button('Hint', 'hint'), button('Take back', 'undo'), button('Solver moves', 'solver-move'), button('Restart', 'restart'));
    this.moveList = h('ol', { class: 'godo-moves', 'aria-label': 'moves played' });
    this.noMoves = h('p', { class: 'muted' }, 'none yet');
    this.moveTable = h('div', { class: 'godo-all-moves' });
    const parts = [this.status, this.verdict, this.boards, this.check, this.actions];
    if (!this.compact) {
      parts.push(h('div', { class: 'row' },
        h('div', { class: 'grow' }, h('h3', {}, 'Moves played'), this.moveList, this.noMoves),
        (this.tablePanel = h('div', { class: 'grow' }, h('h3', {}, 'Every move from here'), this.moveTable))));
    }
    this.root = h('div', { class: 'godo' }, ...parts);
    this.container.replaceChildren(this.root);
  }

  names() {
    const who = (/** @type {number} */ i) => (this.players[i] === 'solver' ? `Player ${i + 1} (solver)` : `Player ${i + 1} (you)`);
    return [who(0), who(1)];
  }

  get position() {
    return this.history[this.history.length - 1];
  }

  /** Index (0 or 1) of the player to move. */
  get mover() {
    return (this.history.length - 1) % 2;
  }

  get over() {
    return this.position?.congruent ?? false;
  }

  /** The moves played, encoded for a URL. */
  get encodedMoves() {
    return this.history.slice(1).map((p) => `${p.move.a.join(',')}.${p.move.b.join(',')}`).join(';');
  }

  /**
   * Starts a game, replaying encoded moves up to the first that is not legal; throws (with a
   * message for people) on a bad position. @param {string} a @param {string} b
   */
  start(a, b, moves = '') {
    const pos = invoke('godomachi_position', a, b);
    this.initial = { a, b };
    this.history = [{ a: pos.a.shape, b: pos.b.shape, info: pos, congruent: pos.congruent, move: null }];
    for (const move of moves ? moves.split(';') : []) {
      const [ca, cb] = move.split('.').map((list) => list.split(',').map(Number));
      if (this.over || !this.push(ca, cb)) break;
    }
    this.afterChange();
  }

  /** Plays a move on the history if it is legal. @param {number[]} cellsA @param {number[]} cellsB */
  push(cellsA, cellsB) {
    const { a, b } = this.position;
    let result;
    try {
      result = invoke('godomachi_check', a, b, Uint32Array.from(cellsA), Uint32Array.from(cellsB), this.half);
    } catch {
      return null; // cells that are not in the shape: a link's move that cannot be played
    }
    if (!result.legal) return null;
    const next = invoke('godomachi_position', result.a.rest, result.b.rest);
    const by = this.mover;
    this.history.push({ a: next.a.shape, b: next.b.shape, info: next, congruent: next.congruent, move: { piece: result.a.piece, by, a: [...cellsA].sort((x, y) => x - y), b: [...cellsB].sort((x, y) => x - y) } });
    return result;
  }

  /** @param {string[]} players */
  setPlayers(players) {
    this.players = players;
    this.afterChange();
  }

  /** Shows or hides the verdict and the move values (the solver plays either way). @param {boolean} on */
  setShowEvaluation(on) {
    this.showEvaluation = on;
    if (on && !this.moves && this.tableRunner && this.analysis && !this.over && this.players[this.mover] === 'human') valueAllMoves(this, this.token);
    this.render();
  }

  /** @param {string} action */
  act(action) {
    if (action === 'confirm') this.playSelection();
    else if (action === 'clear') this.clearSelection();
    else if (action === 'hint') this.showHint();
    else if (action === 'undo') this.undo();
    else if (action === 'solver-move') this.solverMove();
    else if (action === 'restart') {
      this.start(this.initial.a, this.initial.b);
      this.onMove(this, 'undo');
    }
  }

  clearSelection() {
    this.selection = [new Set(), new Set()];
    this.hint = null;
    this.render();
  }

  /** @param {number} side @param {number} index */
  toggle(side, index) {
    if (this.over || this.busy || this.players[this.mover] !== 'human') return;
    const sel = this.selection[side];
    if (sel.has(index)) sel.delete(index);
    else sel.add(index);
    this.render();
  }

  /** Live legality of the current selection (from Rust). */
  checkSelection() {
    const [sa, sb] = this.selection;
    if (sa.size === 0 && sb.size === 0) return null;
    const { a, b } = this.position;
    return invoke('godomachi_check', a, b, Uint32Array.from(sa), Uint32Array.from(sb), this.half);
  }

  async playSelection() {
    const result = this.checkSelection();
    if (!result?.legal) return;
    await this.apply([...this.selection[0]], [...this.selection[1]]);
  }

  /** @param {number[]} cellsA @param {number[]} cellsB */
  async apply(cellsA, cellsB) {
    const { a, b } = this.position;
    const result = invoke('godomachi_check', a, b, Uint32Array.from(cellsA), Uint32Array.from(cellsB), this.half);
    if (!result.legal) throw new Error(result.reason);
    const who = this.players[this.mover];
    this.busy = true;
    this.selection = [new Set(cellsA), new Set(cellsB)];
    // The cut slides away before the remainders are redrawn.
    this.leaving = [new Set(cellsA), new Set(cellsB)];
    this.render();
    await new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 380));
    this.leaving = null;
    this.push(cellsA, cellsB);
    this.busy = false;
    this.afterChange();
    this.onMove(this, who);
  }

  undo() {
    if (this.history.length <= 1) return;
    this.runner.cancel(new JobCancelled('taken back'));
    this.history.pop();
    // Back to a position where a person is to move (or the start).
    while (this.history.length > 1 && this.players[this.mover] === 'solver') this.history.pop();
    this.afterChange();
    this.onMove(this, 'undo');
  }

  async showHint() {
    const analysis = await this.analysed();
    const best = analysis?.best?.[0];
    if (!best) return;
    this.hint = [new Set(best.cells_a), new Set(best.cells_b)];
    this.render();
  }

  async solverMove() {
    if (this.over || this.busy) return;
    const analysis = await this.analysed();
    const best = analysis?.best?.[0];
    if (!best || this.over) return;
    await this.apply(best.cells_a, best.cells_b);
  }

  /** The current position's analysis (waits for the worker if needed). */
  analysed() {
    return this.pending ?? Promise.resolve(this.analysis);
  }

  /** The verdict line while the worker searches, with a way to stop it. @param {string} text */
  thinking(text) {
    replace(this.verdict, text, ' ', h('button', { type: 'button', class: 'secondary', 'data-action': 'stop', onclick: () => this.runner.cancel(new JobCancelled('stopped by you')) }, 'Stop'));
  }

  afterChange() {
    this.stopped = false;
    this.selection = [new Set(), new Set()];
    this.hint = null;
    this.analysis = null;
    this.moves = null;
    const token = ++this.token;
    this.render();
    this.onChange(this);
    if (this.over) {
      this.pending = null;
      return;
    }
    const { a, b } = this.position;
    this.tableRunner?.cancel(new JobCancelled('position changed'));
    this.pending = this.runner
      .run('godomachi.solve', { a, b, half: this.half, all: false }, {
        budgetMs: 120_000,
        onProgress: (p) => {
          if (token === this.token) this.thinking(`Thinking… ${p.done.toLocaleString('en')} positions searched`);
        },
      })
      .then((analysis) => {
        if (token !== this.token) return null;
        this.analysis = analysis;
        this.render();
        if (this.players[this.mover] === 'solver') setTimeout(() => token === this.token && this.solverMove(), 450);
        else if (this.tableRunner && this.showEvaluation) valueAllMoves(this, token);
        return analysis;
      })
      .catch((e) => {
        if (token === this.token && !(e instanceof JobCancelled && e.message === 'taken back')) {
          this.stopped = true;
          this.verdict.textContent = `Solver stopped: ${e.message}. Take back, restart, or play on by hand.`;
        }
        return null;
      });
  }

  /** @param {number} side */
  renderBoard(side) {
    const info = this.position.info[side === 0 ? 'a' : 'b'];
    const sel = this.selection[side];
    const hint = this.hint?.[side];
    const leaving = this.leaving?.[side];
    const sideCheck = this.lastCheck?.[side === 0 ? 'a' : 'b'];
    const bad = sideCheck && sideCheck.size > 0 && (!sideCheck.piece_connected || !sideCheck.rest_connected);
    /** @type {Record<number, string>} */
    const paint = {};
    info.cells.forEach((/** @type {any} */ _, /** @type {number} */ i) => {
      let cls = 'cell';
      if (sel.has(i)) cls += bad ? ' selected bad' : ' selected';
      if (hint?.has(i) && !sel.has(i)) cls += ' hint';
      if (leaving?.has(i)) cls += ' leaving';
      paint[i] = cls;
    });
    const view = this.views[side];
    const name = side === 0 ? 'A' : 'B';
    view.wrap.classList.toggle('over', this.over);
    view.name.textContent = `${name} · ${info.cells.length} cells`;
    view.board.set({
      geometry: { kind: 'squares', cells: info.cells },
      paint,
      label: `shape ${name}: ${info.shape}`,
      busy: this.over || this.busy || this.players[this.mover] !== 'human',
    });
  }

  render() {
    const names = this.names();
    const moves = this.history.length - 1;
    if (this.over) {
      const winner = moves === 0 ? names[1] : names[(moves - 1) % 2];
      this.status.textContent = moves === 0 ? `The shapes are congruent: ${names[1]} wins at once.` : `${winner} wins: the shapes are congruent after ${moves} ${moves === 1 ? 'move' : 'moves'}.`;
    } else {
      this.status.textContent = `${names[this.mover]} to move${this.busy ? '…' : ''}`;
    }
    if (this.over) replace(this.verdict);
    else if (this.stopped) {
      // the message says why; keep it
    } else if (!this.showEvaluation) replace(this.verdict, this.analysis || this.players[this.mover] === 'human' ? 'The solver’s evaluation is hidden.' : 'Thinking…');
    else if (this.analysis) {
      const moverWins = this.analysis.winner === 'first';
      replace(this.verdict, h('strong', {}, describe(this.analysis.length, moverWins, [names[this.mover], names[1 - this.mover]])));
    } else this.thinking('Thinking…');

    this.lastCheck = null;
    try {
      this.lastCheck = this.over ? null : this.checkSelection();
    } catch (e) {
      this.check.textContent = /** @type {Error} */ (e).message;
    }
    this.renderBoard(0);
    this.renderBoard(1);
    const c = this.lastCheck;
    this.check.className = `godo-check ${c?.legal ? 'legal' : 'illegal'}`;
    if (this.over) this.check.textContent = '';
    else if (!c) this.check.textContent = this.players[this.mover] === 'human' ? 'Select a connected piece in each shape: the two pieces must be congruent.' : '';
    else if (c.legal) this.check.textContent = `Legal move: remove ${c.a.piece} from each shape.`;
    else this.check.textContent = c.reason;
    const humanTurn = !this.over && !this.busy && this.players[this.mover] === 'human';
    /** @type {HTMLButtonElement} */ (this.confirm).disabled = !(humanTurn && c?.legal);
    for (const btn of this.actions.querySelectorAll('button')) {
      const action = btn.dataset.action;
      if (action === 'undo') btn.disabled = this.history.length <= 1 || this.busy;
      if (action === 'hint' || action === 'solver-move' || action === 'clear') btn.disabled = this.over || this.busy;
    }
    if (!this.compact) {
      renderMoveList(this, names);
      renderMoveTable(this);
    }
  }

  /** Selects a listed move's cells so the player can look, then confirm. @param {any} m */
  preview(m) {
    if (this.over || this.busy) return;
    if (this.players[this.mover] !== 'human') return;
    this.selection = [new Set(m.cells_a), new Set(m.cells_b)];
    this.render();
  }
}
