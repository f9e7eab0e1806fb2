// The page skeleton every tool page shares. A page declares its state (URL parameters with
// defaults and checks) and a render function; the skeleton restores the state from the URL,
// keeps history (replaceState for small edits, pushState for real steps, back and forward
// re-render), writes only valid, bounded values into the URL, runs the share bar, shows
// errors next to the input they concern, and runs worker jobs with progress and cancel.
//
//   const page = await createPage({
//     params: {
//       shape: { default: '###/#..', max: 4300, check: (v) => invoke('polyomino_canonical', v), field: 'shape' },
//       gallery: { default: '', check: (v) => v === '' || /^([1-9]|1[0-2])$/.test(v) || fail('n from 1 to 12') },
//     },
//     fields: { a: 'shape-a', b: 'shape-b' },      // Rust error `field` → input id
//     share: { embed: () => '<asobiba-…>', svg: () => board.toSvg(), filename: 'x.svg' },
//     render(state, { source, changed }) { … },   // source: 'url' | 'history' | what set() said
//   });
//   page.set({ shape: '##' });                     // a small edit: replaces the history entry
//   page.set({ moves: '…' }, { push: true });      // a real step: the back button returns here
//   page.fail(error, 'shape');                     // message next to #shape (or e.field's input)
//   page.linked('shape');                          // the last valid shape, to compute with
//   await page.run('gallery', 'polyomino.list', { n }, { progress: holder, label: 'listing…' });
//
// State values are strings, as typed (an input keeps showing what the person typed even when
// it is invalid); the URL only ever holds values that passed `check` and fit `max`. A link
// carrying an invalid value shows it with its message, and its URL falls back to the default.
import { h, showError, clearError, progressView } from './ui.js';
import { call, ready } from './wasm.js';
import { readState } from './urlstate.js';
import { JobRunner } from './jobs.js';
import { shareBar } from './share.js';

/** Longest query the skeleton writes; params are bounded one by one before this. */
const MAX_QUERY = 8000;

/**
 * @typedef {object} Param
 * @property {string} default
 * @property {number} [max] the longest value written to the URL (default 2000 characters)
 * @property {(value: string, state: Record<string, string>) => unknown} [check] throws (or
 *   returns false) if the value is not valid; an invalid value stays out of the URL. `state`
 *   holds the other params, those listed before this one already updated
 * @property {string} [field] id of the input that edits the value: check errors show there
 */
/**
 * @typedef {object} RenderInfo
 * @property {string} source 'url' on load, 'history' on back/forward, else set()'s source
 * @property {Set<string>} changed the params that changed
 * @property {any} page the page itself (render runs once before createPage returns)
 */
/**
 * @typedef {object} PageSpec
 * @property {Record<string, Param>} params
 * @property {(state: Record<string, string>, info: RenderInfo) => void} [render]
 * @property {Record<string, string>} [fields] a Rust error's `field` → the id of its input
 * @property {{ embed: () => string, svg: () => Element | null, filename?: string, holder?: HTMLElement }} [share]
 */
/**
 * @typedef {object} RunOptions
 * @property {HTMLElement} [progress] where the progress bar and its cancel button go
 * @property {string} [label] the progress bar's text until the first progress message
 * @property {number} [budgetMs]
 * @property {(p: { done: number, total: number, stage: string }) => void} [onProgress]
 */

/** @typedef {Awaited<ReturnType<typeof createPage>>} Page */

/** The frame every tool page shares: site header, footer with the version (once per page). */
export function frame() {
  if (document.querySelector('header.site')) return;
  const header = h('header', { class: 'site' }, h('a', { class: 'home', href: './' }, '遊び場 ', h('span', {}, 'asobiba')));
  document.body.prepend(header);
  const version = h('span', {});
  const footer = h('footer', { class: 'site' }, 'asobiba ', version, ' · exact, in your browser · ', h('a', { href: 'about.html' }, 'about & diagnostics'));
  document.body.append(footer);
  call('version').then((v) => (version.textContent = v), () => {});
}

