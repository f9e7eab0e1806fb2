// A line of play on a row of kos, each drawn as a small Go shape on the shared board layer:
//
//   . B W .      the ko point: a black stone at ● when Black holds it (has just taken),
//   B ● ○ W      a white stone at ○ when White holds it; a filled ko has both points of
//   . B W .      the filler's colour.
//
// The model only counts kos; the picture gives each ko a place and applies each move to the
// first ko it can concern, so the row shows one concrete way the line goes.
import { createBoard, addCss } from './lib/board.js';
import { h, replace } from './lib/ui.js';

/** The kos sit on a wooden board in either theme (black stones must show on a dark page). */
export const LINE_CSS = `
.kos { display: block; max-width: 680px; background: #e2bf7a; border-radius: 8px; padding: 6px; }
.kos .board-svg { width: 100%; }
.kos .board-svg .edge { stroke: #4a3512; opacity: 0.8; }
.kos .board-svg .stone.white { fill: #f7f4ec; stroke: #4a3512; }
`;

/** Kos drawn as shapes at most; beyond that the row shows counts only. */
export const MAX_DRAWN = 120;
const PER_ROW = 10;
const FIXED = [[1, 0, 'black'], [0, 1, 'black'], [1, 2, 'black'], [2, 0, 'white'], [3, 1, 'white'], [2, 2, 'white']];

/** The statuses of the kos after each move: B/W held, b/w filled. @param {{ n: number, m: number }} start @param {any[]} moves */
export function kosAlong(start, moves) {
  /** @type {string[]} */
  let kos = Array.from({ length: start.n }, (_, i) => (i < start.m ? 'B' : 'W'));
  const steps = [{ kos, changed: [] }];
  for (const mv of moves) {
    kos = [...kos];
    const changed = [];
    const take = (/** @type {string} */ from, /** @type {string} */ to) => {
      const i = kos.indexOf(from);
      if (i >= 0) {
        kos[i] = to;
        changed.push(i);
      }
    };
    const mine = mv.by === 'black' ? 'B' : 'W';
    const theirs = mv.by === 'black' ? 'W' : 'B';
    if (mv.kind === 'fill') take(mine, mine.toLowerCase());
    if (mv.kind === 'fight') {
      take(theirs, mine); // won the fight: one more ko taken
      take(theirs, theirs.toLowerCase()); // and the loser fills one of its own
    }
    steps.push({ kos, changed });
  }
  return steps;
}

function geometryFor(/** @type {number} */ count) {
  /** @type {Array<[number, number]>} */
  const points = [];
  /** @type {Array<[number, number]>} */
  const edges = [];
  for (let k = 0; k < count; k++) {
    const ox = (k % PER_ROW) * 5;
    const oy = Math.floor(k / PER_ROW) * 4;
    const base = points.length;
    for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) points.push([ox + x, oy + y]);
    for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) {
      if (x < 3) edges.push([base + y * 4 + x, base + y * 4 + x + 1]);
      if (y < 2) edges.push([base + y * 4 + x, base + (y + 1) * 4 + x]);
    }
  }
  return { kind: /** @type {const} */ ('vertices'), points, edges };
}

const id = (/** @type {number} */ k, /** @type {number} */ x, /** @type {number} */ y) => k * 12 + y * 4 + x;

/**
 * The line viewer: a summary, step buttons, the kos row, the move list.
 * @param {HTMLElement} container
 */
