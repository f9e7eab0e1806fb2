// The win table on a canvas, coloured like the article's figure (blue: Black wins): rows n,
// columns m = 0 … n. One pixel a cell in an offscreen image, scaled up without smoothing, so
// n = 1000 (half a million cells) draws at once; the article's disagreements are tinted red
// and, when cells are large enough, ringed. The view (first row, first column, rows shown)
// zooms with the wheel or the buttons and pans by dragging.

export const COLOURS = {
  light: { 1: [47, 111, 208], 2: [236, 232, 222], 3: [170, 176, 186], 0: [255, 255, 255], bad: [214, 58, 40], grid: 'rgba(0,0,0,0.12)', text: '#1d232b' },
  dark: { 1: [82, 150, 255], 2: [58, 62, 70], 3: [110, 116, 126], 0: [21, 24, 28], bad: [255, 110, 86], grid: 'rgba(255,255,255,0.14)', text: '#e7e9ec' },
};

const dark = () => matchMedia('(prefers-color-scheme: dark)').matches;

/** Index of (n, m) in the row-by-row byte arrays from Rust. */
export const at = (/** @type {number} */ n, /** @type {number} */ m) => (n * (n + 1)) / 2 + m;

/**
 * A table view on a canvas.
 * @param {HTMLCanvasElement} canvas
 * @param {{ onHover?: (cell: {n: number, m: number} | null, ev?: PointerEvent) => void, onClick?: (cell: {n: number, m: number}) => void, onView?: (view: {n0: number, m0: number, rows: number}) => void }} events
 */
