// The frame every tool page shares: site header, footer with the version.
import { h } from './ui.js';
import { call } from './wasm.js';

export function frame() {
  const header = h('header', { class: 'site' }, h('a', { class: 'home', href: './' }, '遊び場 ', h('span', {}, 'asobiba')));
  document.body.prepend(header);
  const version = h('span', {});
  const footer = h('footer', { class: 'site' }, 'asobiba ', version, ' · exact, in your browser · ', h('a', { href: 'about.html' }, 'about & diagnostics'));
  document.body.append(footer);
  call('version').then((v) => (version.textContent = v), () => {});
}
