// Loads the wasm module once per page and calls it with panic recovery.
// A Rust panic traps the instance; we keep its message, load a fresh instance (a new
// module record via a query string) and throw a readable Error. The page stays usable.

const PKG = new URL('../../pkg/asobiba.js', import.meta.url).href;
let generation = 0;
let loading = null;
let module = null;

function instantiate() {
  const url = generation === 0 ? PKG : `${PKG}?instance=${generation}`;
  loading = import(url).then(async (m) => {
    await m.default();
    module = m;
    return m;
  });
  return loading;
}

/** Resolves to the initialised wasm-bindgen module. */
export function ready() {
  return loading ?? instantiate();
}

/** An error raised by Rust's panic hook or a trap: a bug, not bad input. */
export class InternalError extends Error {
  constructor(message) {
    super(`internal error: ${message}`);
    this.name = 'InternalError';
    this.kind = 'internal';
  }
}

/** Calls a wasm export synchronously; `await ready()` first. */
export function invoke(name, ...args) {
  if (!module) throw new Error('the engine is still loading; try again in a moment');
  const fn = module[name];
  if (typeof fn !== 'function') throw new Error(`no wasm export named ${name}`);
  try {
    return fn(...args);
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      let message = e.message;
      try {
        message = module.take_panic_message() ?? message;
      } catch {
        // The trapped instance may refuse; the trap's own message stands.
      }
      module = null;
      generation += 1;
      instantiate();
      throw new InternalError(message);
    }
    throw e;
  }
}

/** Loads, then invokes. */
export async function call(name, ...args) {
  await ready();
  return invoke(name, ...args);
}
