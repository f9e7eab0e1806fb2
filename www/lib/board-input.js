// Input for the board layer, written once for every board: pointer and touch (click or tap,
// drag a piece from point to point with a ghost under the finger, paint-drag across cells),
// keyboard (arrow keys move a focus cursor, Space or Enter activates), hover. It turns
// gestures into the board's events and leaves their meaning to the host.

const DRAG_SLOP = 4; // px a press must travel before it is a drag rather than a click
const MOVES = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] });

/**
 * @typedef {object} InputHost what board.js gives the input code
 * @property {SVGSVGElement} svg
 * @property {() => import('./board.js').BoardState} state
 * @property {() => import('./board-geometry.js').Geometry} geo
 * @property {(name: string, ...args: any[]) => void} emit
 * @property {(id: number, keyboard: boolean) => void} moveFocus
 * @property {(from: number) => SVGElement | null} pieceAt the drawn piece at a point
 * @property {(ghost: SVGElement | null, target: number | null) => void} showDrag
 * @property {(id: number | null) => void} showLifted marks the piece the keyboard carries
 */

/** Wires the gestures of one board's SVG. @param {InputHost} host */
export function attachInput(host) {
  const { svg } = host;
  /** @type {null | { kind: 'paint' | 'drag' | 'click', id: number, last: number, pointer: number, x: number, y: number, moved: boolean, ghost: SVGElement | null }} */
  let press = null;
  let hovered = /** @type {number | null} */ (null);
  let pointerFocus = false;

  /** viewBox coordinates of a pointer event. */
  const local = (/** @type {PointerEvent} */ e) => {
    const ctm = svg.getScreenCTM();
    if (!ctm) return { x: NaN, y: NaN };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  };
  const pointAt = (/** @type {PointerEvent} */ e) => {
    const { x, y } = local(e);
    return host.geo().at(x, y);
  };
  const canDrag = (/** @type {number} */ id) => {
    const drag = host.state().input.drag;
    if (!drag || !host.pieceAt(id)) return false;
    return typeof drag === 'function' ? drag(id) : true;
  };

  svg.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || host.state().busy) return;
    const id = pointAt(e);
    if (id === null) return;
    e.preventDefault();
    pointerFocus = true;
    svg.classList.remove('kbd');
    svg.focus({ preventScroll: true });
    pointerFocus = false;
    const input = host.state().input;
    const kind = input.paint ? 'paint' : canDrag(id) ? 'drag' : 'click';
    press = { kind, id, last: id, pointer: e.pointerId, x: e.clientX, y: e.clientY, moved: false, ghost: null };
    try {
      svg.setPointerCapture(e.pointerId); // moves outside the board still belong to the gesture
    } catch {
      // a synthetic event without an active pointer: the gesture works without capture
    }
    host.moveFocus(id, false);
    if (kind === 'paint') host.emit('paint', [id], 'start');
  });

  svg.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.pointer) {
      const id = pointAt(e);
      if (id !== hovered) {
        hovered = id;
        host.emit('hover', id);
      }
      return;
    }
    if (!press.moved && Math.hypot(e.clientX - press.x, e.clientY - press.y) >= DRAG_SLOP) press.moved = true;
    const id = pointAt(e);
    if (press.kind === 'paint') {
      if (id === null || id === press.last) return;
      const ids = host.geo().path(press.last, id);
      press.last = id;
      host.moveFocus(id, false);
      if (ids.length) host.emit('paint', ids, 'move');
    } else if (press.kind === 'drag' && press.moved) {
      if (!press.ghost) {
        const piece = host.pieceAt(press.id);
        press.ghost = piece ? /** @type {SVGElement} */ (piece.cloneNode(true)) : null;
      }
      const { x, y } = local(e);
      const from = host.geo().points[press.id];
      press.ghost?.setAttribute('transform', `translate(${x - from.cx} ${y - from.cy})`);
      press.last = id ?? press.id;
      host.showDrag(press.ghost, id);
    }
  });

  const finish = (/** @type {PointerEvent} */ e, /** @type {boolean} */ cancelled) => {
    if (!press || e.pointerId !== press.pointer) return;
    const p = press;
    press = null;
    if (p.kind === 'paint') {
      host.emit('paint', [], 'end');
      return;
    }
    if (p.kind === 'drag') host.showDrag(null, null);
    if (cancelled) return;
    const id = pointAt(e);
    if (p.kind === 'drag' && p.moved) {
      if (id !== null && id !== p.id) host.emit('move', p.id, id);
      // Dropped off the board: the host may take it (into a hand, a bin, a palette).
      if (id === null) host.emit('dropOut', p.id, { clientX: e.clientX, clientY: e.clientY });
      return;
    }
    if (id === p.id) host.emit('select', p.id, { keyboard: false });
  };
  svg.addEventListener('pointerup', (e) => finish(e, false));
  svg.addEventListener('pointercancel', (e) => finish(e, true));
  svg.addEventListener('lostpointercapture', (e) => finish(e, true));
  svg.addEventListener('pointerleave', () => {
    if (press || hovered === null) return;
    hovered = null;
    host.emit('hover', null);
  });

  // The keyboard's drag: on a board with draggable pieces, Space or Enter on one lifts it
  // (and selects it, so the host can show where it may go), arrows carry it, Space or Enter
  // puts it down (a move), Escape or the same point again puts it back.
  let lifted = /** @type {number | null} */ (null);
  const lift = (/** @type {number | null} */ id) => {
    lifted = id;
    host.showLifted(id);
  };
  svg.addEventListener('keydown', (e) => {
    const state = host.state();
    if (state.input.keyboard === false) return;
    const move = MOVES[e.key];
    const focus = state.focus ?? 0;
    if (move) {
      e.preventDefault();
      svg.classList.add('kbd');
      host.moveFocus(host.geo().step(focus, move[0], move[1]), true);
    } else if (e.key === 'Escape' && lifted !== null) {
      e.preventDefault();
      lift(null);
    } else if ((e.key === ' ' || e.key === 'Enter') && !state.busy) {
      e.preventDefault();
      svg.classList.add('kbd');
      if (!host.geo().points[focus]) return;
      if (lifted !== null) {
        const from = lifted;
        lift(null);
        if (from !== focus) host.emit('move', from, focus);
        return;
      }
      host.emit('select', focus, { keyboard: true });
      if (canDrag(focus)) lift(focus);
    }
  });
  svg.addEventListener('blur', () => lifted !== null && lift(null));
  svg.addEventListener('focus', () => {
    if (!pointerFocus) svg.classList.add('kbd');
  });
  svg.addEventListener('blur', () => svg.classList.remove('kbd'));
}
