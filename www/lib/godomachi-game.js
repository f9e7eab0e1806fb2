// A Godomachi game against the solver, rendered into any container (a page or an element's
// shadow root). The player selects a connected piece in each shape by clicking cells; the
// move is checked live in Rust (congruent? remainders connected?); the solver answers from
// a worker. Positions, verdicts and moves come from the core; this file only draws.
import { h, replace } from './ui.js';
import { s } from './svg.js';
import { cellsOf, cellsSvg } from './cells.js';
import { invoke } from './wasm.js';
import { JobCancelled, JobRunner } from './jobs.js';

export const GAME_CSS = `
.godo { display: grid; gap: 12px; }
.godo-status { font-weight: 600; min-height: 1.5em; }
.godo-verdict { color: var(--muted); min-height: 1.5em; }
.godo-verdict strong { color: var(--fg); }
.godo-boards { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.godo-board { display: grid; gap: 4px; justify-items: start; }
.godo-board .name { font-size: 0.85em; color: var(--muted); }
.godo-board svg { max-width: 100%; height: auto; touch-action: manipulation; }
.godo-board rect.cell { cursor: pointer; transition: opacity 0.35s ease, transform 0.35s ease, fill 0.15s; transform-box: fill-box; }
.godo-board rect.cell.selected { fill: var(--part-a); }
.godo-board rect.cell.selected.bad { fill: var(--error); }
.godo-board rect.cell.hint { fill: var(--part-b); }
.godo-board rect.cell.leaving { opacity: 0; transform: translate(6px, -10px) scale(0.6); }
.godo-board.over rect.cell { cursor: default; }
.godo-check { min-height: 1.4em; font-size: 0.92em; }
.godo-check.legal { color: var(--ok); }
.godo-check.illegal { color: var(--muted); }
.godo-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.godo-moves { margin: 0; padding-left: 1.5em; font-size: 0.9em; }
.godo-all-moves { max-height: 420px; overflow: auto; }
.godo-table { border-collapse: collapse; font-size: 0.88em; }
.godo-table th, .godo-table td { padding: 3px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
.godo-table tr { cursor: pointer; }
.godo-table tr:hover td { background: color-mix(in srgb, var(--accent) 8%, transparent); }
.godo-table .win { color: var(--ok); font-weight: 600; }
.godo-table .loss { color: var(--muted); }
`;

const CELL = 30;

/** A small picture of a shape in notation. */
export function miniShape(notation, size = 9) {
  return cellsSvg(cellsOf(notation), { size, label: notation });
}

function describe(length, moverWins, names) {
  if (length === 0) return `${names[1]} wins: the shapes are congruent.`;
  return `${moverWins ? names[0] : names[1]} wins in ${length} ${length === 1 ? 'move' : 'moves'} with best play.`;
}

export class GodomachiGame {
  /**
   * options: a, b (notation), half (bool), runner (JobRunner), players ['human'|'solver', …]
   * for the first and second player, onChange(game), compact (fewer panels).
   */
  constructor(container, { a, b, half = false, runner, players = ['human', 'solver'], onChange = (/** @type {any} */ _game) => {}, compact = false }) {
    this.container = container;
    this.half = half;
    this.runner = runner;
    // Move values run beside the main solver, so stopping them keeps its table.
    this.tableRunner = compact ? null : new JobRunner();
    this.players = players;
    this.onChange = onChange;
    this.compact = compact;
    this.history = [];
    this.analysis = null;
    this.selection = [new Set(), new Set()];
    this.hint = null;
    this.busy = false;
    this.token = 0;
    this.build();
    this.start(a, b);
  }

  build() {
    this.status = h('div', { class: 'godo-status', role: 'status', 'aria-live': 'polite' });
    this.verdict = h('div', { class: 'godo-verdict' });
    this.boards = h('div', { class: 'godo-boards' });
    this.check = h('div', { class: 'godo-check', 'aria-live': 'polite' });
    const button = (label, action, cls = 'secondary') => h('button', { type: 'button', class: cls, 'data-action': action, onclick: () => this.act(action) }, label);
    this.confirm = button('Confirm move', 'confirm', '');
    this.actions = h('div', { class: 'godo-actions' },
      this.confirm,
      button('Clear', 'clear'),
      button('Hint', 'hint'),
      button('Take back', 'undo'),
      button('Solver moves', 'solver-move'),
      button('Restart', 'restart'));
    this.moveList = h('ol', { class: 'godo-moves', 'aria-label': 'moves played' });
    this.moveTable = h('div', { class: 'godo-all-moves' });
    const parts = [this.status, this.verdict, this.boards, this.check, this.actions];
    if (!this.compact) {
      parts.push(h('div', { class: 'row' },
        h('div', { class: 'grow' }, h('h3', {}, 'Moves played'), this.moveList, (this.noMoves = h('p', { class: 'muted' }, 'none yet'))),
        h('div', { class: 'grow' }, h('h3', {}, 'Every move from here'), this.moveTable)));
    }
    this.root = h('div', { class: 'godo' }, ...parts);
    this.container.replaceChildren(this.root);
  }

