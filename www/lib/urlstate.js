// Page state in the URL query, so every view is a shareable link.

/** The query parameters as strings, with defaults for missing ones. */
export function readState(defaults = {}) {
  const params = new URLSearchParams(location.search);
  const state = { ...defaults };
  for (const [key, value] of params) state[key] = value;
  return state;
}

/** Replaces the query (no new history entry); empty and null values are left out. */
export function writeState(state) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  history.replaceState(null, '', url);
}

/** The page's URL with the given state, for "copy link". */
export function linkFor(state) {
  const url = new URL(location.href);
  url.search = '';
  for (const [key, value] of Object.entries(state)) {
    if (value !== null && value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.href;
}