export function lineView(container) {
  const summary = h('p', { class: 'line-summary', 'aria-live': 'polite' });
  const status = h('p', { class: 'line-status' });
  const buttons = h('div', { class: 'line-controls' });
  const holder = h('div', { class: 'kos' });
  const list = h('ol', { class: 'moves' });
  const note = h('p', { class: 'muted' });
  container.append(summary, buttons, status, note, holder, list);
  /** @type {ReturnType<typeof createBoard> | null} */
  let board = null;
  /** @type {any} */
  let line = null;
  /** @type {ReturnType<typeof kosAlong>} */
  let steps = [];
  let step = 0;
  let timer = 0;

  const btn = (/** @type {string} */ label, /** @type {string} */ title, /** @type {() => void} */ f) => h('button', { type: 'button', title, 'aria-label': title, onclick: f }, label);
  const play = btn('▶ play', 'play the line', () => (timer ? stop() : start()));
  replace(buttons,
    btn('|◀', 'first position', () => go(0)),
    btn('◀', 'previous move', () => go(step - 1)),
    play,
    btn('▶', 'next move', () => go(step + 1)),
    btn('▶▶|', 'last position', () => go(steps.length - 1)));

  const stop = () => {
    clearInterval(timer);
    timer = 0;
    play.textContent = '▶ play';
  };
  const start = () => {
    if (step >= steps.length - 1) go(0);
    play.textContent = '⏸ pause';
    timer = window.setInterval(() => (step >= steps.length - 1 ? stop() : go(step + 1)), 450);
  };

  const stateAt = (/** @type {number} */ k) => (k === 0 ? line.board : line.moves[k - 1].to);

  function go(/** @type {number} */ k) {
    if (!line) return;
    step = Math.max(0, Math.min(steps.length - 1, k));
    const s = stateAt(step);
    const filled = line.board.n - s.n;
    let text = `move ${step} of ${line.moves.length}: (${s.n}, ${s.m}, ${s.to_move === 'black' ? 0 : 1}): Black holds ${s.m}, White ${s.n - s.m}, ${filled} filled, ${s.to_move} to move`;
    if (step === steps.length - 1) {
      text += line.end === 'atari' ? ` — ${s.to_move} captures the ko in atari and wins` : line.end === 'no-move' ? ` — ${s.to_move} has no move and loses` : ' — two passes: a draw';
    } else if (step > 0) {
      const mv = line.moves[step - 1];
      text = `${mv.by} ${mv.kind === 'fight' ? 'wins a ko fight, the opponent fills' : mv.kind === 'fill' ? 'fills a ko' : 'passes'}; ${text}`;
    }
    status.textContent = text;
    for (const [i, li] of [...list.children].entries()) li.classList.toggle('current', i === step - 1);
    if (board) {
      const { kos, changed } = steps[step];
      /** @type {Record<number, string>} */
      const pieces = {};
      /** @type {Record<number, string>} */
      const highlights = {};
      kos.forEach((st, k) => {
        for (const [x, y, c] of FIXED) pieces[id(k, /** @type {number} */ (x), /** @type {number} */ (y))] = /** @type {string} */ (c);
        if (st === 'B' || st === 'b') pieces[id(k, 2, 1)] = 'black';
        if (st === 'b') pieces[id(k, 1, 1)] = 'black';
        if (st === 'W' || st === 'w') pieces[id(k, 1, 1)] = 'white';
        if (st === 'w') pieces[id(k, 2, 1)] = 'white';
      });
      for (const k of changed) {
        highlights[id(k, 1, 1)] = 'last';
        highlights[id(k, 2, 1)] = 'last';
      }
      board.set({ pieces, highlights });
    }
  }

  return {
    /** Shows a line from the core (`NkoTable.line`). @param {any} l @param {string} title */
    show(l, title) {
      stop();
      line = l;
      steps = kosAlong(l.board, l.moves);
      const who = l.winner === 'draw' ? 'a draw' : `${l.winner} wins`;
      summary.textContent = `${title}: ${who} in ${l.length} move${l.length === 1 ? '' : 's'}`;
      replace(list, ...l.moves.map((/** @type {any} */ mv, /** @type {number} */ i) =>
        h('li', { onclick: () => go(i + 1) }, `${mv.by} ${mv.kind} → (${mv.to.n}, ${mv.to.m}, ${mv.to.to_move === 'black' ? 0 : 1})`)));
      const count = l.board.n;
      if (count <= MAX_DRAWN) {
        const geo = geometryFor(count);
        if (!board) {
          addCss(holder, 'nko-line', LINE_CSS);
          board = createBoard(holder, { geometry: geo, label: 'the kos', describe: (p) => `ko ${Math.floor(p / 12) + 1}`, input: { keyboard: false } });
        } else board.set({ geometry: geo });
        holder.hidden = false;
      } else {
        holder.hidden = true;
      }
      note.textContent = count > MAX_DRAWN ? `${count} kos: the row is drawn for at most ${MAX_DRAWN}; the moves below are the whole line.` : '';
      go(0);
    },
    go,
    get step() {
      return step;
    },
    /** The row of kos as SVG (for download), if drawn. */
    svg: () => (board && !holder.hidden ? board.toSvg() : null),
  };
}
