// The ko fight as vertex geography: the m-subsets of the n kos (top row: Black holds m,
// Black to move) and the (m+1)-subsets (bottom row: White to move), joined when they differ
// by one ko. The token moves along edges to nodes never visited; whoever cannot move loses
// the fight. The maximum matching that proves the verdict from the current position is
// drawn thick: the winner always moves to its node's partner.
import { s } from './lib/svg.js';
import { h, replace } from './lib/ui.js';

export const FIGHT_DRAW_MAX = 7;

export const FIGHT_CSS = `
.fight-svg { display: block; width: 100%; height: auto; max-height: 420px; }
.fight-svg .edge { stroke: var(--line); stroke-width: 1.2; }
.fight-svg .edge.matched { stroke: var(--ok); stroke-width: 4; opacity: 0.75; }
.fight-svg .edge.walked { stroke: var(--fg); stroke-width: 3; }
.fight-svg .node { fill: var(--surface); stroke: var(--muted); stroke-width: 1.5; }
.fight-svg .node.visited { fill: var(--muted); opacity: 0.55; }
.fight-svg .node.legal { stroke: var(--accent); stroke-width: 3; stroke-dasharray: 4 3; cursor: pointer; }
.fight-svg .token { fill: none; stroke-width: 4; }
.fight-svg .token.black { stroke: #1d232b; }
.fight-svg .token.white { stroke: #9aa4b0; }
.fight-svg text { font: 11px var(--mono, monospace); fill: var(--fg); text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.fight-svg .side-label { font: 600 12px var(--font, sans-serif); text-anchor: start; fill: var(--muted); }
`;

/**
 * A playable fight in `container`.
 * @param {HTMLElement} container
 * @param {any} wasm the module (for NkoFight)
 */
export function fightView(container, wasm) {
  const info = h('p', { class: 'fight-info' });
  const status = h('p', { class: 'fight-status', 'aria-live': 'polite' });
  const auto = h('input', { type: 'checkbox', id: 'fight-auto', checked: true });
  const controls = h('div', { class: 'line-controls' },
    h('button', { type: 'button', id: 'fight-solver', onclick: () => solverMove() }, 'solver moves'),
    h('button', { type: 'button', id: 'fight-undo', onclick: () => { fight?.undo(); if (auto.checked && fight && fight.path().length > 1) fight.undo(); draw(); } }, 'undo'),
    h('button', { type: 'button', id: 'fight-restart', onclick: () => restart() }, 'restart'),
    h('label', {}, auto, ' solver answers my moves'));
  const picture = h('div', { class: 'fight-picture' });
  container.append(info, controls, status, picture);
  /** @type {any} */
  let fight = null;
  /** @type {{ n: number, m: number, side: string }} */
  let args = { n: 4, m: 1, side: 'black' };
  /** @type {SVGSVGElement | null} */
  let svg = null;

  function restart() {
    fight?.free?.();
    fight = new wasm.NkoFight(args.n, args.m, args.side);
    const r = fight.report();
    const brute = r.brute_force ? `brute force: ${r.brute_force.winner} wins (${r.brute_force.nodes.toLocaleString('en')} positions searched)` : args.n <= 8 ? 'brute force: beyond its budget here' : 'brute force: only for n ≤ 8';
    info.textContent = `${r.left} nodes (Black holds ${args.m}) against ${r.right} (Black holds ${args.m + 1}); ${args.side} to move at the start. ` +
      `Count rule: ${r.count_rule} wins. Matching theorem: ${r.winner} wins (a maximum matching of ${r.matching_size} edges ${r.start_covered ? 'covers' : 'misses'} the start). ${brute}.`;
    draw();
  }

  function solverMove() {
    if (!fight) return;
    const v = fight.reply();
    if (v >= 0) fight.play(v);
    draw();
  }

  function click(/** @type {number} */ v) {
    if (!fight) return;
    const legal = [...fight.legal()];
    if (!legal.includes(v)) return;
    fight.play(v);
    if (auto.checked && fight.legal().length > 0) fight.play(fight.reply());
    draw();
  }

  function draw() {
    if (!fight) return;
    const sets = fight.sets();
    const left = fight.left;
    const right = sets.length - left;
    const path = [...fight.path()];
    const at = path[path.length - 1];
    const visited = new Set(path);
    const legal = new Set(fight.legal());
    const mate = fight.matching();
    const wins = fight.moverWins();
    const mover = fight.mover();
    const other = mover === 'black' ? 'white' : 'black';
    status.textContent = legal.size === 0
      ? `${mover} cannot move: ${mover} loses the fight and must fill a ko.`
      : `${mover} to move, ${wins ? `${mover} wins from here: move to the green partner` : `${other} wins from here: every move lands on a matched node, answered by its partner`}.`;
    if (args.n > FIGHT_DRAW_MAX) {
      replace(picture, h('p', { class: 'muted' }, `The graph is drawn for n ≤ ${FIGHT_DRAW_MAX}; the verdict above holds for this n too.`));
      svg = null;
      return;
    }
    const gap = 46;
    const width = Math.max(left, right) * gap + 40;
    const x = (/** @type {number} */ v) => (v < left ? (width - left * gap) / 2 + (v + 0.5) * gap : (width - right * gap) / 2 + (v - left + 0.5) * gap);
    const y = (/** @type {number} */ v) => (v < left ? 40 : 230);
    const label = (/** @type {number} */ v) => [...Array(args.n).keys()].filter((k) => (sets[v] >> k) & 1).join('') || '∅';
    const walked = new Set(path.slice(1).map((v, i) => `${Math.min(v, path[i])}-${Math.max(v, path[i])}`));
    const edges = [];
    for (let u = 0; u < left; u++) {
      for (let v = left; v < sets.length; v++) {
        if ((sets[u] & sets[v]) !== sets[u]) continue;
        const cls = walked.has(`${u}-${v}`) ? 'edge walked' : mate[u] === v ? 'edge matched' : 'edge';
        edges.push(s('line', { x1: x(u), y1: y(u), x2: x(v), y2: y(v), class: cls }));
      }
    }
    edges.sort((a, b) => (a.getAttribute('class') === 'edge' ? -1 : 0) - (b.getAttribute('class') === 'edge' ? -1 : 0));
    const nodes = [...sets].map((_, v) => s('g', { 'data-node': v, onclick: () => click(v) },
      s('circle', { cx: x(v), cy: y(v), r: 16, class: `node${visited.has(v) && v !== at ? ' visited' : ''}${legal.has(v) ? ' legal' : ''}` }),
      v === at ? s('circle', { cx: x(v), cy: y(v), r: 21, class: `token ${mover}` }) : null,
      s('text', { x: x(v), y: y(v) }, label(v))));
    svg = /** @type {SVGSVGElement} */ (s('svg', { class: 'fight-svg', viewBox: `0 0 ${width} 270`, role: 'img', 'aria-label': `fight graph, ${left} and ${right} nodes` },
      s('text', { x: 6, y: 12, class: 'side-label' }, `Black holds ${args.m} (Black to move)`),
      s('text', { x: 6, y: 262, class: 'side-label' }, `Black holds ${args.m + 1} (White to move)`),
      ...edges, ...nodes));
    replace(picture, svg);
  }

  return {
    /** @param {{ n: number, m: number, side: string }} next */
    set(next) {
      args = next;
      restart();
    },
    svg: () => svg,
  };
}
