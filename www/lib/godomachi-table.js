// The Godomachi game's side panels: the moves played and every move's exact value from the
// current position (valued in a worker of its own, since it can take minutes on big shapes).
import { h, replace } from './ui.js';
import { cellsOf, cellsSvg } from './cells.js';
import { JobCancelled } from './jobs.js';

/** The game's styles (a page's head or an element's shadow root). */
export const GAME_CSS = `
.godo { display: grid; gap: 12px; }
.godo-status { font-weight: 600; min-height: 1.5em; }
.godo-verdict { color: var(--muted); min-height: 1.5em; }
.godo-verdict strong { color: var(--fg); }
.godo-boards { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.godo-board { display: grid; gap: 4px; justify-items: start; }
.godo-board .name { font-size: 0.85em; color: var(--muted); }
.godo-board .sq { cursor: pointer; stroke: none; transition: opacity 0.35s ease, transform 0.35s ease, fill 0.15s; transform-box: fill-box; }
.godo-board .sq.cell { fill: var(--cell); }
.godo-board .sq.cell.selected { fill: var(--part-a); }
.godo-board .sq.cell.selected.bad { fill: var(--error); }
.godo-board .sq.cell.hint { fill: var(--part-b); }
.godo-board .sq.cell.leaving { opacity: 0; transform: translate(6px, -10px) scale(0.6); }
.godo-board.over .sq { cursor: default; }
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

/** A small picture of a shape in notation. @param {string} notation */
export function miniShape(notation, size = 9) {
  return cellsSvg(cellsOf(notation), { size, label: notation });
}

/** The list of moves played. @param {import('./godomachi-game.js').GodomachiGame} game @param {string[]} names */
export function renderMoveList(game, names) {
  replace(game.moveList, game.history.slice(1).map((p) => h('li', {}, `${names[p.move.by]}: removed `, miniShape(p.move.piece, 7), ` ${p.move.piece}`)));
  game.moveList.hidden = game.history.length === 1;
  game.noMoves.hidden = game.history.length > 1;
}

/** Every move's exact value, in its own worker. @param {import('./godomachi-game.js').GodomachiGame} game @param {number} token */
export function valueAllMoves(game, token) {
  const { a, b } = game.position;
  const runner = /** @type {import('./jobs.js').JobRunner} */ (game.tableRunner);
  const stop = h('button', { type: 'button', class: 'secondary', 'data-action': 'stop-values', onclick: () => runner.cancel(new JobCancelled('stopped by you')) }, 'Stop');
  const label = h('span', {}, 'Valuing every move…');
  replace(game.moveTable, h('p', { class: 'muted' }, label, ' ', stop));
  runner
    .run('godomachi.solve', { a, b, half: game.half, all: true }, {
      budgetMs: 10 * 60_000,
      onProgress: (p) => {
        if (token === game.token) label.textContent = `Valuing every move… ${p.done.toLocaleString('en')} positions searched`;
      },
    })
    .then((full) => {
      if (token !== game.token) return;
      game.moves = full.moves;
      renderMoveTable(game);
    })
    .catch((e) => {
      if (token === game.token) replace(game.moveTable, h('p', { class: 'muted' }, `Move values stopped: ${e.message}.`));
    });
}

/** The table of every move's value, best first. @param {import('./godomachi-game.js').GodomachiGame} game */
export function renderMoveTable(game) {
  const all = game.moves;
  if (!game.showEvaluation) {
    replace(game.moveTable, h('p', { class: 'muted' }, 'Hidden: turn on “show the solver’s evaluation” to see every move’s value.'));
    return;
  }
  if (game.over) {
    replace(game.moveTable, h('p', { class: 'muted' }, 'The game is over.'));
    return;
  }
  if (!all) {
    if (!game.moveTable.querySelector('[data-action="stop-values"]') && !/stopped/.test(game.moveTable.textContent ?? '')) {
      replace(game.moveTable, h('p', { class: 'muted' }, game.players[game.mover] === 'human' ? 'Waiting for the verdict…' : 'The solver is to move.'));
    }
    return;
  }
  const sorted = [...all].sort((x, y) => {
    const wx = x.value.winner === 'first';
    const wy = y.value.winner === 'first';
    if (wx !== wy) return wx ? -1 : 1;
    return wx ? x.value.length - y.value.length : y.value.length - x.value.length;
  });
  const rows = sorted.map((m) => {
    const win = m.value.winner === 'first';
    return h(
      'tr',
      { tabindex: 0, onclick: () => game.preview(m), onkeydown: (/** @type {KeyboardEvent} */ e) => e.key === 'Enter' && game.preview(m) },
      h('td', {}, miniShape(m.piece)),
      h('td', {}, miniShape(m.a), ' ', miniShape(m.b)),
      h('td', { class: win ? 'win' : 'loss' }, `${win ? 'wins' : 'loses'} in ${m.value.length}`),
    );
  });
  replace(
    game.moveTable,
    h('p', { class: 'muted' }, `${all.length} distinct moves; value for the player to move. Click one to select it.`),
    h('table', { class: 'godo-table' }, h('thead', {}, h('tr', {}, h('th', {}, 'piece'), h('th', {}, 'leaves'), h('th', {}, 'result'))), h('tbody', {}, rows)),
  );
}
