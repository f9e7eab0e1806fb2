// Page state in the URL query, so every view is a shareable link.

/**
 * The query parameters as strings, with defaults for missing ones. Shapes are written with
 * `#` (`?shape=###/#..`), which a browser takes for the start of a fragment, so the query
 * is everything after the `?`, fragment included; our links encode `#` as %23.
 */
export function readState(defaults = {}) {
  const href = location.href;
  const at = href.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : href.slice(at + 1));
  const state = { ...defaults };
  for (const [key, value] of params) state[key] = value;
  return state;
}

/** A query string that keeps `/`, `,` and `:` readable (shapes, lists); `#` becomes %23. */
function queryOf(state) {
  const readable = (v) => encodeURIComponent(v).replace(/%2F/gi, '/').replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return Object.entries(state)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${readable(String(value))}`)
    .join('&');
}

/** Replaces the query (no new history entry); empty and null values are left out. */
export function writeState(state) {
  const query = queryOf(state);
  const url = `${location.pathname}${query ? `?${query}` : ''}`;
  history.replaceState(null, '', url);
}

/** The page's URL with the given state, for "copy link". */
export function linkFor(state) {
  const query = queryOf(state);
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}
