// Test doubles for browser APIs jsdom lacks (IntersectionObserver, ResizeObserver, requestIdleCallback,
// <dialog>), shared by the runtime's tests. Not exported from the package.
import { vi } from 'vitest';

export class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `targets` as (not) intersecting, as a browser would after a scroll. */
  fire(targets: Element[], isIntersecting = true): void {
    const entries = targets
      .filter((target) => this.targets.has(target))
      .map(
        (target) =>
          ({
            target,
            isIntersecting,
            intersectionRatio: isIntersecting ? 1 : 0,
          }) as IntersectionObserverEntry,
      );
    if (entries.length > 0) this.callback(entries, this);
  }

  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }

  /** The one observer created with `rootMargin`, or undefined. */
  static withMargin(rootMargin: string): FakeIntersectionObserver | undefined {
    return FakeIntersectionObserver.instances.find((io) => io.rootMargin === rootMargin);
  }
}

export function installIntersectionObserver(): void {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** jsdom has no ResizeObserver: `resize` reports new heights as a browser would after layout. */
export class FakeResizeObserver implements ResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }

  /** Reports each observed element in `heights` with its (new) height in px. */
  resize(heights: Map<Element, number>): void {
    const entries = [...heights]
      .filter(([target]) => this.targets.has(target))
      .map(([target, height]) => {
        const size = { blockSize: height, inlineSize: 1000 };
        return {
          target,
          contentRect: { height, width: 1000 } as DOMRectReadOnly,
          borderBoxSize: [size],
          contentBoxSize: [size],
          devicePixelContentBoxSize: [size],
        } as ResizeObserverEntry;
      });
    if (entries.length > 0) this.callback(entries, this);
  }

  /** All elements observed by any instance that is still connected. */
  static observed(): Set<Element> {
    return new Set(FakeResizeObserver.instances.flatMap((ro) => [...ro.targets]));
  }

  /** Reports the heights to every instance (the browser's next layout). */
  static resizeAll(heights: Map<Element, number>): void {
    for (const ro of FakeResizeObserver.instances) ro.resize(heights);
  }
}

export function installResizeObserver(): void {
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
}

/** jsdom has no showModal/close: model the parts the layers rely on. */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export function removeDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  delete proto.showModal;
  delete proto.close;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Replaces the page's config element (call resetConfig() afterwards). */
export function setPageConfig(config: Record<string, unknown> | null): void {
  document.getElementById('anstoss-config')?.remove();
  if (!config) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'anstoss-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}
