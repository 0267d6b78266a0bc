/**
 * Arrow-key movement in a list of options or menu entries (WAI-ARIA listbox, menu and
 * disclosure-navigation patterns): Down/Up move to the next/previous entry and wrap, Home/End go
 * to the first/last; from no entry (-1) Down starts at the first, Up at the last. Null for any
 * other key, or an empty list.
 */
export function nextListIndex(current: number, length: number, key: string): number | null {
  if (length <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % length;
    case 'ArrowUp':
      return current < 0 ? length - 1 : (current - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}
