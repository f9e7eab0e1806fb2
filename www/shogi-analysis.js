// The analysis drawn: heat map layers from the attack counts, arrows to a chosen square,
// that square's attackers and ten ways with isolation degrees, hanging pieces and pins.
// Everything comes from the Rust core (ShogiPosition.counts/square/overview).
import { h, replace } from './lib/ui.js';
import { KANJI, NAMES, parsePiece } from './lib/shogi-pieces.js';
import { squareIndex } from './lib/shogi-board.js';

const WAY_JA = {
  forward: '前', 'forward-left': '左前', 'forward-right': '右前', left: '左', right: '右',
  backward: '後', 'backward-left': '左後', 'backward-right': '右後', 'knight-left': '桂左', 'knight-right': '桂右',
};

/** Heat per square: Sente warm, Gote cool. @param {Uint8Array} counts 162 bytes @param {string} mode */
export function heatLayer(counts, mode) {
  /** @type {Record<number, { value: number, text?: string }>} */
  const heat = {};
  if (mode === 'none') return heat;
  for (let sq = 0; sq < 81; sq++) {
    const s = counts[sq];
    const g = counts[81 + sq];
    let value = 0;
    let text = '';
    if (mode === 'balance') {
      value = (s - g) / 4;
      text = s || g ? `${s}·${g}` : '';
    } else if (mode === 'sente') {
      value = s / 4;
      text = s ? String(s) : '';
    } else {
      value = -g / 4;
      text = g ? String(g) : '';
    }
    if (value !== 0 || text) heat[sq] = { value: Math.max(-1, Math.min(1, value)), text };
  }
  return heat;
}

/** A piece for people: '☗ silver (銀) on 4h'. @param {string} piece @param {string} square */
export function pieceName(piece, square) {
  const { gote, code } = parsePiece(piece);
  return `${gote ? '☖' : '☗'} ${NAMES[code]} (${KANJI[code]}) on ${square}`;
}

/** Arrows from every attacker of the chosen square. @param {any} info the square report */
export function arrowsTo(info) {
  const to = squareIndex(info.square);
  return ['sente', 'gote'].flatMap((side) =>
    info.attackers[side].map((/** @type {any} */ a) => ({ from: squareIndex(a.square), to, class: side })),
  );
}

/** The chosen square's attackers and its ways. @param {HTMLElement} el @param {any} info */
export function renderSquare(el, info) {
  if (!info) {
    replace(el, h('p', { class: 'muted' }, 'Click a square to see who attacks it and its ten ways.'));
    return;
  }
  const side = (/** @type {'sente' | 'gote'} */ s) => {
    const list = info.attackers[s];
    return h(
      'div',
      {},
      h('h3', { class: s === 'sente' ? 'swatch-s' : 'swatch-g' }, `${s === 'sente' ? '☗ Sente' : '☖ Gote'}: ${list.length} attacker${list.length === 1 ? '' : 's'}`),
      list.length
        ? h('ul', {}, list.map((/** @type {any} */ a) => h('li', {}, `${pieceName(a.piece, a.square)} — way ${a.way} (${WAY_JA[a.way]}), distance ${a.distance}`)))
        : null,
    );
  };
  const rows = info.ways.sente.map((/** @type {any} */ w, /** @type {number} */ i) => {
    const g = info.ways.gote[i];
    return h('tr', {}, h('td', {}, `${w.way} ${WAY_JA[w.way]}`), h('td', { class: 'n' }, String(w.isolation)), h('td', { class: 'n' }, String(g.isolation)));
  });
  replace(
    el,
    h('p', {}, h('strong', {}, `Square ${info.square}`), info.piece ? ` — ${pieceName(info.piece, info.square)}` : ' — empty'),
    side('sente'),
    side('gote'),
    h(
      'table',
      { 'aria-label': 'ways and isolation degrees' },
      h('caption', { class: 'muted' }, 'The ten ways (経路) of the square and their isolation degrees (隔離度): empty squares before the first piece or the edge. Named from each side’s point of view: a side’s ways are where the other side attacks from.'),
      h('thead', {}, h('tr', {}, h('th', {}, 'way'), h('th', { class: 'n' }, '☗ ways'), h('th', { class: 'n' }, '☖ ways'))),
      h('tbody', {}, rows),
    ),
  );
}

/** Check, mate, hanging pieces and pins. @param {HTMLElement} el @param {any} o */
export function renderOverview(el, o) {
  const items = [];
  if (o.mate) items.push(h('p', { class: 'error' }, 'Checkmate.'));
  else if (o.check) items.push(h('p', { class: 'error' }, `Check from ${o.checkers.join(', ')}.`));
  items.push(h('h3', {}, `Hanging pieces (${o.hanging.length})`));
  items.push(
    o.hanging.length
      ? h('ul', { id: 'hanging' }, o.hanging.map((/** @type {any} */ x) => h('li', {}, `${pieceName(x.piece, x.square)}: attacked ${x.attackers}×, defended ${x.defenders}×`)))
      : h('p', { class: 'muted' }, 'No piece is attacked more often than it is defended.'),
  );
  items.push(h('h3', {}, `Pins (${o.pins.length})`));
  items.push(
    o.pins.length
      ? h('ul', { id: 'pins' }, o.pins.map((/** @type {any} */ p) => h('li', {}, `${pieceName(p.piece, p.square)} pinned by ${pieceName(p.pinner_piece, p.pinner)}`)))
      : h('p', { class: 'muted' }, 'No pins.'),
  );
  replace(el, ...items);
}

/**
 * Board layers for the overview: the checked king, hanging and pinned marks, pin lines.
 * @param {any} o @param {string[]} board @param {string} side to move ('sente' | 'gote')
 */
export function overviewLayers(o, board, side) {
  /** @type {Record<number, string>} */
  const highlights = {};
  /** @type {Record<number, any>} */
  const marks = {};
  const arrows = [];
  const king = board.indexOf(side === 'sente' ? 'K' : 'k');
  if (o.check && king >= 0) highlights[king] = 'check';
  for (const x of o.hanging) marks[squareIndex(x.square)] = { kind: 'circle', class: 'hanging' };
  for (const p of o.pins) {
    marks[squareIndex(p.square)] = { kind: 'square', class: 'pinned' };
    arrows.push({ from: squareIndex(p.pinner), to: squareIndex(p.square), class: 'pin' });
  }
  return { highlights, marks, arrows };
}
