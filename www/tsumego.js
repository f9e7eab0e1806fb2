// The life-and-death page: a problem (SGF with its region marked SQ, drawn on the board or
// pasted), the rules, the solver in a worker (jobs/tsumego.js) at any line from the start,
// the proof tree browsed move by move, and play against the solver. State in the URL:
// ?sgf=(;…)&first=black&ko=defender&pass=asymmetric&line=C5 D5 … A link may hold a small
// collection, ?sgf=(;…)(;…)&problem=2: the page opens that problem and keeps the others.
import { createPage, fail, engine } from './lib/page.js';
import { h } from './lib/ui.js';
import { attr } from './lib/share.js';
import { JobCancelled } from './lib/jobs.js';
import { createTsumegoBoard, draftOf, emptyDraft, sgfOf } from './lib/tsumego-board.js';
import { showResult } from './tsumego-result.js';
import { createCollection } from './tsumego-collection.js';
import { verdict, keeps, keyMoves, settledStatus, settledText, BUDGET } from './lib/tsumego-words.js';
import examples from './tsumego-examples.json' with { type: 'json' };

const wasm = await engine();
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const EXAMPLES = examples.examples;
/** The largest file opened, as the core's SGF reader takes (`go::sgf::MAX_SGF`). */
const MAX_FILE = 4 * 2 ** 20;
/** Params that make a new problem or new rules (a new solver). */
const PROBLEM = ['sgf', 'live', 'first', 'ko', 'pass', 'superko', 'approach', 'budget', 'children'];
/** The input that edits each param (where its error shows). @type {Record<string, string>} */
const FIELDS = { sgf: 'sgf-text', region: 'sgf-text', live: 'live', first: 'first', ko: 'ko', pass: 'pass-rule', superko: 'superko', approach: 'approach', budget: 'budget', children: 'other-moves' };
const whole = (/** @type {string} */ v, /** @type {number} */ lo, /** @type {number} */ hi, /** @type {string} */ what) =>
  (/^\d{1,10}$/.test(v) && +v >= lo && +v <= hi) || fail(`${what} must be a whole number from ${lo} to ${hi.toLocaleString('en')}`);
const colour = (/** @type {string} */ v) => ['black', 'white'].includes(v) || fail(`the side must be black or white (or nothing for the default), not \`${v}\``);

/** @type {any} the TsumegoSolver of the position shown (main thread: stones, legality) */
let solver = null;
/** @type {any} the problem's facts (target, defender, size) */
let problem = null;
/** @type {number[]} */
let region = [];
/** @type {import('./lib/tsumego-board.js').Draft | null} what the editor draws on */
let draft = null;
/**
 * An analysis; `whole` once it is all that was asked for (with every move's status asked
 * for, the answer comes first with the key moves only, and the other moves after).
 * @typedef {{ a: any, ms: number, whole: boolean }} Entry
 */
/** @type {Entry | null} the analysis of the position shown, once known */
let current = null;
/** @type {Map<string, Entry>} analyses by rules and line */
const cache = new Map();
/** The other moves of the position shown are being classified. */
let classifying = false;
let playing = false;
/** The line's length just after the solver answered (take back then undoes the pair). */
let answered = -1;

const board = createTsumegoBoard($('board-holder'), wasm, (v) => clicked(v));
for (const [i, ex] of EXAMPLES.entries()) $('example').append(h('option', { value: String(i) }, ex.title));
const mode = () => /** @type {HTMLInputElement} */ (document.querySelector('input[name="mode"]:checked')).value;

/** The solver's options from the state. @param {Record<string, string>} s */
const options = (s) => ({ live: s.live, first: s.first, ko: s.ko, pass: s.pass, superko: s.superko, approach: Number(s.approach), budget: Number(s.budget), children: s.children });

// A problem linked in the Go JSON form, or with no region marked, opens as the SGF the page
// keeps and links (the region suggested from the stones marked), with the defender the
// JSON names unless the link names one; a problem the core refuses stays, and its message
// shows by the SGF box.
/**
 * What the page says of a region suggested from the stones; `frame`: the attacker stones
 * the core added just outside it, where the stones left it open (as collections' diagrams do,
 * or around a weak wall stone the region takes in).
 * @param {string[]} frame
 */
