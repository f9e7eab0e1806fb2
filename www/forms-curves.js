// The zero sets of the kernel forms, drawn in slices so the page never freezes: marching
// squares row by row and the roots on the line at infinity, yielding to the browser every
// few milliseconds. Floats are for drawing only; the verdict is exact, from the core.
import { s } from './lib/svg.js';

/** Time one slice of drawing may take before the browser gets the thread back (ms). */
const SLICE_MS = 8;

/** A coefficient's decimal text as m · 10^e with 0.1 ≤ |m| < 1 (no overflow for 400 digits). */
function decimal(text) {
  const t = String(text).trim();
  const sign = t.startsWith('-') ? -1 : 1;
  const digits = t.replace(/^[+-]/, '').replace(/^0+/, '');
  if (!/^\d+$/.test(digits)) return { m: 0, e: 0 };
  return { m: sign * Number(`0.${digits.slice(0, 17)}`), e: digits.length };
}

/**
 * A kernel form (terms with exponents and big-integer text) as a float evaluator, scaled by
 * its largest coefficient so that high degrees and huge coefficients stay finite.
 * evaluator(x) for a point x; terms: [{ c, exponents }] with the scaled coefficients.
 */
export function formEvaluator(terms) {
  const parsed = terms.map((t) => decimal(t.coefficient));
  const top = Math.max(...parsed.filter((p) => p.m !== 0).map((p) => p.e), 0);
  // Coefficients 10^300 times smaller than the largest cannot change a drawn curve.
  const scaled = terms.map((t, i) => ({ c: parsed[i].e - top < -300 ? 0 : parsed[i].m * 10 ** (parsed[i].e - top), exponents: t.exponents })).filter((t) => t.c !== 0);
  const f = (x) => {
    let sum = 0;
    for (const t of scaled) {
      let v = t.c;
      for (let j = 0; j < t.exponents.length; j++) if (t.exponents[j]) v *= x[j] ** t.exponents[j];
      sum += v;
    }
    return sum;
  };
  f.terms = scaled;
  return f;
}

/** f(x, y, 1) on a grid row: powers of the row's x values are shared by every term. */
function rowValues(terms, xs, y, powers) {
  const out = new Float64Array(xs.length);
  for (const t of terms) {
    // z = 1 in the chart, so only the powers of x and y matter.
    const [a, b] = t.exponents;
    const k = t.c * y ** b;
    const px = powers[a];
    for (let j = 0; j < xs.length; j++) out[j] += k * px[j];
  }
  return out;
}

/** Zero set of F(x, y, 1) on [-R, R]^2 by marching squares, one grid row per step. */
function* contourRows(F, R, toPx, cells = 140) {
  const step = (2 * R) / cells;
  const xs = Float64Array.from({ length: cells + 1 }, (_, j) => -R + j * step);
  const degree = Math.max(0, ...F.terms.map((t) => t.exponents[0]));
  const powers = [];
  for (let a = 0; a <= degree; a++) powers.push(xs.map((x) => x ** a));
  const lerp = (a, b, va, vb) => a + ((b - a) * va) / (va - vb);
  let below = rowValues(F.terms, xs, -R, powers);
  for (let i = 0; i < cells; i++) {
    const y0 = -R + i * step;
    const above = rowValues(F.terms, xs, y0 + step, powers);
    let d = '';
    for (let j = 0; j < cells; j++) {
      const x0 = xs[j];
      const v = [below[j], below[j + 1], above[j + 1], above[j]];
      const corners = [[x0, y0], [x0 + step, y0], [x0 + step, y0 + step], [x0, y0 + step]];
      // Crossing points on the four edges where the sign changes.
      const pts = [];
      for (let k = 0; k < 4; k++) {
        const a = v[k];
        const b = v[(k + 1) % 4];
        if ((a < 0) !== (b < 0) && a !== b) {
          const [xa, ya] = corners[k];
          const [xb, yb] = corners[(k + 1) % 4];
          pts.push([lerp(xa, xb, a, b), lerp(ya, yb, a, b)]);
        }
      }
      if (pts.length === 2) {
        d += segment(pts[0], pts[1], toPx);
      } else if (pts.length === 4) {
        // Saddle: pair the crossings as the centre's sign says.
        const centre = F([x0 + step / 2, y0 + step / 2, 1]);
        if ((centre < 0) === (v[0] < 0)) d += segment(pts[0], pts[3], toPx) + segment(pts[1], pts[2], toPx);
        else d += segment(pts[0], pts[1], toPx) + segment(pts[2], pts[3], toPx);
      }
    }
    below = above;
    yield d;
  }
}

