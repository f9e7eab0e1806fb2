// SVG element helpers and standalone export.
const NS = 'http://www.w3.org/2000/svg';

/** s('rect', { x: 0, y: 0 }, ...children) */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const PAINT = ['fill', 'stroke', 'stroke-width', 'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline'];

/** A copy of a live SVG with computed colours written into attributes, as text. */
export function standaloneSvg(svg) {
  // A drawing made only for the download has no computed style until it is in the page.
  const detached = !svg.isConnected;
  if (detached) {
    svg.style.position = 'absolute';
    svg.style.visibility = 'hidden';
    document.body.append(svg);
  }
  try {
    return serialise(svg);
  } finally {
    if (detached) {
      svg.remove();
      svg.style.position = '';
      svg.style.visibility = '';
    }
  }
}

function serialise(svg) {
  const copy = svg.cloneNode(true);
  copy.removeAttribute('style');
  const live = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  live.forEach((el, i) => {
    const style = getComputedStyle(el);
    for (const prop of PAINT) {
      const value = style.getPropertyValue(prop);
      if (value) copies[i].setAttribute(prop, value);
    }
    copies[i].removeAttribute('class');
  });
  copy.setAttribute('xmlns', NS);
  return new XMLSerializer().serializeToString(copy);
}

export function downloadSvg(svg, filename) {
  const blob = new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
