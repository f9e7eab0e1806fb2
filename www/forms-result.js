// The forms page's result panel: the verdict in the words of the spec page, the facts,
// the forms vanishing on the points, redundant points, and the Hilbert function.
import { h, replace } from './lib/ui.js';
import { hilbertPlot } from './forms-hilbert.js';

const $ = (id) => document.getElementById(id);

/** The zero set of one form of degree d in n variables, in words. */
function curveWord(n, d) {
  if (n === 3) return ['point', 'line', 'conic', 'cubic', 'quartic', 'quintic'][d] ?? `curve of degree ${d}`;
  if (n === 2) return `binary form (${d} line${d === 1 ? '' : 's'} through the origin)`;
  return `hypersurface of degree ${d}`;
}

/**
 * One verdict, never two: the values at the points fix every form of degree d exactly when
 * no nonzero form of degree d vanishes at all of them (the spec's rank criterion).
 */
export function verdictText(r, n) {
  const missing = r.dim - r.rank;
  if (r.determined) return `Determined: the values at these points fix every form of degree ${r.d}.`;
  if (missing === 1) {
    return `Not determined: exactly one ${curveWord(n, r.d)} passes through all the points (up to a factor); any two forms that differ by a multiple of it take the same values at the points. One more point off it is needed.`;
  }
  return `Not determined: a ${missing}-dimensional space of forms of degree ${r.d} vanishes on all the points; any two forms that differ by one of them take the same values at the points. At least ${missing} more points are needed.`;
}

/** Fills the result panel from a forms_check result. */
export function showResult(r, n, explanation) {
  const verdict = $('verdict');
  verdict.className = `verdict ${r.determined ? 'yes' : 'no'}`;
  verdict.textContent = verdictText(r, n);
  $('dim').textContent = String(r.dim);
  $('rank').textContent = String(r.rank);
  $('count').textContent = `${r.points} (${r.distinct})`;
  const shown = r.kernel.slice(0, 30);
  replace($('kernel'), shown.map((f, k) => h('li', { class: k < 4 ? `form form-${k}` : 'form' }, f)));
  $('kernel-block').hidden = r.kernel.length === 0 && !r.kernel_omitted;
  $('kernel-omitted').textContent = r.kernel_omitted ? `Not listed: ${r.kernel_omitted}.` : '';
  const more = $('kernel-more');
  more.hidden = r.kernel.length <= 30;
  more.textContent = `… and ${r.kernel.length - 30} more (all ${r.kernel.length} via the command line: asobiba forms check).`;
  const one = (v) => v.map((i) => i + 1).join(', ');
  $('redundant').textContent = r.redundant.length
    ? `Redundant (their values follow from the others): point${r.redundant.length > 1 ? 's' : ''} ${one(r.redundant.slice(0, 60))}${r.redundant.length > 60 ? ', …' : ''}. ${r.determined ? `The other ${r.basis.length} points are a smallest determining subset.` : ''}`
    : r.points > 0 ? 'No point is redundant.' : '';
  $('proportional').textContent = r.proportional.length
    ? r.proportional.map((g) => `Points ${one(g)} are the same projective point (proportional) and count once.`).join(' ')
    : '';
  $('explain').textContent = explanation;
  $('proof').textContent = `Proof: ${r.proof}.`;
}

/** Empties the result panel and the Hilbert function: nothing stale stays on screen. */
export function clearResult(message) {
  $('verdict').className = 'verdict';
  $('verdict').textContent = message;
  for (const id of ['dim', 'rank', 'count']) $(id).textContent = '…';
  $('kernel-block').hidden = true;
  for (const id of ['redundant', 'proportional', 'explain', 'proof']) $(id).textContent = '';
  clearHilbert();
}

export function clearHilbert() {
  replace($('hilbert'));
  $('hilbert-values').textContent = '';
}

export function showHilbert(r, distinct, d) {
  replace($('hilbert'), hilbertPlot({ h: r.h, dim: r.dim, distinct, current: d }));
  $('hilbert-values').textContent = `h = (${r.h.join(', ')})`;
}