function segment(a, b, toPx) {
  const [x1, y1] = toPx(a[0], a[1]);
  const [x2, y2] = toPx(b[0], b[1]);
  return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
}

/** Angles φ in [0, π) where f(cos φ, sin φ) changes sign (bisection refined). */
export function rootsOnCircle(f) {
  const steps = 1440;
  const g = (phi) => f(Math.cos(phi), Math.sin(phi));
  const roots = [];
  let prev = g(0);
  for (let k = 1; k <= steps; k++) {
    const phi = (Math.PI * k) / steps;
    const cur = g(phi);
    if (prev === 0) roots.push((Math.PI * (k - 1)) / steps);
    else if ((prev < 0) !== (cur < 0) && cur !== 0) {
      let lo = (Math.PI * (k - 1)) / steps;
      let hi = phi;
      for (let it = 0; it < 40; it++) {
        const mid = (lo + hi) / 2;
        if ((g(mid) < 0) === (g(lo) < 0)) lo = mid;
        else hi = mid;
      }
      roots.push((lo + hi) / 2);
    }
    prev = cur;
  }
  return roots;
}

/**
 * Every piece of drawing for the shown kernel forms, as a sequence of small steps: each
 * step appends to `curves` / `ends` and returns. geometry: { n, R, toPx, centre, ring }.
 */
function* curveSteps(forms, { n, R, toPx, centre: C, ring }, curves, ends) {
  for (const [k, terms] of forms.entries()) {
    const F = formEvaluator(terms);
    if (n === 3) {
      const path = s('path', { d: '', class: `curve curve-${k}`, 'data-form': k });
      curves.append(path);
      let d = '';
      for (const rowPath of contourRows(F, R * 1.02, toPx)) {
        d += rowPath;
        yield;
      }
      path.setAttribute('d', d);
      // Where the curve meets the line at infinity: F(cos θ, sin θ, 0) = 0, drawn on the
      // ring at θ and θ + π (the same projective point).
      for (const th of rootsOnCircle((x, y) => F([x, y, 0]))) {
        for (const a of [th, th + Math.PI]) {
          ends.append(s('circle', { cx: C + ring * Math.cos(a), cy: C - ring * Math.sin(a), r: 3.5, class: `curve-end curve-${k}`, 'data-form': k }));
        }
      }
      yield;
    } else if (n === 2) {
      for (const phi of rootsOnCircle((x, y) => F([x, y]))) {
        const [x1, y1] = toPx(-2 * R * Math.cos(phi), -2 * R * Math.sin(phi));
        const [x2, y2] = toPx(2 * R * Math.cos(phi), 2 * R * Math.sin(phi));
        curves.append(s('line', { x1, y1, x2, y2, class: `curve curve-${k}`, 'data-form': k }));
      }
      yield;
    }
  }
}

/**
 * Draws the curves into `curves` and `ends` in slices of a few milliseconds; `svg` carries
 * `data-drawing` until done. Returns a function that stops the drawing.
 */
export function drawCurves(svg, forms, geometry, curves, ends) {
  const steps = curveSteps(forms, geometry, curves, ends);
  let stopped = false;
  svg.setAttribute('data-drawing', '');
  const slice = () => {
    if (stopped) return;
    const until = performance.now() + SLICE_MS;
    while (performance.now() < until) {
      if (steps.next().done) {
        svg.removeAttribute('data-drawing');
        return;
      }
    }
    setTimeout(slice, 0);
  };
  slice();
  return () => {
    stopped = true;
    svg.removeAttribute('data-drawing');
  };
}