function suggestedNote(frame) {
  const closed = frame.length === 0 ? '' : ` Where the diagram left the attacker’s outside open, ${frame.length === 1 ? 'a stone was' : `${frame.length} stones were`} added just outside the region to close it (${frame.join(' ')}).`;
  return `No region was marked, so the shaded one was suggested from the stones: what the defender’s stones and the attacker’s wall enclose.${closed} To change it, choose “region” and click points.`;
}
/** The note for a linked problem whose region was suggested, or null. @type {string | null} */
let linkedSuggestion = null;
/** A collection linked (`problem` picks one, from 1): its problems and the one opened. @type {{ list: string[], k: number, sgf: string } | null} */
let linkedCollection = null;
{
  const q = new URLSearchParams(location.search);
  const list = problemsIn(q.get('sgf') ?? '');
  if (list && list.length > 1) {
    const k = Math.min(Math.max(Number(q.get('problem')) || 1, 1), list.length) - 1;
    linkedCollection = { list, k, sgf: list[k] };
    q.set('sgf', list[k]);
  }
  q.delete('problem');
  const opened = openable(q.get('sgf') ?? '', q.get('live') ?? '');
  if (opened) {
    q.set('sgf', opened.sgf);
    if (opened.live && !q.get('live')) q.set('live', opened.live);
    linkedSuggestion = opened.suggested ? suggestedNote(opened.frame) : null;
    if (linkedCollection) linkedCollection.sgf = opened.sgf;
  }
  history.replaceState(history.state, '', `${location.pathname}?${q}${location.hash}`);
}
const collection = createCollection($('collection'), (sgf) => openText(sgf, '', true));

/** @type {any} set by the first render (which runs inside createPage) */
let page = null;
page = await createPage({
  params: {
    live: { default: '', field: FIELDS.live, check: colour },
    first: { default: '', field: FIELDS.first, check: colour },
    ko: { default: 'defender', field: FIELDS.ko, check: (v) => /^(defender|attacker|threats:\d{1,2},\d{1,2})$/.test(v) || fail(`the ko rule must be defender, attacker or threats:B,W, not \`${v}\``) },
    pass: { default: 'asymmetric', field: FIELDS.pass, check: (v) => ['asymmetric', 'plain'].includes(v) || fail(`the pass rule must be asymmetric or plain, not \`${v}\``) },
    superko: { default: 'positional', field: FIELDS.superko, check: (v) => ['positional', 'situational'].includes(v) || fail(`superko must be positional or situational, not \`${v}\``) },
    approach: { default: '0', field: FIELDS.approach, check: (v) => whole(v, 0, 20, 'approach N') },
    budget: { default: String(BUDGET), field: FIELDS.budget, check: (v) => whole(v, 1000, 1e9, 'the budget') },
    children: { default: 'all', field: FIELDS.children, check: (v) => ['all', 'key'].includes(v) || fail(`the other moves must be all or key, not \`${v}\``) },
    sgf: { default: EXAMPLES[0].sgf, max: 6000, field: FIELDS.sgf, check: (v) => new wasm.TsumegoSolver(v, {}).free() },
    line: { default: '', max: 2000 },
    answer: { default: '1', check: (v) => v === '0' || fail('0 or nothing') },
  },
  fields: FIELDS,
  share: {
    embed: () => {
      const s = page.state;
      const extra = ['first', 'live', 'ko', 'pass'].filter((k) => s[k] !== '' && page.valid(k) && s[k] !== { ko: 'defender', pass: 'asymmetric' }[k])
        .map((k) => ` ${k}="${attr(s[k])}"`).join('');
      return `<asobiba-tsumego sgf="${attr(problem?.sgf ?? s.sgf)}"${extra}></asobiba-tsumego>`;
    },
    svg: () => board.toSvg(),
    filename: 'tsumego.svg',
  },
  render(state, { source, changed, page: p }) {
    page = p;
    sync(state);
    const outside = source !== 'internal';
    const fresh = source === 'url' || source === 'history' || PROBLEM.some((p) => changed.has(p));
    if (source === 'history') collection.showing(state.sgf);
    if (fresh && outside) build(state, source);
    else if (changed.has('line') && outside) replay(state.line);
    draw();
    if (solver && outside && (fresh || changed.has('line')) && (mode() === 'play' || source === 'url' || source === 'history')) analyse();
  },
});
if (linkedSuggestion && solver) say(linkedSuggestion);
if (linkedCollection) collection.load(linkedCollection.list, linkedCollection.k, linkedCollection.sgf);

