// The base of every custom element: shadow DOM with the inherited properties reset (a blog's
// CSS cannot reach in: its rules stop at the host, and what the host would pass down by
// inheritance is reset on the element's own top-level boxes), the playground's colours, the
// wasm module loaded once, re-render on attribute changes. Elements are blocks of a sensible
// width: as wide as their content, at least a phone's column, never wider than the post.
import { ready } from '../lib/wasm.js';

export const BASE_CSS = `
:host {
  all: initial;
  --fg: #1d232b; --muted: #5f6b78; --line: #d9dde3; --surface: #ffffff; --bg: #fbfaf7;
  --accent: #d0452f; --cell: #3b4b5e; --part-a: #d0452f; --part-b: #2f7dd0;
  --ok: #1f8a4c; --error: #b3261e; --focus: #6d4ad0;
  display: block !important; box-sizing: border-box; width: fit-content; min-width: min(100%, 320px);
  max-width: 100%; margin: 1em 0;
}
@media (prefers-color-scheme: dark) {
  :host { --fg: #e7e9ec; --muted: #9aa4b0; --line: #333a42; --surface: #1d2126; --bg: #15181c;
    --accent: #ff7a5c; --cell: #a9b8c9; --part-a: #ff7a5c; --part-b: #5ca8ff; --ok: #5fd08f; --error: #ff8a80; --focus: #b59cff; }
}
.frame, .sr { all: initial; }
.frame {
  display: block; box-sizing: border-box; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans JP", sans-serif;
  color: var(--fg); text-align: start; border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; background: var(--surface);
}
.frame * { box-sizing: border-box; }
.error { color: var(--error); }
.muted { color: var(--muted); font-size: 0.9em; }
.cell { fill: var(--cell); }
.cell.part-a { fill: var(--part-a); }
.cell.part-b { fill: var(--part-b); }
svg text { fill: var(--fg); }
a { color: var(--accent); }
button { font: inherit; border: 1px solid var(--line); background: transparent; color: var(--fg); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
`;

export class AsobibaElement extends HTMLElement {
  /** Subclasses list their attributes in `static observedAttributes` and define render(),
   *  which calls Rust through `invoke` from lib/wasm.js. */
  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = BASE_CSS + (/** @type {{ css?: string }} */ (/** @type {unknown} */ (this.constructor)).css ?? '');
    this.root.append(style);
    this.body = document.createElement('div');
    this.body.className = 'frame';
    this.root.append(this.body);
    this.scheduled = false;
  }

  /** Draws the element from its attributes; subclasses define it. */
  render() {}

  connectedCallback() {
    this.update();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.update();
  }

  /** Renders once per tick, after the wasm module is ready; errors show in the element. */
  update() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(async () => {
      this.scheduled = false;
      try {
        await ready();
        this.render();
      } catch (e) {
        const p = document.createElement('p');
        p.className = 'error';
        p.textContent = e?.message ?? String(e);
        this.body.replaceChildren(p);
      }
    });
  }
}
