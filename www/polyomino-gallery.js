// The workbench's gallery: every free n-omino, listed in a worker, shown a page at a time,
// each opening in the editor. Its n and page live in the URL (gallery=, gpage=).
import { h, replace, showError, clearError } from './lib/ui.js';
import { cellsOf } from './lib/cells.js';
import { quickSvg, num } from './polyomino-results.js';

const GALLERY_PAGE = 120;
const NAMES = ['', 'monomino', 'domino', 'tromino', 'tetromino', 'pentomino', 'hexomino', 'heptomino', 'octomino', 'nonomino', 'decomino', 'undecomino', 'dodecomino'];
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));

/** Whether a gallery= value is a valid n. @param {string} v */
export const galleryValid = (v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12);

/**
 * Wires the gallery's controls. @param {import('./lib/page.js').Page} page
 * @param {(shape: string) => void} open opens a shape in the editor
 */
export function setupGallery(page, open) {
  const input = $('gallery-n');
  const list = $('gallery');
  const count = $('gallery-count');
  const pager = $('gallery-pager');
  const pageInput = $('gallery-page-input');
  /** @type {Map<number, { shapes: string[], fixed: number, ms: number }>} */
  const galleries = new Map();
  let run = 0;

  function readN() {
    const n = Number(input.value);
    if (!Number.isInteger(n) || n < 1 || n > 12) {
      showError(input, 'n must be a whole number from 1 to 12 (n = 12 already has 63,600 shapes)');
      return null;
    }
    clearError(input);
    return n;
  }

  /** @param {number} n @param {number} pageNo @param {boolean} push */
  async function show(n, pageNo = 1, push = false) {
    const mine = ++run;
    input.value = String(n);
    page.set({ gallery: String(n), gpage: '' }, { push, render: false });
    let gallery = galleries.get(n);
    if (!gallery) {
      replace(list);
      pager.hidden = true;
      count.classList.remove('error');
      count.textContent = '';
      const t0 = performance.now();
      try {
        const opts = { progress: $('gallery-progress'), label: `listing the free ${NAMES[n]}es…` };
        const shapes = await page.run('gallery', 'polyomino.list', { n }, opts);
        const counts = await page.run('gallery', 'polyomino.count', { n }, opts);
        gallery = { shapes, fixed: counts.fixed, ms: performance.now() - t0 };
        galleries.set(n, gallery);
      } catch (e) {
        if (mine !== run) return;
        count.classList.add('error');
        count.textContent = e?.kind === 'cancelled' ? `Stopped (${e.message}).` : e?.message ?? String(e);
        return;
      }
      if (mine !== run) return;
    }
    count.classList.remove('error');
    const ms = gallery.ms < 10 ? gallery.ms.toFixed(2) : gallery.ms.toFixed(0);
    replace(
      count,
      h('strong', { id: 'gallery-total' }, num(gallery.shapes.length)),
      ` free ${gallery.shapes.length === 1 ? NAMES[n] : `${NAMES[n]}es`}`,
      h('span', { class: 'muted' }, ` · ${num(gallery.fixed)} fixed · listed in ${ms} ms`),
    );
    showPage(n, pageNo);
  }

  /** @param {number} n @param {number} pageNo */
  function showPage(n, pageNo) {
    const gallery = galleries.get(n);
    if (!gallery) return;
    const { shapes } = gallery;
    const pages = Math.max(1, Math.ceil(shapes.length / GALLERY_PAGE));
    pageNo = Math.min(Math.max(1, Math.floor(pageNo) || 1), pages);
    page.set({ gallery: String(n), gpage: pageNo > 1 ? String(pageNo) : '' }, { render: false });
    pager.hidden = pages === 1;
    $('gallery-pager-bottom').hidden = pages === 1;
    $('gallery-pages-bottom').textContent = `page ${num(pageNo)} of ${num(pages)}`;
    $('gallery-prev-bottom').disabled = pageNo === 1;
    $('gallery-next-bottom').disabled = pageNo === pages;
    pageInput.max = String(pages);
    pageInput.value = String(pageNo);
    $('gallery-pages').textContent = `of ${num(pages)}`;
    $('gallery-prev').disabled = pageNo === 1;
    $('gallery-next').disabled = pageNo === pages;
    pager.dataset.n = String(n);
    pager.dataset.page = String(pageNo);
    const size = Math.max(4, Math.min(12, Math.floor(64 / n)));
    const first = (pageNo - 1) * GALLERY_PAGE;
    replace(
      list,
      shapes.slice(first, first + GALLERY_PAGE).map((shape, i) => {
        const svg = quickSvg(cellsOf(shape), size);
        svg.setAttribute('aria-hidden', 'true');
        return h(
          'li',
          {},
          h('button', { type: 'button', class: 'thumb', 'data-shape': shape, title: `${shape}: open in the editor`, 'aria-label': `open ${shape} in the editor`, onclick: () => open(shape) }, svg, h('span', {}, `#${num(first + i + 1)}`)),
        );
      }),
    );
  }

  const turn = (/** @type {number} */ step) => showPage(Number(pager.dataset.n), Number(pager.dataset.page) + step);
  $('gallery-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const n = readN();
    if (n !== null) show(n, 1, true);
  });
  $('gallery-prev').addEventListener('click', () => turn(-1));
  $('gallery-next').addEventListener('click', () => turn(1));
  // The pager under the thumbnails turns the page and brings its top into view.
  for (const [id, step] of /** @type {Array<[string, number]>} */ ([['gallery-prev-bottom', -1], ['gallery-next-bottom', 1]])) {
    $(id).addEventListener('click', () => {
      turn(step);
      pager.scrollIntoView({ block: 'start' });
    });
  }
  pageInput.addEventListener('change', () => showPage(Number(pager.dataset.n), Number(pageInput.value)));

  return {
    show,
    /** Hides the gallery (a link without gallery=). */
    reset() {
      run += 1;
      replace(list);
      replace(count);
      pager.hidden = true;
      $('gallery-pager-bottom').hidden = true;
    },
  };
}