/** The controls show the state. @param {Record<string, string>} s */
function sync(s) {
  $('live').value = s.live;
  $('first').value = s.first;
  const threats = /^threats:(\d+),(\d+)$/.exec(s.ko);
  $('ko').value = threats ? 'threats' : s.ko;
  $('threats-box').hidden = !threats;
  if (threats) [$('threats-b').value, $('threats-w').value] = [threats[1], threats[2]];
  $('pass-rule').value = s.pass;
  $('superko').value = s.superko;
  $('approach').value = s.approach;
  $('budget').value = s.budget;
  $('other-moves').value = s.children;
  /** @type {HTMLInputElement} */ ($('answer')).checked = s.answer !== '0';
  if (document.activeElement !== $('sgf-text')) $('sgf-text').value = s.sgf;
}

/** A region error also says how to draw one (the core's `auto` is the CLI's word for the button). @param {any} e */
function failAt(e) {
  if (e?.field !== 'region') return page.fail(e, 'sgf-text');
  const message = e.message.replace(/, or `auto` for one suggested from the stones\)/, ')');
  page.fail(Object.assign(new Error(`${message} (or draw it: choose “region” and click its points, or “suggest a region”)`), { field: 'region' }), 'sgf-text');
}

/** A new solver (and draft) from the state, with the line replayed. @param {Record<string, string>} s @param {string} source */
function build(s, source) {
  try {
    draft = draftOf(wasm, s.sgf);
  } catch (e) {
    if (source !== 'set') draft = null; // keep drawing on the last draft the editor had
  }
  solver?.free();
  solver = null;
  problem = null;
  current = null;
  // A rule its check refused keeps that message by its field, and nothing is solved under
  // it. (The SGF's check is the solver itself; one too long for a link still opens.)
  const refused = refusedRule();
  if (refused) {
    say(refused, true);
    return;
  }
  try {
    solver = new wasm.TsumegoSolver(s.sgf, options(s));
    problem = solver.problem();
    region = [...solver.region()];
    for (const id of new Set(Object.values(FIELDS))) page.clear(id);
    page.clear();
    replay(s.line);
  } catch (e) {
    solver = null;
    problem = null;
    failAt(e);
    say('');
  }
}

/** What the line under the problem says while a rule its check refused stands, else ''. */
function refusedRule() {
  const refused = PROBLEM.find((k) => k !== 'sgf' && !page.valid(k));
  if (!refused) return '';
  return `Not solved: ${document.querySelector(`label[for="${FIELDS[refused]}"]`)?.textContent ?? refused} below is not valid.`;
}

/** Plays a line (move names) from the start; stops at the first illegal move, saying why. @param {string} text */
function replay(text) {
  if (!solver) return;
  while (solver.undo()) { /* back to the start */ }
  current = null;
  const words = text.split(/[\s,]+/).filter(Boolean);
  for (const [i, w] of words.entries()) {
    try {
      solver.play(w);
    } catch (e) {
      say(`move ${i + 1} of the line (${w}) cannot be played: ${/** @type {Error} */ (e).message}`, true);
      return;
    }
  }
  say('');
}

/** @param {string} text @param {boolean} [bad] */
function say(text, bad = false) {
  $('say').textContent = text;
  $('say').classList.toggle('bad', bad);
}

function lineKey() {
  return JSON.stringify([page.state.sgf, options(page.state), solver?.line() ?? []]);
}

