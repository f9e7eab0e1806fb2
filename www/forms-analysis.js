// The forms page's computations, all in workers so the page never waits: the analysis of
// the current points (newest input first: a running analysis finishes unless it is slow,
// superseded inputs are skipped) and the buttons' jobs, each with its own worker.
import { JobRunner, JobCancelled } from './lib/jobs.js';
import { progressView } from './lib/ui.js';

/** A running analysis younger than this finishes before the newer input is analysed (a
 * drag sends many); an older one is stopped at once (ms). */
const PATIENCE_MS = 400;
/** The progress bar and its cancel button appear for work that takes longer (ms). */
const PROGRESS_AFTER_MS = 250;

/**
 * @param {HTMLElement} holder where the progress bar goes
 * @param {HTMLElement} busy the element marked aria-busy while an analysis runs
 */
export function analyser(holder, busy) {
  const runner = new JobRunner();
  const actions = new JobRunner();
  const progress = progressView({
    onCancel: () => {
      runner.cancel();
      actions.cancel();
    },
  });
  holder.append(progress.root);

  /** Runs a job with the progress bar shown if it takes a while. */
  async function inWorker(/** @type {string} */ job, /** @type {any} */ args, on = runner) {
    const timer = setTimeout(() => progress.start('working…'), PROGRESS_AFTER_MS);
    try {
      return await on.run(job, args, { onProgress: (p) => progress.update(p) });
    } finally {
      clearTimeout(timer);
      progress.stop();
    }
  }

  let running = null; // when the analysis in the worker started
  /** @type {null | (() => any)} the newest request, waiting for the worker */
  let waiting = null;

  /**
   * Analyses `args()` in the worker and hands the result to `done` unless `stale()` by then;
   * errors go to `failed`.
   * @param {{ args: () => any, stale: () => boolean, done: (r: any) => void, failed: (e: any) => void }} request
   */
  function analyse(request) {
    if (running !== null) {
      waiting = () => analyse(request);
      if (performance.now() - running > PATIENCE_MS) runner.cancel(new JobCancelled('superseded'));
      return;
    }
    waiting = null;
    running = performance.now();
    busy.setAttribute('aria-busy', 'true');
    inWorker('forms.analyse', request.args())
      .then((r) => request.stale() || request.done(r))
      .catch((e) => request.stale() || e?.message === 'superseded' || request.failed(e))
      .finally(() => {
        running = null;
        if (waiting) waiting();
        else busy.removeAttribute('aria-busy');
      });
  }

  return { analyse, action: (/** @type {string} */ job, /** @type {any} */ args) => inWorker(job, args, actions) };
}
