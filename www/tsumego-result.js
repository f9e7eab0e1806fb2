// The tsumego page's reading of an analysis: the status in words, key moves, a line, the ko
// conditions, the status after each move (the proof tree's next level), the line so far as
// breadcrumbs, and the rules the result holds under. Moves are buttons: `go(line)` replays.
import { h, replace, duration } from './lib/ui.js';
import { verdict, koText, title, keyMoves, outsideNote, retakeText } from './lib/tsumego-words.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
/**
 * Fills the result panel. `go(line)` plays a line from the problem's start.
 * `more()`, when given, searches again with a larger budget: offered when the budget ran out.
 * `classifying`: the other moves' statuses are being searched (the answer is shown first).
 * `retakes`: the indices in `line` of its ko retakes, dashed as in the line below.
 * @param {any} a the analysis (null while solving) @param {{ line: string[], retakes?: number[], defender: string, go: (line: string[]) => void, ms?: number, more?: () => void, classifying?: boolean }} ctx
 */
export function showResult(a, { line, retakes: retaken = [], defender, go, ms, more, classifying }) {
  // A ko retake (in the line played or the line shown) is dashed, and its label says so.
  const moveButton = (/** @type {string} */ m, /** @type {string[]} */ to, /** @type {string} */ label, retake = false) =>
    h('button', { type: 'button', class: `secondary${retake ? ' retake' : ''}`, 'data-move': m,
      'aria-label': `${label}${retake ? ', a ko retaken' : ''}`, onclick: () => go(to) }, m);
  replace($('crumbs'),
    h('button', { type: 'button', class: line.length ? 'secondary' : 'here', onclick: () => go([]) }, 'start'),
    ...line.map((m, i) => moveButton(m, line.slice(0, i + 1), `back to after ${m}`, retaken.includes(i))));
  $('crumbs').lastElementChild?.classList.add('here');
  const status = $('status');
  $('status-note').textContent = outsideNote(a, defender);
  $('status-note').hidden = !$('status-note').textContent;
  // What the comment's question claims and the file's variations mark, and whether this
  // answer bears them out: at the start only, which they are about (the comment above stays).
  for (const [id, said] of [['question-out', a?.question], ['file-answer-out', a?.file_answer]]) {
    const out = $(id);
    out.textContent = said?.words && !line.length ? `${title(said.words)}.` : '';
    out.hidden = !out.textContent;
    out.classList.toggle('disagrees', said?.agrees === false);
  }
  if (!a) {
    status.className = '';
    status.textContent = 'Solving…';
    for (const id of ['keys', 'pv', 'ko-out', 'nodes', 'children', 'children-note']) replace($(id));
    return;
  }
  status.className = a.status;
  status.textContent = verdict(a, defender) + (a.status === 'unknown' ? '' : a.game_over ? ' (the game is over)' : ` (${title(a.to_move)} to move)`);
  const decided = a.children.length === 0 && a.status !== 'unknown';
  const keys = keyMoves(a);
  replace($('keys'), ...(keys.length ? keys.map((/** @type {string} */ m) => moveButton(m, [...line, m], `play the key move ${m}`))
    : [h('span', { class: 'muted' }, a.game_over ? `none: ${a.game_over}` : decided ? 'none: the problem is decided here'
      : a.status === 'unknown' ? '—' : 'none (passing is as good, or no move helps)')]),
    ...(keys.length && a.found && a.found.tested < a.found.legal ? [h('span', { class: 'muted' },
      ` (so far: ${a.found.tested} of ${a.found.legal} moves tested${a.found.pass_untested ? '; key moves unless passing is as good' : ''})`)] : []));
  const end = a.pv_end ?? '';
  const retakes = retakeText(a);
  replace($('pv'), ...(a.pv.length ? a.pv.map((/** @type {string} */ m, /** @type {number} */ i) =>
    moveButton(m, [...line, ...a.pv.slice(0, i + 1)], `replay the line to ${m}`, Boolean(a.pv_retakes?.includes(i))))
    : [h('span', { class: 'muted' }, end ? `none: ${end}` : '—')]), ...(end && a.pv.length ? [h('span', { class: 'muted' }, ` at the end, ${end}`)] : []),
  ...(retakes ? [h('p', { class: 'muted retakes' }, `Dashed: ${retakes}.`)] : []));
  replace($('ko-out'), koText(a.ko, defender));
  const spent = a.budget_spent;
  replace($('nodes'), `${a.nodes.toLocaleString('en')} nodes${ms !== undefined ? ` in ${duration(ms)}` : ''}`,
    ...(spent && more ? [' ', h('button', { type: 'button', class: 'secondary', id: 'more', onclick: more }, 'search 10× longer')] : []));
  replace($('children'), ...a.children.map((/** @type {any} */ c) => h('li', {},
    h('button', { type: 'button', class: `secondary${a.moves.includes(c.move) ? ' best' : ''}`, 'data-move': c.move, onclick: () => go([...line, c.move]) },
      h('span', {}, c.move), classifying && c.status === 'unknown'
        ? h('span', { class: 'st-pending', title: 'being classified' }, '…')
        : h('span', { class: `st-${c.status}` }, c.status)))));
  replace($('children-note'), classifying ? 'Classifying the other moves…'
    : a.children_stopped ? `The other moves were not all classified: ${a.children_stopped}. The status, key moves and line above are exact.`
      : a.children.length ? '' : decided ? '—' : a.status === 'unknown' ? 'Not classified: the search stopped first.' : '');
  const r = a.rules;
  $('rules-out').textContent = `Result under: ${r.region}; ${r.superko} superko; ${r.pass} passes; ${r.ko}; approach N = ${r.approach_n}; ${r.defender} to live, ${r.first} first.`;
}