/** The vertex of a move name on the board shown (pass: none). @param {string} name */
function vertexOf(name) {
  return board.names().findIndex((/** @type {string} */ n) => n.toUpperCase() === name.toUpperCase());
}

function draw() {
  $('region-suggest').hidden = mode() === 'play';
  if (solver && problem) {
    const a = current?.a;
    const line = solver.line();
    const last = line.length ? vertexOf(line[line.length - 1]) : -1;
    board.show({
      // Playing, the board shows the part the problem needs; drawing, all of it.
      w: problem.width, h: problem.height, stones: solver.stones(), region, target: problem.target, last, view: mode() === 'play' ? undefined : '',
      keys: a ? keyMoves(a).map(vertexOf).filter((/** @type {number} */ v) => v >= 0) : [],
      children: a ? a.children.filter((/** @type {any} */ c) => c.move !== 'pass' && c.status !== 'unknown').map((/** @type {any} */ c) => ({
        vertex: vertexOf(c.move), text: c.status[0].toUpperCase(), good: keeps(a, c.status, problem.defender) })) : [],
    });
    $('comment').textContent = problem.comment;
    // A search the budget stopped can go on (the worker kept what it found) with ten times as much.
    const more = Number(page.state.budget) * 10;
    showResult(a ?? null, { line, retakes: [...solver.retakes()], defender: problem.defender, go, ms: current?.ms, classifying,
      more: more <= 1e9 ? () => page.set({ budget: String(more) }, { push: true }) : undefined });
  } else if (draft) {
    board.show({ w: draft.w, h: draft.h, stones: draft.stones, region: draft.region, view: '' });
    $('comment').textContent = draft.comment;
    $('status').textContent = '';
  }
}

/**
 * Analyses the position shown in the worker (cached by rules and line); null if stopped.
 * The answer (status, key moves, line) is asked for first and shown at once: with only the
 * key moves asked for, a pass that keeps the status spares testing the other moves. When
 * every move's status is wanted, a second analysis goes on from the same table (the worker
 * keeps it) to classify the other moves, unless `quick` (the solver is about to answer).
 * @param {{ quick?: boolean }} [opts]
 */
async function analyse({ quick = false } = {}) {
  if (!solver) return null;
  const key = lineKey();
  let entry = cache.get(key) ?? null;
  if (entry && (entry.whole || quick)) {
    current = entry;
    draw();
    return entry.a;
  }
  current = entry;
  draw();
  const t0 = performance.now();
  const opts = options(page.state);
  // The status, once settled, shows while the key moves are still being found.
  /** @type {{ done: number, total: number, stage: string } | null} */
  let settled = null;
  const solving = () => {
    if (current) return;
    // `settling`: the status is settled, the answer not finished (its key moves).
    $('status').className = settled ? `${settledStatus(settled)} settling` : '';
    $('status').textContent = `${settledText(settled, problem.defender) || 'Solving'}… ${Math.round((performance.now() - t0) / 1000)} s`;
  };
  const run = (/** @type {string} */ children) => page.run('solve', 'tsumego.analyse',
    { sgf: page.state.sgf, options: { ...opts, children }, line: solver.line() },
    { progress: $('progress-holder'), label: 'solving…', onProgress: (p) => {
      if (settledStatus(p)) {
        settled = p;
        solving();
      }
    } });
  // The core reports once per first move: a clock shows a long one is still being searched.
  const clock = setInterval(solving, 1000);
  try {
    if (!entry) {
      const a = await run('key');
      entry = { a, ms: a.ms, whole: opts.children === 'key' || a.status === 'unknown' };
      cache.set(key, entry);
      if (lineKey() !== key) return null;
      current = entry;
      draw();
    }
    if (!entry.whole && !quick) {
      const before = entry;
      classifying = true;
      draw();
      const a = await run('all');
      // Both analyses' nodes and time: the answer's work is part of the whole.
      entry = { a: { ...a, nodes: before.a.nodes + a.nodes }, ms: before.ms + a.ms, whole: true };
      cache.set(key, entry);
      if (lineKey() !== key) return null;
      current = entry;
    }
    return entry.a;
  } catch (e) {
    if (e instanceof JobCancelled && /newer/.test(e.message)) return null;
    say(e instanceof JobCancelled ? `Stopped: ${e.message}` : /** @type {Error} */ (e).message, true);
    // A status settled before the stop stays, said to be short of its key moves.
    const status = settledStatus(settled);
    if (!current) {
      $('status').textContent = status ? `${verdict({ status }, problem.defender)}; the key moves were not all found` : '';
      $('status').className = status ?? '';
    }
    return null;
  } finally {
    clearInterval(clock);
    if (classifying) {
      classifying = false;
      draw();
    }
  }
}

