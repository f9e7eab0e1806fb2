// A collection: a file of several problems, one SGF game tree each (as collections are often
// distributed), browsed one problem at a time. The page opens one; the others wait here for
// "previous", "next" or a number, and the address holds the problem shown alone, so that a
// link shares that problem.
import { h } from './lib/ui.js';

/**
 * @param {HTMLElement} holder where the bar goes (hidden while no collection is open)
 * @param {(sgf: string) => string} open opens one problem's SGF; returns the SGF the page keeps for it
 */
export function createCollection(holder, open) {
  /** @type {string[]} each problem's SGF as the file gives it */
  let problems = [];
  /** @type {(string | undefined)[]} the SGF the page kept for each problem opened */
  const kept = [];
  let at = -1;
  const pick = /** @type {HTMLSelectElement} */ (h('select', { id: 'problem-pick', 'aria-label': 'problem in the collection' }));
  const count = h('span', { class: 'muted' });
  const prev = /** @type {HTMLButtonElement} */ (h('button', { id: 'problem-prev', type: 'button', class: 'secondary', title: 'the previous problem (Page Up)', 'aria-label': 'previous problem' }, '◀'));
  const next = /** @type {HTMLButtonElement} */ (h('button', { id: 'problem-next', type: 'button', class: 'secondary', title: 'the next problem (Page Down)', 'aria-label': 'next problem' }, '▶'));
  holder.replaceChildren(h('label', { for: 'problem-pick' }, 'Problem'), pick, count, prev, next);
  holder.hidden = true;

  const go = (/** @type {number} */ k) => {
    if (k < 0 || k >= problems.length) return;
    at = k;
    show();
    kept[k] = open(problems[k]);
  };
  const show = () => {
    pick.value = String(at);
    prev.disabled = at <= 0;
    next.disabled = at >= problems.length - 1;
  };
  pick.addEventListener('change', () => go(Number(pick.value)));
  prev.addEventListener('click', () => go(at - 1));
  next.addEventListener('click', () => go(at + 1));
  addEventListener('keydown', (e) => {
    if (holder.hidden || /** @type {HTMLElement} */ (e.target).closest('input, textarea, select')) return;
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      go(at + (e.key === 'PageUp' ? -1 : 1));
    }
  });

  return {
    /**
     * Opens problem `k` (from 0) of a collection's problems, or, given `sgf`, takes it as
     * already open (a link opened it) as that SGF.
     * @param {string[]} list @param {number} k @param {string} [sgf]
     */
    load(list, k, sgf) {
      problems = list;
      kept.length = 0;
      pick.replaceChildren(...list.map((_, i) => h('option', { value: String(i) }, String(i + 1))));
      count.textContent = `of ${list.length}`;
      holder.hidden = false;
      k = Math.min(Math.max(k, 0), list.length - 1);
      if (sgf === undefined) return go(k);
      at = k;
      kept[k] = sgf;
      show();
    },
    /** The collection is put away (another problem was opened). */
    clear() {
      problems = [];
      kept.length = 0;
      at = -1;
      holder.hidden = true;
    },
    /** The page shows `sgf` (after going back in history, say): the problem it is, if any. @param {string} sgf */
    showing(sgf) {
      const k = kept.indexOf(sgf);
      if (k >= 0 && k !== at) {
        at = k;
        show();
      } else if (k < 0) {
        pick.value = ''; // none of the collection's (an earlier problem, or one edited)
      }
    },
  };
}
