// A tsumego analysis in words (the page and the element say the same): the status, the ko's
// conditions, the line's ko retakes, and whether a move keeps the best result for the side to
// move; and the budget both solve under unless told otherwise.

/** Nodes a solution may take by default, on the page and in the element. */
export const BUDGET = 2_000_000;

export const title = (/** @type {string} */ c) => c[0].toUpperCase() + c.slice(1);
const other = (/** @type {string} */ c) => (c === 'black' ? 'white' : 'black');
/** The statuses from the defender's worst to its best. */
const LADDER = ['dead', 'ko', 'seki', 'alive'];

/** The status in a sentence. @param {any} a @param {string} defender */
export function verdict(a, defender) {
  const d = title(defender);
  const att = title(other(defender));
  switch (a.status) {
    case 'alive': return `Alive: ${d} lives`;
    case 'dead': return `Dead: ${att} kills`;
    case 'seki': return a.game_over ? `Seki: ${d} is on the board at the end, without unconditional life`
      : `Seki: ${d} lives in seki (neither side can fill the shared liberties)`;
    case 'ko': return `Ko: the result hangs on a ko`;
    default: return `Not decided: ${a.stopped ?? 'the search stopped'}${a.bounds ? `. Known so far: ${a.bounds.text}` : ''}${a.found ? `; ${a.found.text}` : ''}`;
  }
}

/**
 * The status the solver has settled while it still tests the first moves for the key moves,
 * read from its progress (the stage "key moves (status: ko)"); null before then.
 * @param {{ stage: string } | null} p @returns {string | null}
 */
export const settledStatus = (p) => (p && /^key moves \(status: (\w+)\)$/.exec(p.stage)?.[1]) || null;

/**
 * That status in words, with how far the key moves are; '' before it is settled.
 * @param {{ done: number, total: number, stage: string } | null} p @param {string} defender
 */
export function settledText(p, defender) {
  const status = settledStatus(p);
  return p && status ? `${verdict({ status }, defender)}; finding the key moves (${p.done} of ${p.total} first moves tested)` : '';
}

/**
 * The key moves to show: the whole list, or when a spent budget left the status settled,
 * those proven so far. @param {any} a @returns {string[]}
 */
export function keyMoves(a) {
  if (a.status !== 'unknown') return a.moves;
  return (a.found?.moves ?? []).filter((/** @type {string} */ m) => m !== 'pass');
}

/**
 * The line's ko retakes in words ('' when none): each repeats an earlier position, which
 * only the chosen ko rule allows, so a reader replaying the line knows why it is legal.
 * @param {any} a the analysis
 */
export function retakeText(a) {
  const at = /** @type {number[]} */ (a?.pv_retakes ?? []);
  if (!at.length) return '';
  const list = at.map((i) => `${a.pv[i]} (move ${i + 1})`);
  const names = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : list[0];
  return `${names} ${at.length > 1 ? 'retake kos' : 'retakes a ko'}: the position repeats an earlier one, which the chosen ko rule allows`;
}

/**
 * What the region's drawing decides before any play: the target touches empty points
 * outside the region (no one may play there, so it can never be taken) or the defender's
 * stones outside it (safe walls, so it is safe at once). Most often a drawing mistake, and
 * the reason for a puzzling seki or a bare "alive".
 * @param {any} a the analysis @param {string} defender
 */
export function outsideNote(a, defender) {
  const d = title(defender);
  const those = (/** @type {string[]} */ p) => (p.length > 1 ? 'those points' : 'that point');
  const liberties = a?.rules.outside_liberties ?? [];
  const walls = a?.rules.outside_walls ?? [];
  return [
    liberties.length ? `${d}'s stones have ${liberties.length > 1 ? 'liberties' : 'a liberty'} outside the region (${liberties.join(' ')}), `
      + `where no one may play, so they can never be taken. Add ${those(liberties)} to the region if play may happen there.` : '',
    walls.length ? `${d}'s stones touch its stones outside the region (${walls.join(' ')}), which count as safe walls, `
      + `so ${d} is safe as drawn. Add ${those(walls)} to the region if they may be taken.` : '',
  ].filter(Boolean).join(' ');
}

/** The ko's conditions in words. @param {any} ko @param {string} defender */
export function koText(ko, defender) {
  if (!ko) return '—';
  // The search counts threats up to 6.
  const n = (/** @type {number | null} */ t, zero = 'no ko threat') => (t === null || t === undefined ? 'more than 6 ko threats'
    : t === 0 ? zero : t === 1 ? '1 ko threat' : `${t} ko threats`);
  const steps = ko.steps ?? null;
  const kind = steps === 0 ? 'direct ko' : steps === null ? 'approach ko' : `approach ko of ${steps} step${steps === 1 ? '' : 's'}`;
  return `${kind}: ${title(defender)} needs ${n(ko.defender_threats)} to live, ${title(other(defender))} ${n(ko.attacker_threats, 'none')} to kill; under the chosen rule ${title(defender)} is ${ko.under_assumption}`;
}

/** How good a status is for the defender (to compare children). @param {string} s */
const rank = (s) => LADDER.indexOf(s);

/**
 * Whether a child keeps the best result for the side to move.
 * @param {any} a the node's analysis @param {string} status the child's @param {string} defender
 */
export function keeps(a, status, defender) {
  return a.to_move === defender ? rank(status) >= rank(a.status) : rank(status) <= rank(a.status) && status !== 'unknown';
}

