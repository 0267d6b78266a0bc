/** Device facts for the field kind (spec §9 Date pickers). Not I/O: read once per mount. */
export function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export function hasNativeDateInput(): boolean {
  const input = document.createElement('input');
  input.setAttribute('type', 'date');
  input.value = 'x';
  return input.type === 'date' && input.value === '';
}