/**
 * Frames the page and loads the engine: the header shows while it loads. A page that needs
 * the engine before createPage awaits this first; createPage does too. If the engine fails
 * to load, the page says so above its controls, which stay inert and dimmed (they are not
 * wired), and the error goes on.
 */
export async function engine() {
  frame();
  try {
    return await ready();
  } catch (e) {
    // The message goes before <main>, outside its inert subtree, so it can be selected
    // and copied into a report.
    const main = document.querySelector('main');
    if (main) main.dataset.engine = 'failed';
    if (!document.querySelector('.engine-error')) {
      const message = h('p', { class: 'error page-error engine-error', role: 'alert' }, `the engine failed to load: ${e?.message ?? e}`);
      if (main) main.before(message);
      else document.body.prepend(message);
    }
    throw e;
  }
}

/** An Error for a check to throw. @param {string} message @returns {never} */
export function fail(message) {
  throw Object.assign(new Error(message), { kind: 'invalid' });
}

/** A query string that keeps `/`, `,`, `:` and `;` readable; `#` becomes %23. @param {Record<string, string>} values */
function queryOf(values) {
  const readable = (/** @type {string} */ v) => encodeURIComponent(v).replace(/%2F/gi, '/').replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%3B/gi, ';');
  return Object.entries(values)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${readable(v)}`)
    .join('&');
}

/**
 * Frames the page, waits for the engine, restores the state and renders it once.
 * @param {PageSpec} spec
 */
export async function createPage(spec) {
  const { params, render = () => {}, fields = {} } = spec;
  frame();
  const main = document.querySelector('main') ?? document.body;
  const pageError = h('p', { class: 'error page-error', role: 'alert', hidden: true });
  main.prepend(pageError);
  /** @type {Record<string, string>} what the page shows */
  const state = {};
  /** @type {Record<string, string>} the last valid value of each param: what the URL holds */
  const written = {};
  /** @type {Map<string, JobRunner>} */
  const runners = new Map();
  /** @type {Map<string, ReturnType<typeof progressView>>} */
  const bars = new Map();

  /** The check's error for a value, or null when it is valid and fits. */
  const problem = (/** @type {string} */ name, /** @type {string} */ value) => {
    const p = params[name];
    if (value.length > (p.max ?? 2000)) return new Error(`too long for a link (${value.length.toLocaleString('en')} characters; at most ${(p.max ?? 2000).toLocaleString('en')})`);
    if (!p.check || value === p.default) return null;
    try {
      return p.check(value, state) === false ? new Error('not a valid value') : null;
    } catch (e) {
      return /** @type {Error} */ (e);
    }
  };
  const input = (/** @type {string} */ id) => /** @type {HTMLInputElement | null} */ (document.getElementById(id));

  /** Takes values into the state; valid ones into `written`; errors next to the fields. */
  const take = (/** @type {Record<string, string>} */ values) => {
    const changed = new Set();
    for (const [name, raw] of Object.entries(values)) {
      if (!(name in params)) continue;
      const value = String(raw ?? '');
      if (state[name] !== value) changed.add(name);
      state[name] = value;
      const err = problem(name, value);
      if (!err) written[name] = value;
      const field = params[name].field && input(/** @type {string} */ (params[name].field));
      if (field) {
        if (err) showError(field, err.message);
        else clearError(field);
      }
    }
    return changed;
  };

  const url = () => {
    const query = queryOf(written);
    return `${location.pathname}${query && query.length <= MAX_QUERY ? `?${query}` : ''}`;
  };
  const writeUrl = (/** @type {boolean} */ push) => {
    const next = url();
    try {
      if (push && next !== `${location.pathname}${location.search}`) history.pushState(null, '', next);
      else history.replaceState(null, '', next);
    } catch {
      // Browsers rate-limit history updates; the next change writes the URL again.
    }
  };

  const restore = (/** @type {string} */ source) => {
    const defaults = Object.fromEntries(Object.entries(params).map(([k, p]) => [k, p.default]));
    const fromUrl = readState(defaults);
    for (const [name, p] of Object.entries(params)) written[name] = p.default;
    const changed = take(Object.fromEntries(Object.keys(params).map((k) => [k, fromUrl[k]])));
    writeUrl(false); // what was invalid or unbounded in the link falls back to the default
    render(state, { source, changed, page });
  };

  const page = {
    /** The state as shown (read only: change it with set). */
    state,
    /**
     * Changes params; valid ones go into the URL (a new history entry with push), then the
     * page renders unless render is false.
     * @param {Record<string, string>} patch
     * @param {{ push?: boolean, source?: string, render?: boolean }} [options]
     */
    set(patch, { push = false, source = 'set', render: again = true } = {}) {
      const changed = take(patch);
      writeUrl(push);
      if (again) render(state, { source, changed, page });
      return changed;
    },
    /** The shareable link of the valid state. */
    link() {
      return `${location.origin}${url()}`;
    },
    /** Whether a param's current value is in the URL (valid and bounded). @param {string} name */
    valid(name) {
      return written[name] === state[name];
    },
    /**
     * The value the URL holds for a param: the last valid one, else its default. A page
     * computes with it while a refused value stays shown with its message.
     * @param {string} name
     */
    linked(name) {
      return written[name];
    },
    /**
     * Shows an error next to its input: the one named by the error's `field` (through
     * `fields`), else `fallback` (an input id), else at the top of the page.
     * @param {any} e @param {string} [fallback]
     */
    fail(e, fallback) {
      const message = e?.message ?? String(e);
      const id = (e?.field && fields[e.field]) ?? fallback;
      const el = id ? input(id) : null;
      if (el) showError(el, message);
      else {
        pageError.textContent = message;
        pageError.hidden = false;
      }
    },
    /** Clears the error next to an input (by id), or the page's. @param {string} [id] */
    clear(id) {
      const el = id ? input(id) : null;
      if (el) clearError(el);
      else pageError.hidden = true;
    },
    /** The worker of a named job slot: slots run side by side; a new job in a slot replaces the old. @param {string} slot */
    runner(slot = 'main') {
      let r = runners.get(slot);
      if (!r) runners.set(slot, (r = new JobRunner()));
      return r;
    },
    /**
     * Runs a worker job in a slot with a progress bar and a cancel button.
     * @param {string} slot @param {string} job @param {any} args @param {RunOptions} [options]
     */
    async run(slot, job, args, { progress, label = 'working…', budgetMs, onProgress } = {}) {
      const runner = page.runner(slot);
      let bar = bars.get(slot);
      if (progress && !bar) {
        bar = progressView({ onCancel: () => runner.cancel() });
        progress.append(bar.root);
        bars.set(slot, bar);
      }
      bar?.start(label);
      try {
        return await runner.run(job, args, {
          budgetMs,
          onProgress: (p) => {
            bar?.update(p);
            onProgress?.(p);
          },
        });
      } finally {
        if (!runner.busy) bar?.stop();
      }
    },
    /** Stops the job in a slot, if any. @param {string} slot */
    cancel(slot = 'main') {
      runners.get(slot)?.cancel();
    },
  };

  if (spec.share) {
    const holder = spec.share.holder ?? input('share') ?? main;
    shareBar(holder, { embed: spec.share.embed, svg: spec.share.svg, filename: spec.share.filename });
  }
  addEventListener('popstate', () => restore('history'));
  await engine();
  restore('url');
  // The page answers input once its module has wired the controls, which it does right
  // after this returns. Until then a tool page's <main inert> (in its HTML, so it holds
  // from the first paint) takes no clicks or keys and looks inactive, so none is lost; a
  // task later it is lifted and <html data-ready> says so (the page tests wait for it).
  setTimeout(() => {
    main.inert = false;
    document.documentElement.setAttribute('data-ready', '');
  });
  return page;
}
