// Numbers and notation for the forms pictures (drawing only: the core parses and decides).
export const SIZE = 440;
export const DISK = 180; // radius of the visible chart (px)
export const RING = 204; // the line at infinity (px)

/** "3/4" | "-2" | "0.5" → number (drawing only; NaN for anything else). */
export function toFloat(text) {
  const t = String(text).trim();
  const slash = t.indexOf('/');
  if (slash >= 0) return Number(t.slice(0, slash)) / Number(t.slice(slash + 1));
  return Number(t);
}

/** The notation as rows of coordinate strings (the core validates; this only splits). */
export function splitPoints(text) {
  return String(text)
    .split(/[\n;]/)
    .map((row) => row.trim())
    .filter((row) => row.length > 0)
    .map((row) => row.split(/[\s,]+/).filter((w) => w.length > 0));
}

export function joinPoints(rows, sep = '\n') {
  return rows.map((r) => r.join(' ')).join(sep);
}

export function gcd(a, b) {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** k/q in lowest terms as notation. */
export function fraction(k, q) {
  if (k === 0) return '0';
  const g = gcd(k, q);
  const num = k / g;
  const den = q / g;
  return den === 1 ? String(num) : `${num}/${den}`;
}

/** A view radius (units) that shows every finite point with some room; rows that are not
 * numbers (input not yet validated) are ignored rather than turned into a NaN scale. */
export function fitRadius(rows, n) {
  let m = 1;
  for (const r of rows) {
    const v = r.map(toFloat);
    let extent = 0;
    if (n === 3) {
      if (v[2] === 0) continue;
      extent = Math.max(Math.abs(v[0] / v[2]), Math.abs(v[1] / v[2]));
    } else if (n === 2) {
      extent = Math.max(Math.abs(v[0]), Math.abs(v[1]));
    }
    if (Number.isFinite(extent)) m = Math.max(m, extent);
  }
  const nice = [1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 500, 1000];
  return nice.find((x) => x >= m * 1.2) ?? Math.ceil(m * 1.2);
}
