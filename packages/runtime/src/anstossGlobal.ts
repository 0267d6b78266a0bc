import {
  emit,
  on,
  type AnstossEventMap,
  type AnstossEventName,
  type EventDetailArgs,
} from './events.ts';

export interface AnstossGlobal {
  version: string;
  mount(root?: ParentNode): void;
  unmount(root?: ParentNode): void;
  on<K extends AnstossEventName>(event: K, fn: (detail: AnstossEventMap[K]) => void): () => void;
  emit<K extends AnstossEventName>(event: K, ...detail: EventDetailArgs<K>): void;
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
