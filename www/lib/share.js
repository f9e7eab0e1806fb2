// "Copy link", "copy embed code" and "download SVG" for every tool page.
import { h } from './ui.js';
import { downloadSvg } from './svg.js';

async function copyText(text, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied.';
  } catch {
    // No clipboard permission: show the text to copy by hand.
    status.replaceChildren(h('input', { class: 'copy-fallback', readonly: true, value: text, 'aria-label': 'text to copy' }));
    status.querySelector('input').select();
  }
  setTimeout(() => {
    if (status.textContent === 'Copied.') status.textContent = '';
  }, 2500);
}

/** Adds the three share actions to container. embed() returns the element's HTML. */
export function shareBar(container, { embed, svg, filename = 'asobiba.svg' }) {
  const status = h('span', { class: 'share-status', role: 'status' });
  const embedCode = () =>
    `<script type="module" src="${new URL('embed.js', new URL('../', import.meta.url)).href}"></script>\n${embed()}`;
  const bar = h(
    'div',
    { class: 'share' },
    h('button', { type: 'button', class: 'secondary', 'data-action': 'copy-link', onclick: () => copyText(location.href, status) }, 'Copy link'),
    h('button', { type: 'button', class: 'secondary', 'data-action': 'copy-embed', onclick: () => copyText(embedCode(), status) }, 'Copy embed code'),
    h('button', {
      type: 'button',
      class: 'secondary',
      'data-action': 'download-svg',
      onclick: () => {
        const el = svg();
        if (el) downloadSvg(el, filename);
        else status.textContent = 'Nothing to download yet.';
      },
    }, 'Download SVG'),
    status,
  );
  container.append(bar);
  return { bar, embedCode };
}

/** Escapes a value for an HTML attribute in generated embed code. */
export function attr(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