/** Shows a line from the start (browsing the tree; the solver does not answer). @param {string[]} line */
function go(line) {
  page.set({ line: line.join(' ') }, { push: true });
}

const commit = () => page.set({ line: solver.line().join(' ') }, { push: true, source: 'internal', render: false });

/** The person plays `name`; the solver says whether the result changed and answers. @param {string} name */
async function move(name) {
  if (!solver || playing) return;
  const before = current?.a ?? null;
  try {
    solver.play(name);
  } catch (e) {
    say(/** @type {Error} */ (e).message, true);
    return;
  }
  // A retake is legal only by the ko rule: say so, for the person's move and the solver's.
  const retook = () => solver.retakes().includes(solver.line().length - 1);
  const played = retook() ? `${name} (a ko retaken)` : name;
  playing = true;
  try {
    commit();
    // The answers are enough to reply; the position left shown gets every move's status after.
    const answering = page.state.answer !== '0';
    const after = await analyse({ quick: answering });
    if (!after) return;
    const was = before && before.status !== 'unknown' ? before.status : null;
    let text = was && was !== after.status
      ? `${played} changes the result: it was ${was}, now ${after.status}.${before.moves.length ? ` (The key move${before.moves.length > 1 ? 's were' : ' was'} ${before.moves.join(', ')}.)` : ''}`
      : `${played}: ${after.status === 'unknown' ? 'not decided' : was ? `still ${after.status}` : after.status}.`;
    if (after.game_over) text += ` The game is over: ${after.game_over}.`;
    const reply = after.moves[0] ?? after.pv[0];
    if (answering && after.status !== 'unknown' && reply) {
      solver.play(reply);
      answered = solver.line().length;
      commit();
      text += ` The solver answers ${reply}${retook() ? ', retaking the ko' : ''}.`;
      draw();
      const next = await analyse({ quick: true });
      if (next && next.children.length === 0) text += ` ${verdict(next, problem.defender)}: the ${next.game_over ? 'game is over' : 'problem is decided'}.`;
    }
    say(text, Boolean(was && was !== after.status));
    analyse();
  } finally {
    playing = false;
  }
}

/** A click on the board: play, or edit the drawing. @param {number} v */
function clicked(v) {
  const m = mode();
  if (m === 'play') {
    move(board.names()[v]);
    return;
  }
  if (!draft) draft = emptyDraft(9);
  if (m === 'region') draft.region[v] = !draft.region[v];
  else draft.stones[v] = m === 'black' ? 1 : m === 'white' ? 2 : 0;
  page.set({ sgf: sgfOf(draft), line: '' }, { push: false });
}

