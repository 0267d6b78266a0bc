import { emit, on } from './events.ts';

export interface AnstossGlobal {
  version: string;
  mount(root?: ParentNode): void;
  unmount(root?: ParentNode): void;
  on<T = unknown>(event: string, fn: (detail: T) => void): () => void;
  emit<T = unknown>(event: string, detail?: T): void;
}

declare global {
  interface Window {
    Anstoss?: AnstossGlobal;
  }
}

export function createAnstossGlobal(
  version: string,
  mount: (root?: ParentNode) => void,
  unmount: (root?: ParentNode) => void,
): AnstossGlobal {
  return { version, mount, unmount, on, emit };
}