export function tableView(canvas, events = {}) {
  /** @type {{ winners: Uint8Array, claims: Uint8Array | null, maxN: number, view: {n0: number, m0: number, rows: number}, mark: {n: number, m: number} | null, overlay: boolean }} */
  let st = { winners: new Uint8Array(1), claims: null, maxN: 0, view: { n0: 1, m0: 0, rows: 30 }, mark: null, overlay: true };
  /** @type {HTMLCanvasElement | null} */
  let image = null;
  let imageKey = null;

  const size = () => {
    const css = canvas.clientWidth || 320;
    const px = Math.round(css * (devicePixelRatio || 1));
    if (canvas.width !== px || canvas.height !== px) {
      canvas.width = px;
      canvas.height = px;
    }
    return px;
  };

  /** One pixel a cell over the whole table, rebuilt when the data or theme changes. */
  const build = () => {
    const key = `${st.maxN}:${st.overlay}:${dark()}:${st.winners.length}:${st.claims?.length}`;
    if (image && imageKey === key && image.dataset.gen === String(gen)) return image;
    const N = st.maxN + 1;
    image = image ?? document.createElement('canvas');
    image.width = N;
    image.height = N;
    const ctx = /** @type {CanvasRenderingContext2D} */ (image.getContext('2d'));
    const data = ctx.createImageData(N, N);
    const c = dark() ? COLOURS.dark : COLOURS.light;
    for (let n = 0; n < N; n++) {
      for (let m = 0; m <= n; m++) {
        const w = st.winners[at(n, m)];
        const wrong = st.overlay && st.claims && w !== 0 && st.claims[at(n, m)] !== w;
        const rgb = wrong ? mix(c[w], c.bad) : c[w];
        const i = (n * N + m) * 4;
        data.data[i] = rgb[0];
        data.data[i + 1] = rgb[1];
        data.data[i + 2] = rgb[2];
        data.data[i + 3] = 255;
      }
    }
    ctx.putImageData(data, 0, 0);
    image.dataset.gen = String(gen);
    imageKey = key;
    return image;
  };
  let gen = 0;

  const draw = () => {
    const px = size();
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const c = dark() ? COLOURS.dark : COLOURS.light;
    ctx.fillStyle = `rgb(${c[0].join(',')})`;
    ctx.fillRect(0, 0, px, px);
    const { n0, m0, rows } = st.view;
    const cell = px / rows;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(build(), m0, n0, rows, rows, 0, 0, px, px);
    // Cells outside the triangle (m > n) are background: paint over them.
    ctx.fillStyle = `rgb(${c[0].join(',')})`;
    for (let r = 0; r < rows; r++) {
      const n = n0 + r;
      const firstOut = Math.max(0, n + 1 - m0);
      if (firstOut < rows) ctx.fillRect(firstOut * cell, r * cell, px - firstOut * cell, cell + 1);
      if (n > st.maxN) ctx.fillRect(0, r * cell, px, px);
    }
    if (cell >= 6) {
      ctx.strokeStyle = c.grid;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let r = 0; r <= rows; r++) {
        ctx.moveTo(0, r * cell);
        ctx.lineTo(px, r * cell);
        ctx.moveTo(r * cell, 0);
        ctx.lineTo(r * cell, px);
      }
      ctx.stroke();
    }
    if (st.overlay && st.claims && cell >= 5) {
      ctx.strokeStyle = `rgb(${c.bad.join(',')})`;
      ctx.lineWidth = Math.max(1.5, cell / 8);
      for (let r = 0; r < rows; r++) {
        const n = n0 + r;
        if (n > st.maxN) break;
        for (let k = 0; k < rows && m0 + k <= n; k++) {
          const i = at(n, m0 + k);
          if (st.winners[i] !== 0 && st.claims[i] !== st.winners[i]) {
            ctx.beginPath();
            ctx.arc((k + 0.5) * cell, (r + 0.5) * cell, cell * 0.3, 0, 2 * Math.PI);
            ctx.stroke();
          }
        }
      }
    }
    if (cell >= 16) {
      ctx.fillStyle = c.text;
      ctx.font = `${Math.min(14 * (devicePixelRatio || 1), cell * 0.35)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.globalAlpha = 0.55;
      for (let r = 0; r < rows; r++) ctx.fillText(String(n0 + r), cell * 0.5 + Math.max(0, n0 + r - m0 + 1) * cell, (r + 0.5) * cell);
      ctx.globalAlpha = 1;
    }
    if (st.mark) {
      const r = st.mark.n - n0;
      const k = st.mark.m - m0;
      if (r >= 0 && k >= 0 && r < rows && k < rows) {
        ctx.strokeStyle = dark() ? '#ffd166' : '#111';
        ctx.lineWidth = Math.max(2, cell / 6);
        const pad = Math.max(-3, -cell);
        ctx.strokeRect(k * cell - pad / 2, r * cell - pad / 2, cell + pad, cell + pad);
        if (cell < 6) {
          ctx.beginPath();
          ctx.arc((k + 0.5) * cell, (r + 0.5) * cell, 8, 0, 2 * Math.PI);
          ctx.stroke();
        }
      }
    }
  };

  /** The cell under a pointer, or null. @param {{ offsetX: number, offsetY: number }} ev */
  const cellAt = (ev) => {
    const { n0, m0, rows } = st.view;
    const cell = (canvas.clientWidth || 1) / rows;
    const n = n0 + Math.floor(ev.offsetY / cell);
    const m = m0 + Math.floor(ev.offsetX / cell);
    return n >= 1 && n <= st.maxN && m >= 0 && m <= n ? { n, m } : null;
  };

  const clampView = (/** @type {{n0: number, m0: number, rows: number}} */ v) => {
    const rows = Math.max(4, Math.min(st.maxN + 1, Math.round(v.rows)));
    const n0 = Math.max(0, Math.min(st.maxN + 1 - rows, Math.round(v.n0)));
    const m0 = Math.max(0, Math.min(st.maxN + 1 - rows, Math.round(v.m0)));
    return { n0, m0, rows };
  };

  /** Zooms by `factor` keeping the cell under (x, y) (CSS pixels) in place. */
  const zoom = (/** @type {number} */ factor, x = canvas.clientWidth / 2, y = canvas.clientWidth / 2) => {
    const { n0, m0, rows } = st.view;
    const cell = canvas.clientWidth / rows;
    const fy = n0 + y / cell;
    const fx = m0 + x / cell;
    const next = rows * factor;
    const ncell = canvas.clientWidth / next;
    setView({ n0: fy - y / ncell, m0: fx - x / ncell, rows: next });
  };

  const setView = (/** @type {{n0: number, m0: number, rows: number}} */ v) => {
    st.view = clampView(v);
    draw();
    events.onView?.(st.view);
  };

  let drag = null;
  canvas.addEventListener('pointerdown', (ev) => {
    drag = { x: ev.offsetX, y: ev.offsetY, view: { ...st.view }, moved: false };
    canvas.setPointerCapture(ev.pointerId);
  });
  canvas.addEventListener('pointermove', (ev) => {
    if (drag) {
      const cell = canvas.clientWidth / st.view.rows;
      const dx = (ev.offsetX - drag.x) / cell;
      const dy = (ev.offsetY - drag.y) / cell;
      if (Math.abs(ev.offsetX - drag.x) + Math.abs(ev.offsetY - drag.y) > 4) drag.moved = true;
      if (drag.moved) setView({ n0: drag.view.n0 - dy, m0: drag.view.m0 - dx, rows: drag.view.rows });
      return;
    }
    events.onHover?.(cellAt(ev), ev);
  });
  canvas.addEventListener('pointerleave', () => events.onHover?.(null));
  canvas.addEventListener('pointerup', (ev) => {
    const d = drag;
    drag = null;
    if (d && !d.moved) {
      const c = cellAt(ev);
      if (c) events.onClick?.(c);
    }
  });
  canvas.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    zoom(ev.deltaY > 0 ? 1.25 : 0.8, ev.offsetX, ev.offsetY);
  }, { passive: false });
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => draw());
  new ResizeObserver(() => draw()).observe(canvas);

  return {
    /** @param {Partial<typeof st>} patch */
    set(patch) {
      if (patch.winners || patch.claims || patch.overlay !== undefined) gen++;
      st = { ...st, ...patch };
      st.view = clampView(st.view);
      draw();
    },
    zoom,
    setView,
    get view() {
      return st.view;
    },
  };
}

/** @param {number[]} a @param {number[]} b */
function mix(a, b) {
  return [0, 1, 2].map((i) => Math.round(a[i] * 0.6 + b[i] * 0.4));
}
