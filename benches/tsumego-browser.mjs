// Tsumego in headless Chromium: the page's built-in problems and open eye spaces of 8–18
// empty points solved by the TsumegoSolver handle (the release wasm, as the worker runs it),
// beside the release CLI on the same SGF in the same run. Prints status, nodes and times
// against the number of empty points. Then the answer alone (status, key moves, line) of the
// corner fixtures with 15–20 empty points, each side first: the issue's "a few seconds in the
// browser", with the time at which the status settled (the page shows it from then on).
// usage: node benches/tsumego-browser.mjs [--budget NODES]
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withWasmPage } from './browser.mjs';

const at = process.argv.indexOf('--budget');
const budget = at > 0 ? Number(process.argv[at + 1]) : 2_000_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}target/release/asobiba`;
execFileSync('cargo', ['build', '--quiet', '--release', '--bin', 'asobiba'], { cwd: root });

/** A white group around the eye space drawn in `shape` (+ empty), walled in by Black (as tests/data/tsumego/make.py draws it). */
function eye(shape, first) {
  const cells = new Set();
  shape.forEach((line, r) => [...line].forEach((ch, c) => { if (ch === '+') cells.add(`${r + 2},${c + 2}`); }));
  const around = (set) => {
    const out = new Set();
    for (const k of set) {
      const [r, c] = k.split(',').map(Number);
      for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) out.add(`${r + dr},${c + dc}`);
    }
    return out;
  };
  const white = new Set([...around(cells)].filter((k) => !cells.has(k)));
  const inner = new Set([...cells, ...white]);
  const black = new Set([...around(inner)].filter((k) => !inner.has(k)));
  const pts = (set) => [...set].map((k) => k.split(',').map(Number)).map(([r, c]) => `[${String.fromCharCode(97 + c)}${String.fromCharCode(97 + r)}]`).join('');
  const h = Math.max(...[...black].map((k) => Number(k.split(',')[0]))) + 2;
  const w = Math.max(...[...black].map((k) => Number(k.split(',')[1]))) + 2;
  return `(;GM[1]FF[4]SZ[${w}:${h}]AB${pts(black)}AW${pts(white)}SQ${pts(inner)}PL[${first}])`;
}

const examples = JSON.parse(await readFile(new URL('../www/tsumego-examples.json', import.meta.url), 'utf8')).examples;
const problems = [
  ...examples.map((e) => ({ name: e.name, sgf: e.sgf })),
  ...[['2x4', ['++++', '++++']], ['3x3', ['+++', '+++', '+++']], ['2x5', ['+++++', '+++++']], ['3x4', ['++++', '++++', '++++']],
    ['2x7', ['+++++++', '+++++++']], ['3x5', ['+++++', '+++++', '+++++']], ['3x6', ['++++++', '++++++', '++++++']]]
    .flatMap(([name, shape]) => ['B', 'W'].map((first) => ({ name: `${name} eye, ${first === 'B' ? 'Black' : 'White'} first`, sgf: eye(shape, first) }))),
];

// The corner fixtures of the native benchmark's 15–20 band (White to live), answer only.
const hard = await Promise.all(['carpenters-square', 'carpenters-square-1'].map(async (name) => ({
  name, sgf: await readFile(new URL(`../tests/data/tsumego/${name}.sgf`, import.meta.url), 'utf8'),
})));
const answers = hard.flatMap(({ name, sgf }) => ['black', 'white'].map((first) => ({
  name: `${name}, ${first === 'black' ? 'Black' : 'White'} first`, sgf, options: { live: 'white', first, children: 'key' },
})));

const [browser, browserAnswers] = await withWasmPage((page) => page.evaluate(async ({ problems, answers, budget }) => {
  // The page's own reader of the stage that names the settled status.
  const { settledStatus } = await import('/www/lib/tsumego-words.js');
  const run = ({ sgf, options }) => {
    const s = new window.wasm.TsumegoSolver(sgf, { ...options, budget });
    const empty = s.problem().empty;
    const t0 = performance.now();
    // When the status settled: the key-move tests' progress names it (the page shows it then).
    let statusMs = null;
    const a = s.analyse((_done, _total, stage) => {
      if (statusMs === null && settledStatus({ stage })) statusMs = performance.now() - t0;
    });
    const ms = performance.now() - t0;
    s.free();
    return { empty, status: a.status, nodes: a.nodes, ms, statusMs: statusMs ?? (a.status === 'unknown' ? null : ms) };
  };
  return [problems.map(run), answers.map(run)];
}, { problems, answers, budget }));

/** Prints one table: the browser's figures beside the CLI's on the same problem and options. */
function table(title, rows, results) {
  console.log(title);
  console.log('  problem                            empty  status       nodes   browser ms   native ms   browser/native   browser status ms');
  for (const [i, p] of rows.entries()) {
    const b = results[i];
    const o = p.options ?? {};
    const flags = [...(o.live ? ['--live', o.live] : []), ...(o.first ? ['--first', o.first] : []),
      ...(o.children ? ['--children', o.children] : [])];
    const t0 = process.hrtime.bigint();
    const out = JSON.parse(execFileSync(cli, ['tsumego', 'solve', p.sgf, ...flags, '--budget', String(budget), '--json'], { encoding: 'utf8' }));
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const same = out.status === b.status ? '' : `  (native says ${out.status})`;
    console.log(`  ${p.name.padEnd(33)} ${String(b.empty).padStart(5)}  ${b.status.padEnd(8)} ${String(b.nodes).padStart(9)} ${b.ms.toFixed(1).padStart(12)} ${ms.toFixed(1).padStart(11)} ${(b.ms / ms).toFixed(2).padStart(10)}x ${(b.statusMs === null ? '-' : b.statusMs.toFixed(1)).padStart(19)}${same}`);
  }
}

table(`tsumego: the whole analysis (status, key moves, line, every child's status), budget ${budget.toLocaleString('en')} nodes`, problems, browser);
table(`tsumego: the answer only (status, key moves, line), 15–20 empty points, budget ${budget.toLocaleString('en')} nodes`, answers, browserAnswers);
console.log('  (native ms is the whole CLI process, start-up included)');
