/**
 * Elements a keyboard user can reach with Tab inside a container, in DOM order.
 * No layout checks (jsdom has no layout): hidden subtrees are recognised by the `hidden` and
 * `inert` attributes and by inline `display: none`, which is how our components hide things.
 */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isHidden(el: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node && node !== container; node = node.parentElement) {
    if (
      node.hidden ||
      node.hasAttribute('inert') ||
      node.style.display === 'none' ||
      node.style.visibility === 'hidden'
    ) {
      return true;
    }
  }
  return false;
}

export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) => el.tabIndex >= 0 && !isHidden(el, container),
  );
}
