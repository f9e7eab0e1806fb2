// The Godomachi page's "new game" step: two shapes typed or drawn, picked from the gallery
// or drawn at random, the players and the rule. Nothing here touches the game on screen
// until the position is started.
import { h, replace, showError, clearError } from './lib/ui.js';
import { invoke } from './lib/wasm.js';
import { miniShape } from './lib/godomachi-game.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));

/** @param {{ start: () => void }} host */
export function setupSetup(host) {
  const panel = $('setup');
  const toggle = $('new-game');
  const inputs = /** @type {Array<[HTMLInputElement, HTMLElement]>} */ ([[$('shape-a'), $('draw-a')], [$('shape-b'), $('draw-b')]]);

  const setup = {
    /** Opens or closes the step; opening brings it into view. @param {boolean} open */
    show(open, scroll = true) {
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      if (open && scroll) panel.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    },
    /** Puts a position into the inputs and drawings. @param {string} a @param {string} b */
    fill(a, b) {
      for (const [[input, draw], value] of /** @type {Array<[[HTMLInputElement, HTMLElement], string]>} */ ([[inputs[0], a], [inputs[1], b]])) {
        input.value = value;
        clearError(input);
        try {
          invoke('polyomino_canonical', value);
          draw.setAttribute('shape', value);
        } catch {
          // the message comes from starting the position
        }
      }
    },
  };

  // Typing updates the drawing when the text is a valid shape; drawing updates the text.
  for (const [input, draw] of inputs) {
    input.addEventListener('input', () => {
      try {
        invoke('polyomino_canonical', input.value);
        clearError(input);
        draw.setAttribute('shape', input.value.trim());
      } catch (e) {
        showError(input, /** @type {Error} */ (e).message);
      }
    });
    input.addEventListener('keydown', (e) => e.key === 'Enter' && host.start());
    draw.addEventListener('shape-change', (e) => {
      input.value = /** @type {CustomEvent} */ (e).detail.shape;
      clearError(input);
    });
  }
  toggle.addEventListener('click', () => setup.show(panel.hidden));
  $('cancel-setup').addEventListener('click', () => setup.show(false));
  $('start').addEventListener('click', () => host.start());

  const randomN = $('random-n');
  for (let n = 4; n <= 16; n++) randomN.append(h('option', { selected: n === 12 }, String(n)));
  $('random').addEventListener('click', () => {
    const [a, b] = invoke('godomachi_random', Number(randomN.value), Math.floor(Math.random() * 2 ** 32));
    setup.fill(a, b);
    host.start();
  });

  // Gallery: picks go to A, then B, alternately; the second pick starts the game.
  const galleryN = $('gallery-n');
  let pickTarget = 0;
  for (let n = 3; n <= 8; n++) galleryN.append(h('option', { selected: n === 5 }, String(n)));
  function showGallery() {
    const shapes = invoke('polyomino_list', Number(galleryN.value), null);
    replace($('gallery'), shapes.map((/** @type {string} */ shape) => h('button', {
      type: 'button',
      title: shape,
      'aria-label': `pick ${shape}`,
      onclick: () => {
        const [input, draw] = inputs[pickTarget];
        input.value = shape;
        clearError(input);
        draw.setAttribute('shape', shape);
        pickTarget = 1 - pickTarget;
        $('gallery-target').textContent = `the next pick goes to ${pickTarget === 0 ? 'A' : 'B'}`;
        if (pickTarget === 0) host.start();
      },
    }, miniShape(shape, 10))));
  }
  galleryN.addEventListener('change', showGallery);
  showGallery();
  return setup;
}