$('pass').addEventListener('click', () => move('pass'));
$('undo').addEventListener('click', () => {
  if (playing) return;
  const pair = solver && solver.line().length === answered;
  if (solver?.undo()) {
    if (pair) solver.undo();
    answered = -1;
    current = null;
    page.set({ line: solver.line().join(' ') }, { push: true, source: 'internal', render: false });
    draw();
    analyse();
  }
});
$('restart').addEventListener('click', () => go([]));
$('solve').addEventListener('click', () => {
  /** @type {HTMLInputElement} */ (document.querySelector('input[name="mode"][value="play"]')).checked = true;
  if (solver) analyse();
  else say(refusedRule() || 'The problem is not complete yet: see the message next to the SGF.', true);
});
for (const r of document.querySelectorAll('input[name="mode"]')) {
  r.addEventListener('change', () => {
    draw();
    if (mode() === 'play' && solver && !current) analyse();
  });
}
$('example').addEventListener('change', () => {
  const ex = EXAMPLES[Number($('example').value)];
  if (ex) {
    collection.clear();
    page.set({ sgf: ex.sgf, line: '', first: '', live: '' }, { push: true });
  }
  $('example').value = '';
});
$('size').addEventListener('change', () => {
  const n = Number($('size').value);
  if (!n) return;
  draft = emptyDraft(n);
  collection.clear();
  /** @type {HTMLInputElement} */ (document.querySelector('input[name="mode"][value="black"]')).checked = true;
  page.set({ sgf: sgfOf(draft), line: '', first: '', live: '' }, { push: true, source: 'set' });
  $('size').value = '';
});
for (const id of ['live', 'first', 'superko', 'approach']) $(id).addEventListener('change', () => page.set({ [id]: $(id).value.trim(), line: '' }, { push: true }));
// Neither the budget nor which moves get a status changes the problem: the line played stays.
$('budget').addEventListener('change', () => page.set({ budget: $('budget').value.trim() }, { push: true }));
$('other-moves').addEventListener('change', () => page.set({ children: $('other-moves').value }, { push: true }));
$('pass-rule').addEventListener('change', () => page.set({ pass: $('pass-rule').value, line: '' }, { push: true }));
const koValue = () => ($('ko').value === 'threats' ? `threats:${$('threats-b').value || 0},${$('threats-w').value || 0}` : $('ko').value);
for (const id of ['ko', 'threats-b', 'threats-w']) $(id).addEventListener('change', () => page.set({ ko: koValue(), line: '' }, { push: true }));
$('answer').addEventListener('change', () => page.set({ answer: /** @type {HTMLInputElement} */ ($('answer')).checked ? '1' : '0' }, { render: false }));
// Function declarations: the link is read with them before the page is set up.
/** The problem a solver built from `text` with `options` poses (thrown: the core's error). @param {string} text @param {any} [options] */
function problemOf(text, options = {}) {
  const s = new wasm.TsumegoSolver(text, options);
  try { return s.problem(); } finally { s.free(); }
}

/** A problem as the SGF the page keeps, and its defender when not the one that SGF implies. @param {any} p */
function kept(p) {
  return { sgf: p.sgf, live: problemOf(p.sgf).defender === p.defender ? '' : p.defender, frame: /** @type {string[]} */ (p.frame) };
}

/**
 * `kept` with the region the core suggests from the stones (for `live`, else the default
 * defender); throws the core's error where it suggests none (no stones, a region too large).
 * @param {string} text @param {string} live
 */
function withSuggestedRegion(text, live) {
  return kept(problemOf(text, live ? { region: 'auto', live } : { region: 'auto' }));
}

/**
 * A problem as the SGF the page keeps, where that is not the text itself: the Go JSON form
 * (`asobiba go play --json`, plus `region`), a problem whose stones are set up after the
 * root, or a problem with no region marked, given the one suggested from its stones. Null
 * when the text is kept as it is, or the core refuses it (the SGF field then shows why).
 * @param {string} text @param {string} live
 * @returns {{ sgf: string, live: string, frame: string[], suggested: boolean } | null}
 */
function openable(text, live) {
  try {
    const s = new wasm.TsumegoSolver(text, {});
    let p, stones;
    try {
      [p, stones] = [s.problem(), s.stones()];
    } finally {
      s.free();
    }
    if (text.trim().startsWith('{')) return { ...kept(p), suggested: false };
    // Stones set up in nodes after the root (goproblems.com's files) are not the root's,
    // which the drawing reads: the problem is kept with all of them in its root.
    const drawn = draftOf(wasm, text).stones;
    return stones.some((/** @type {number} */ c, /** @type {number} */ v) => c !== drawn[v]) ? { ...kept(p), suggested: false } : null;
  } catch (e) {
    if (/** @type {any} */ (e)?.field !== 'region' || !/^no region/.test(/** @type {Error} */ (e).message)) return null;
  }
  try {
    return { ...withSuggestedRegion(text, live), suggested: true };
  } catch {
    return null;
  }
}
/** The problems a text holds (a collection's file holds several), or null where the core reads none. @param {string} text */
function problemsIn(text) {
  try {
    return /** @type {string[]} */ (wasm.tsumegoProblems(text));
  } catch {
    return null;
  }
}

