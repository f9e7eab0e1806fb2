// Shogi pieces drawn in SVG: the five-sided piece, pointing toward the opponent, with its
// kanji (promoted kinds in red) or, by a switch or when no CJK font is present, its letter.
// Used by the page, the board layer's drawPiece and the <asobiba-shogi> element.
import { s } from './svg.js';

export const KANJI = { P: '歩', L: '香', N: '桂', S: '銀', G: '金', B: '角', R: '飛', K: '玉', '+P': 'と', '+L': '杏', '+N': '圭', '+S': '全', '+B': '馬', '+R': '龍' };
export const NAMES = { P: 'pawn', L: 'lance', N: 'knight', S: 'silver', G: 'gold', B: 'bishop', R: 'rook', K: 'king', '+P': 'tokin', '+L': 'promoted lance', '+N': 'promoted knight', '+S': 'promoted silver', '+B': 'horse', '+R': 'dragon' };
/** Hand kinds in the order the core sends counts (P L N S G B R). */
export const HAND_KINDS = ['P', 'L', 'N', 'S', 'G', 'B', 'R'];
export const PIECE_CSS = `
.spc-body { fill: #f3dfb0; stroke: #8a6a2f; stroke-width: 1.1; }
.spc-text { fill: #1d1a14; text-anchor: middle; dominant-baseline: central; font-weight: 700;
  font-family: "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", "Noto Sans", sans-serif; }
.spc.promoted .spc-text { fill: #b3261e; }
`;

let cjk = /** @type {boolean | null} */ (null);
/** True if the browser has a font with the piece kanji (else they would show as boxes). */
export function hasCjkFont() {
  if (cjk !== null) return cjk;
  try {
    const c = document.createElement('canvas').getContext('2d');
    if (!c) return (cjk = true);
    const draw = (/** @type {string} */ t) => {
      c.clearRect(0, 0, 40, 40);
      c.font = '24px "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", sans-serif';
      c.fillText(t, 4, 28);
      return Array.from(c.getImageData(0, 0, 40, 40).data).join(',');
    };
    // An unassigned code point draws as the missing-glyph box: kanji that draw the same box
    // (or nothing) mean no CJK font.
    const missing = draw('\u{10FFFD}');
    cjk = draw('歩') !== missing && draw('歩') !== draw('銀');
  } catch {
    cjk = true;
  }
  return cjk;
}

/** Split a SFEN piece ('+p', 'K') into owner and kind code ('+P', 'K'). @param {string} p */
export function parsePiece(p) {
  const promoted = p.startsWith('+');
  const letter = promoted ? p[1] : p[0];
  const gote = letter === letter.toLowerCase();
  return { gote, code: (promoted ? '+' : '') + letter.toUpperCase(), promoted };
}

/**
 * One piece as an SVG group centred on (cx, cy) with side `size`.
 * @param {string} piece SFEN piece ('P', '+p', …)
 * @param {{ cx: number, cy: number, size: number }} at
 * @param {{ letters?: boolean, flipped?: boolean }} [opts] flipped: the board is seen from Gote
 */
export function pieceSvg(piece, { cx, cy, size }, opts = {}) {
  const { gote, code, promoted } = parsePiece(piece);
  const letters = opts.letters || !hasCjkFont();
  const down = gote !== !!opts.flipped; // points down the screen
  const w = size * 0.4;
  const h = size * 0.44;
  const body = s('path', {
    class: 'spc-body',
    d: `M 0 ${-h} L ${w * 0.78} ${-h * 0.62} L ${w} ${h} L ${-w} ${h} L ${-w * 0.78} ${-h * 0.62} Z`,
  });
  const text = s('text', { class: 'spc-text', y: size * 0.04, 'font-size': size * (letters ? 0.38 : 0.42) }, letters ? code : KANJI[code]);
  const king = code === 'K' && !gote && !letters ? '王' : null;
  if (king) text.textContent = king;
  const scale = code === 'P' || code === '+P' ? 0.88 : code === 'K' || code === 'R' || code === 'B' || code === '+R' || code === '+B' ? 1.04 : 0.95;
  return s(
    'g',
    { class: `spc${promoted ? ' promoted' : ''}`, transform: `translate(${cx} ${cy}) scale(${scale}) rotate(${down ? 180 : 0})`, 'data-piece': piece },
    body,
    s('title', {}, `${gote ? 'gote' : 'sente'} ${NAMES[code]}`),
    text,
  );
}

/** A small standalone SVG of one piece (palettes, hands, the move list). @param {string} piece @param {number} px */
export function pieceIcon(piece, px = 34, opts = {}) {
  return s('svg', { class: 'piece-icon', viewBox: '0 0 32 32', width: px, height: px, 'aria-hidden': 'true' }, pieceSvg(piece, { cx: 16, cy: 16, size: 32 }, opts));
}
