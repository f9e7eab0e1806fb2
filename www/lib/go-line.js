// A Go game's line as words (what the URL's `moves` and the element's `moves` hold), played
// into a GoGame handle. No DOM here: the worker's jobs use it too.

/**
 * Plays a line of words into a game, as `GoGame.lineMoves()` writes them: point names or
 * `pass` for moves, `AB[p]`, `AW[p]`, `AE[p]` for setup edits. Returns null, or what is wrong
 * with the first bad word (the game then holds the line before it).
 * @param {any} game @param {string} text @returns {string | null}
 */
export function playLine(game, text) {
  const names = new Map(game.board().names.map((/** @type {string} */ n, /** @type {number} */ v) => [n.toUpperCase(), v]));
  const words = text.split(/[\s,]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = words[i].toUpperCase();
    const setup = /^A([BWE])\[([^\]]*)\]$/.exec(w);
    const name = setup ? setup[2] : w;
    const v = name === 'PASS' && !setup ? -1 : names.get(name);
    if (v === undefined) return `word ${i + 1}: \`${words[i]}\` is not ${setup ? 'a setup of a point' : 'a point'} of this board`;
    try {
      if (setup) game.setup(v, 'BWE'.indexOf(setup[1]));
      else game.play(v);
    } catch (e) {
      return `word ${i + 1} (${words[i]}) is illegal: ${/** @type {Error} */ (e).message}`;
    }
  }
  return null;
}