  names() {
    const who = (i) => (this.players[i] === 'solver' ? `Player ${i + 1} (solver)` : `Player ${i + 1} (you)`);
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

  /** Starts a new game; throws (with a message for people) on a bad position. */
  start(a, b) {
    const pos = invoke('godomachi_position', a, b);
    this.initial = { a, b };
    this.history = [{ a: pos.a.shape, b: pos.b.shape, info: pos, congruent: pos.congruent, move: null }];
    this.afterChange();
  }

  setPlayers(players) {
    this.players = players;
    this.afterChange();
  }

  act(action) {
    if (action === 'confirm') this.playSelection();
    else if (action === 'clear') this.clearSelection();
    else if (action === 'hint') this.showHint();
    else if (action === 'undo') this.undo();
    else if (action === 'solver-move') this.solverMove();
    else if (action === 'restart') this.start(this.initial.a, this.initial.b);
  }

  clearSelection() {
    this.selection = [new Set(), new Set()];
    this.hint = null;
    this.render();
  }

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

  async apply(cellsA, cellsB) {
    const { a, b } = this.position;
    const result = invoke('godomachi_check', a, b, Uint32Array.from(cellsA), Uint32Array.from(cellsB), this.half);
    if (!result.legal) throw new Error(result.reason);
    this.busy = true;
    this.selection = [new Set(cellsA), new Set(cellsB)];
    this.render();
    // The cut slides away before the remainders are redrawn.
    for (const [side, cells] of [[0, cellsA], [1, cellsB]]) {
      const rects = this.boards.children[side]?.querySelectorAll('rect.cell') ?? [];
      for (const i of cells) rects[i]?.classList.add('leaving');
    }
    await new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 380));
    const next = invoke('godomachi_position', result.a.rest, result.b.rest);
    this.history.push({ a: next.a.shape, b: next.b.shape, info: next, congruent: next.congruent, move: { piece: result.a.piece, by: this.mover } });
    this.busy = false;
    this.afterChange();
  }

  undo() {
    if (this.history.length <= 1) return;
    this.runner.cancel(new JobCancelled('taken back'));
    this.history.pop();
    // Back to a position where a person is to move (or the start).
    while (this.history.length > 1 && this.players[this.mover] === 'solver') this.history.pop();
    this.afterChange();
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

  /** The verdict line while the worker searches, with a way to stop it. */
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
        else if (this.tableRunner) this.valueAllMoves(token);
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

  /** Every move's exact value, in its own worker: it can take long on big shapes. */
  valueAllMoves(token) {
    const { a, b } = this.position;
    const stop = h('button', { type: 'button', class: 'secondary', 'data-action': 'stop-values', onclick: () => this.tableRunner.cancel(new JobCancelled('stopped by you')) }, 'Stop');
    const label = h('span', {}, 'Valuing every move…');
    replace(this.moveTable, h('p', { class: 'muted' }, label, ' ', stop));
    this.tableRunner
      .run('godomachi.solve', { a, b, half: this.half, all: true }, {
        budgetMs: 10 * 60_000,
        onProgress: (p) => {
          if (token === this.token) label.textContent = `Valuing every move… ${p.done.toLocaleString('en')} positions searched`;
        },
      })
      .then((full) => {
        if (token !== this.token) return;
        this.moves = full.moves;
        this.renderMoveTable();
      })
      .catch((e) => {
        if (token === this.token) replace(this.moveTable, h('p', { class: 'muted' }, `Move values stopped: ${e.message}.`));
      });
  }

  board(side) {
    const info = this.position.info[side === 0 ? 'a' : 'b'];
    const sel = this.selection[side];
    const hint = this.hint?.[side];
    const result = this.lastCheck;
    const sideCheck = result?.[side === 0 ? 'a' : 'b'];
    const bad = sideCheck && sideCheck.size > 0 && (!sideCheck.piece_connected || !sideCheck.rest_connected);
    const svg = s('svg', {
      width: info.width * CELL + 2,
      height: info.height * CELL + 2,
      viewBox: `-1 -1 ${info.width * CELL + 2} ${info.height * CELL + 2}`,
      role: 'group',
      'aria-label': `shape ${side === 0 ? 'A' : 'B'}: ${info.shape}`,
    });
    info.cells.forEach(([x, y], i) => {
      const classes = ['cell'];
      if (sel.has(i)) classes.push('selected');
      if (sel.has(i) && bad) classes.push('bad');
      if (hint?.has(i) && !sel.has(i)) classes.push('hint');
      svg.append(s('rect', {
        x: x * CELL + 1.5, y: y * CELL + 1.5, width: CELL - 3, height: CELL - 3, rx: 4,
        class: classes.join(' '),
        tabindex: this.over ? null : 0,
        role: 'checkbox',
        'aria-checked': sel.has(i) ? 'true' : 'false',
        'aria-label': `row ${y + 1}, column ${x + 1}`,
        'data-index': i,
        onclick: () => this.toggle(side, i),
        onkeydown: (e) => {
          if (e.key === ' ' || e.key === 'Enter') {
            e.preventDefault();
            this.toggle(side, i);
            this.boards.children[side]?.querySelector(`rect[data-index="${i}"]`)?.focus();
          }
        },
      }));
    });
    return h('div', { class: `godo-board${this.over ? ' over' : ''}`, 'data-side': side === 0 ? 'a' : 'b' },
      h('span', { class: 'name' }, `${side === 0 ? 'A' : 'B'} · ${info.cells.length} cells`), svg);
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
    else if (this.analysis) {
      const moverWins = this.analysis.winner === 'first';
      const names2 = [names[this.mover], names[1 - this.mover]];
      replace(this.verdict, h('strong', {}, describe(this.analysis.length, moverWins, names2)));
    } else if (!this.stopped) this.thinking('Thinking…');

    this.lastCheck = null;
    try {
      this.lastCheck = this.over ? null : this.checkSelection();
    } catch (e) {
      this.check.textContent = e.message;
    }
    replace(this.boards, this.board(0), this.board(1));
    const c = this.lastCheck;
    this.check.className = `godo-check ${c?.legal ? 'legal' : 'illegal'}`;
    if (this.over) this.check.textContent = '';
    else if (!c) this.check.textContent = this.players[this.mover] === 'human' ? 'Select a connected piece in each shape: the two pieces must be congruent.' : '';
    else if (c.legal) this.check.textContent = `Legal move: remove ${c.a.piece} from each shape.`;
    else this.check.textContent = c.reason;
    const humanTurn = !this.over && !this.busy && this.players[this.mover] === 'human';
    this.confirm.disabled = !(humanTurn && c?.legal);
    for (const btn of this.actions.querySelectorAll('button')) {
      const action = btn.dataset.action;
      if (action === 'undo') btn.disabled = this.history.length <= 1 || this.busy;
      if (action === 'hint' || action === 'solver-move' || action === 'clear') btn.disabled = this.over || this.busy;
    }
    if (!this.compact) {
      this.renderMoveList(names);
      this.renderMoveTable();
    }
  }

  renderMoveList(names) {
    replace(this.moveList, this.history.slice(1).map((p) => h('li', {}, `${names[p.move.by]}: removed `, miniShape(p.move.piece, 7), ` ${p.move.piece}`)));
    this.moveList.hidden = this.history.length === 1;
    this.noMoves.hidden = this.history.length > 1;
  }

  renderMoveTable() {
    const all = this.moves;
    if (this.over) {
      replace(this.moveTable, h('p', { class: 'muted' }, 'The game is over.'));
      return;
    }
    if (!all) {
      if (!this.moveTable.querySelector('[data-action="stop-values"]') && !/stopped/.test(this.moveTable.textContent)) {
        replace(this.moveTable, h('p', { class: 'muted' }, this.players[this.mover] === 'human' ? 'Waiting for the verdict…' : 'The solver is to move.'));
      }
      return;
    }
    const sorted = [...all].sort((x, y) => {
      const wx = x.value.winner === 'first', wy = y.value.winner === 'first';
      if (wx !== wy) return wx ? -1 : 1;
      return wx ? x.value.length - y.value.length : y.value.length - x.value.length;
    });
    const rows = sorted.map((m) => {
      const win = m.value.winner === 'first';
      return h('tr', {
        tabindex: 0,
        onclick: () => this.preview(m),
        onkeydown: (e) => e.key === 'Enter' && this.preview(m),
      },
      h('td', {}, miniShape(m.piece)),
      h('td', {}, miniShape(m.a), ' ', miniShape(m.b)),
      h('td', { class: win ? 'win' : 'loss' }, `${win ? 'wins' : 'loses'} in ${m.value.length}`));
    });
    replace(this.moveTable,
      h('p', { class: 'muted' }, `${all.length} distinct moves; value for the player to move. Click one to select it.`),
      h('table', { class: 'godo-table' }, h('thead', {}, h('tr', {}, h('th', {}, 'piece'), h('th', {}, 'leaves'), h('th', {}, 'result'))), h('tbody', {}, rows)));
  }

  /** Selects a listed move's cells so the player can look, then confirm. */
  preview(m) {
    if (this.over || this.busy) return;
    if (this.players[this.mover] !== 'human') return;
    this.selection = [new Set(m.cells_a), new Set(m.cells_b)];
    this.render();
  }
}
