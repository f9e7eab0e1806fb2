// The module worker that runs long jobs. A job 'domain.name' is the export `name` of
// www/jobs/domain.js, called as name(args, progress, wasm). The page cancels by
// terminating this worker (wasm cannot be interrupted otherwise).
import init, * as wasm from '../../pkg/asobiba.js';

const ready = init();
const JOB = /^([a-z][a-z0-9-]*)\.([A-Za-z][A-Za-z0-9]*)$/;

self.onmessage = async (event) => {
  const { id, job, args } = event.data;
  const post = (msg) => self.postMessage({ id, ...msg });
  try {
    const m = JOB.exec(job);
    if (!m) throw new Error(`bad job name ${job}`);
    await ready;
    const jobs = await import(`../jobs/${m[1]}.js`);
    if (typeof jobs[m[2]] !== 'function') throw new Error(`no job ${job}`);
    const progress = (done, total, stage) => post({ type: 'progress', done, total, stage });
    const t0 = performance.now();
    const result = await jobs[m[2]](args, progress, wasm);
    // A plain object's result carries the job's own time (`ms`): a clock on the page also
    // counts the worker's start, which made a first answer of 41 nodes take 150-540 ms.
    if (result?.constructor === Object && !('ms' in result)) result.ms = performance.now() - t0;
    post({ type: 'result', result });
  } catch (e) {
    let message = e?.message ?? String(e);
    const internal = e instanceof WebAssembly.RuntimeError;
    if (internal) {
      try {
        message = wasm.take_panic_message() ?? message;
      } catch {
        // keep the trap's message
      }
    }
    post({ type: 'error', message, kind: internal ? 'internal' : e?.kind ?? 'error' });
  }
};
