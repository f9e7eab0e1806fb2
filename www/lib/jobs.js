// Runs jobs in a module Web Worker: progress messages, a result or an error, cancellation
// (terminate and respawn) and a time budget. One job at a time per runner; starting a new
// one cancels the old.

export class JobCancelled extends Error {
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'JobCancelled';
    this.kind = 'cancelled';
  }
}

const WORKER_URL = new URL('./worker.js', import.meta.url);

function startWorker() {
  if (WORKER_URL.origin === location.origin) return new Worker(WORKER_URL, { type: 'module' });
  // A blog on another origin may not start our worker directly; a same-origin blob that
  // imports it may (our server sends CORS headers).
  const bootstrap = new Blob([`import ${JSON.stringify(WORKER_URL.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(bootstrap), { type: 'module' });
}

export class JobRunner {
  #worker = null;
  #pending = null;
  #nextId = 1;
  #closed = false;

  constructor() {
    this.#spawn();
  }

  #spawn() {
    this.#worker = startWorker();
    this.#worker.onmessage = (event) => this.#receive(event.data);
    this.#worker.onerror = (event) => {
      event.preventDefault();
      this.#finish(new Error(event.message || 'the worker failed'), true);
    };
  }

  #receive(msg) {
    const job = this.#pending;
    if (!job || msg.id !== job.id) return; // a late message from a cancelled job
    if (msg.type === 'progress') {
      job.onProgress?.({ done: msg.done, total: msg.total, stage: msg.stage });
    } else if (msg.type === 'result') {
      this.#finish(null, false, msg.result);
    } else if (msg.type === 'error') {
      const err = Object.assign(new Error(msg.message), { kind: msg.kind });
      // After a panic the worker's instance is unusable: start a fresh one.
      this.#finish(err, msg.kind === 'internal');
    }
  }

  #finish(error, respawn, result) {
    const job = this.#pending;
    if (!job) return;
    this.#pending = null;
    clearTimeout(job.timer);
    if (respawn) {
      this.#worker.terminate();
      this.#spawn();
    }
    if (error) job.reject(error);
    else job.resolve(result);
  }

  get busy() {
    return this.#pending !== null;
  }

  /**
   * Runs job 'domain.name' with structured-cloneable args. A result that is a plain object
   * comes with `ms`, the job's own time in the worker (without the worker's start).
   * options: onProgress({done,total,stage}), budgetMs (default 120 s).
   * @param {string} job
   * @param {any} args
   * @param {{ onProgress?: (p: { done: number, total: number, stage: string }) => void, budgetMs?: number }} [options]
   * @returns {Promise<any>}
   */
  run(job, args, { onProgress, budgetMs = 120_000 } = {}) {
    if (this.#closed) {
      this.#closed = false;
      this.#spawn();
    }
    if (this.#pending) this.cancel(new JobCancelled('replaced by a newer job'));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const timer = setTimeout(
        () => this.cancel(new JobCancelled(`stopped: over the time budget of ${Math.round(budgetMs / 1000)} s`)),
        budgetMs,
      );
      this.#pending = { id, resolve, reject, onProgress, timer };
      this.#worker.postMessage({ id, job, args });
    });
  }

  /** Ends the worker for good (an element leaving the page); a later run starts a new one. */
  close() {
    this.cancel(new JobCancelled('closed'));
    this.#worker.terminate();
    this.#closed = true;
  }

  /** Stops the running job now; its promise rejects with JobCancelled. */
  cancel(reason = new JobCancelled()) {
    if (!this.#pending) return;
    this.#worker.terminate();
    this.#spawn();
    const job = this.#pending;
    this.#pending = null;
    clearTimeout(job.timer);
    job.reject(reason);
  }
}
