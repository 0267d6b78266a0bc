/** Carries the texts of `next` (the page in the new language) over into `current` in place. */
export function sync(current: Element, next: Element): void;