/**
 * Opens one problem's text: as it is, or as `openable` keeps it, with `live` for a region
 * suggested from the stones; `fresh` drops who lives and who moves chosen for the last
 * problem (a collection's next problem says its own). Returns the SGF the page keeps.
 * @param {string} text @param {string} live @param {boolean} fresh
 */
function openText(text, live, fresh) {
  const opened = openable(text, live);
  const chosen = fresh ? { first: '', live: '' } : {};
  if (opened) page.set({ sgf: opened.sgf, live: opened.live || (opened.suggested ? live : ''), first: '', line: '' }, { push: true });
  else page.set({ sgf: text, line: '', ...chosen }, { push: true });
  if (!page.valid('sgf') && solver) say('This SGF is too long for a link; it is open here but the URL does not hold it.');
  else if (opened?.suggested && solver) say(suggestedNote(opened.frame));
  // A collection's problem the core refuses: said by the board too, where the reader is
  // looking (the board keeps the last problem that opened; the SGF box says why as well).
  else if (fresh && !solver) {
    try {
      problemOf(text);
    } catch (e) {
      say(`This problem cannot be opened: ${/** @type {Error} */ (e).message}. The board shows the last one that could.`, true);
    }
  }
  return page.state.sgf;
}

/** The text pasted or read from a file: one problem, or the first of a collection. @param {string} text */
function openPasted(text) {
  const list = problemsIn(text);
  if (list && list.length > 1) return collection.load(list, 0);
  collection.clear();
  openText(text, page.state.live, false);
}
$('sgf-load').addEventListener('click', () => openPasted($('sgf-text').value.trim()));
$('sgf-open-file').addEventListener('click', () => $('sgf-file').click());
$('sgf-file').addEventListener('change', async () => {
  const file = $('sgf-file').files?.[0];
  $('sgf-file').value = '';
  if (!file) return;
  if (file.size > MAX_FILE) return page.fail(new Error(`${file.name} is ${(file.size / 2 ** 20).toFixed(1)} MB; a problem file may be at most ${MAX_FILE / 2 ** 20} MB`), 'sgf-text');
  const text = (await file.text()).trim();
  $('sgf-text').value = text;
  openPasted(text);
});
// The drawing's region replaced by the one suggested from its stones; where the core
// suggests none, why shows by the SGF box.
$('region-suggest').addEventListener('click', () => {
  if (!draft) return;
  const live = page.state.live;
  try {
    const suggested = withSuggestedRegion(sgfOf({ ...draft, region: draft.region.map(() => false) }), live);
    page.set({ sgf: suggested.sgf, live: suggested.live || live, line: '' }, { push: true });
    say(suggestedNote(suggested.frame));
  } catch (e) {
    failAt(e);
  }
});
$('sgf-save').addEventListener('click', () => {
  // Once an answer is shown: the problem, the line played, then the answer's variations.
  const answer = current && current.a.status !== 'unknown' ? current.a.solution_sgf : null;
  const blob = new Blob([answer ?? problem?.sgf ?? (draft ? sgfOf(draft) : page.state.sgf)], { type: 'application/x-go-sgf' });
  const a = h('a', { href: URL.createObjectURL(blob), download: 'tsumego.sgf' });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
});
addEventListener('keydown', (e) => {
  if (/** @type {HTMLElement} */ (e.target).closest('input, textarea, select')) return;
  if (e.key === 'ArrowLeft') $('undo').click();
});
/** @type {any} */ (window).tsumegoPage = { page, vertex: vertexOf, get solver() { return solver; } };
