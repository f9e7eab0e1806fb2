// DOM helpers. User text only ever goes in through textContent and attributes.

/** h('div', { class: 'x', onclick: f }, 'text', child) */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

export function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

function errorSlot(input) {
  const id = `${input.id || 'input'}-error`;
  let slot = input.ownerDocument.getElementById(id) ?? input.parentElement.querySelector(`[data-error-for="${input.id}"]`);
  if (!slot) {
    slot = h('p', { class: 'error', role: 'alert', id, 'data-error-for': input.id, 'aria-live': 'polite' });
    input.insertAdjacentElement('afterend', slot);
  }
  return slot;
}

/** Shows a message next to the input it concerns. */
export function showError(input, message) {
  const slot = errorSlot(input);
  slot.textContent = message;
  slot.hidden = false;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', slot.id);
}

export function clearError(input) {
  const slot = errorSlot(input);
  slot.textContent = '';
  slot.hidden = true;
  input.removeAttribute('aria-invalid');
}

/** Runs f, showing any error next to input; returns f's value or undefined. */
export function guarded(input, f) {
  try {
    const value = f();
    clearError(input);
    return value;
  } catch (e) {
    showError(input, e?.message ?? String(e));
    return undefined;
  }
}

/** A job's time in words: "under 1 ms", "13 ms", "1.8 s". @param {number} ms */
export function duration(ms) {
  return ms < 1 ? 'under 1 ms' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A progress bar with a cancel button for a JobRunner job. */
export function progressView({ onCancel }) {
  const bar = h('progress', { max: 1 });
  const label = h('span', { class: 'progress-label' });
  const cancel = h('button', { type: 'button', class: 'secondary', onclick: onCancel }, 'Cancel');
  // The button before the label: the label's changing width must not move it under the pointer.
  const root = h('div', { class: 'progress', hidden: true }, bar, cancel, label);
  return {
    root,
    start(text) {
      root.hidden = false;
      bar.removeAttribute('value');
      label.textContent = text;
    },
    update({ done, total, stage }) {
      if (total > 0) bar.value = done / total;
      label.textContent = total > 0 ? `${done.toLocaleString('en')} / ${total.toLocaleString('en')} ${stage}` : `${done.toLocaleString('en')} ${stage}`;
    },
    stop() {
      root.hidden = true;
    },
  };
}
