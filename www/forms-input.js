// Pointer and keyboard input on the forms picture, shared by the page and <asobiba-forms>.
// A press is read from pointerdown to pointerup on the drawing, never from `click`: while
// a point is dragged the drawing holds the pointer, so the browser's click would land on
// the drawing (and add a copy of the point) or, after a redraw, not arrive at all.
import { SIZE, DISK, RING, toFloat, fraction, gcd } from './forms-geometry.js';

/** A press that travels less than this (px) is a click, not a drag. */
const SLOP = 4;
/** Two clicks on the same point within this time (ms) are a double click. */
const DOUBLE_MS = 450;

/** Snapping step as (1/den) or integer, about R/10. */
function gridDen(R) {
  const want = R / 10;
  if (want <= 0.125) return 8;
  if (want <= 0.25) return 4;
  if (want <= 0.5) return 2;
  return 1 / Math.max(1, Math.round(want)); // step > 1 written as a fractional "den"
}

function snap(value, den) {
  if (den >= 1) return fraction(Math.round(value * den), den);
  const step = Math.round(1 / den);
  return String(Math.round(value / step) * step);
}

/** The primitive integer direction (|a|, |b| ≤ 6) nearest the angle, up to sign. */
function snapDirection(dx, dy) {
  let best = [1, 0];
  let bestErr = Infinity;
  const target = Math.atan2(dy, dx);
  for (let a = -6; a <= 6; a++) {
    for (let b = -6; b <= 6; b++) {
      if ((a === 0 && b === 0) || gcd(a, b) !== 1) continue;
      let err = Math.abs(Math.atan2(b, a) - target);
      if (err > Math.PI) err = 2 * Math.PI - err;
      if (err < bestErr - 1e-12) {
        bestErr = err;
        best = [a, b];
      }
    }
  }
  return best;
}

/** Pointer position → exact coordinates for a point (snapped), or null. */
function coordsAt(svg, event, n, R) {
  const C = SIZE / 2;
  const sc = DISK / R;
  const rect = svg.getBoundingClientRect();
  const px = ((event.clientX - rect.left) / rect.width) * SIZE;
  const py = ((event.clientY - rect.top) / rect.height) * SIZE;
  const dx = px - C;
  const dy = C - py;
  const den = gridDen(R);
  if (n === 3 && Math.hypot(dx, dy) > (DISK + RING) / 2) {
    const [a, b] = snapDirection(dx, dy);
    return [String(a), String(b), '0'];
  }
  const x = snap(dx / sc, den);
  const y = snap(dy / sc, den);
  if (n === 2) return x === '0' && y === '0' ? null : [x, y];
  return [x, y, '1'];
}

/** Point i moved by one grid step (finite points only). */
function nudge({ n, R, rows }, i, dx, dy) {
  const v = rows[i].map(toFloat);
  const den = gridDen(R);
  const step = den >= 1 ? 1 / den : Math.round(1 / den);
  if (n === 3) {
    if (v[2] === 0) return null;
    const x = v[0] / v[2] + dx * step;
    const y = v[1] / v[2] + dy * step;
    return [snap(x, den), snap(y, den), '1'];
  }
  const c = [snap(v[0] + dx * step, den), snap(v[1] + dy * step, den)];
  return c[0] === '0' && c[1] === '0' ? null : c;
}

/** Focuses point i's mark (after a redraw too), so arrows and Delete act on it. */
export function focusPoint(svg, i) {
  svg.querySelector(`.pt[data-index="${i}"]`)?.focus({ preventScroll: true });
}

/**
 * Gestures: press and drag a point to move it; click a point to select it; double-click or
 * shift-click a point to remove it; click empty space to add one. Keyboard: arrows move the
 * focused point one grid step, Delete removes it. `current()` gives the live options
 * ({ n, R, rows, onMove(i, coords), onAdd(coords), onRemove(i) }). Attach once per SVG.
 */
export function interactive(svg, current) {
  let press = null; // { id, i (point index or -1), x, y, moved }
  let lastClick = { i: -1, at: 0 };
  let removed = { x: NaN, y: NaN, at: -Infinity }; // where and when a double click removed a point
  svg.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    const g = event.target.closest?.('.pt');
    const editable = current().onMove || current().onAdd;
    if (!editable) return;
    press = { id: event.pointerId, i: g ? Number(g.dataset.index) : -1, x: event.clientX, y: event.clientY, moved: false };
    // No pointer capture yet: a press that stays a click belongs to the point it is on.
    if (g) event.preventDefault();
  });
  svg.addEventListener('pointermove', (event) => {
    if (!press || press.id !== event.pointerId || press.i < 0) return;
    if (!press.moved && Math.hypot(event.clientX - press.x, event.clientY - press.y) < SLOP) return;
    const o = current();
    const c = coordsAt(svg, event, o.n, o.R);
    if (c && o.onMove) {
      // A drag follows the pointer beyond the point and the drawing.
      if (!press.moved) svg.setPointerCapture(event.pointerId);
      press.moved = true;
      o.onMove(press.i, c);
    }
  });
  svg.addEventListener('pointerup', (event) => {
    if (!press || press.id !== event.pointerId) return;
    const p = press;
    press = null;
    if (svg.hasPointerCapture?.(event.pointerId)) svg.releasePointerCapture(event.pointerId);
    if (p.moved) return;
    const o = current();
    const travelled = Math.hypot(event.clientX - p.x, event.clientY - p.y);
    if (p.i < 0) {
      if (travelled >= SLOP * 2) return; // a swipe across the drawing, not a click
      // A third click on the spot of a double click belongs to it: it does not add a point.
      if (event.timeStamp - removed.at < DOUBLE_MS && Math.hypot(event.clientX - removed.x, event.clientY - removed.y) < SLOP * 2) return;
      const c = coordsAt(svg, event, o.n, o.R);
      if (c) o.onAdd?.(c);
      lastClick = { i: -1, at: 0 };
      return;
    }
    const double = lastClick.i === p.i && event.timeStamp - lastClick.at < DOUBLE_MS;
    if (event.shiftKey || event.altKey || double) {
      lastClick = { i: -1, at: 0 };
      removed = { x: event.clientX, y: event.clientY, at: event.timeStamp };
      o.onRemove?.(p.i);
    } else {
      lastClick = { i: p.i, at: event.timeStamp };
      focusPoint(svg, p.i);
    }
  });
  svg.addEventListener('pointercancel', () => {
    press = null;
  });
  svg.addEventListener('keydown', (event) => {
    const g = event.target.closest?.('.pt');
    if (!g) return;
    const i = Number(g.dataset.index);
    const o = current();
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (dirs[event.key] && o.onMove) {
      event.preventDefault();
      const c = nudge(o, i, ...dirs[event.key]);
      if (c) o.onMove(i, c, { keyboard: true });
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && o.onRemove) {
      event.preventDefault();
      o.onRemove(i);
    }
  });
}
