import { isHashRoute, needsBehaviours } from './behaviourSelectors.ts';

/** The lazily loaded behaviours chunk (src/behaviours/index.ts). */
export interface BehaviourModule {
  /** Installs the document-wide listeners; returns their cleanup. */
  startBehaviours(): () => void;
  /**
   * Applies per-element behaviours to `root` and what is inside it; the promise (if any) settles
   * once the groups of behaviours the root needs have loaded and applied.
   */
  applyBehaviours(root: ParentNode): void | Promise<void>;
}

export interface BehaviourLoader {
  enhance(root: ParentNode): void;
  stop(): void;
}

/**
 * Loads the behaviours chunk the first time the page (or an inserted fragment, or a '#!'
 * address) needs it; until then a page with no such markup pays one querySelector.
 */
export function createBehaviourLoader(load: () => Promise<BehaviourModule>): BehaviourLoader {
  let loaded: BehaviourModule | undefined;
  let loading: Promise<void> | undefined;
  let cleanup: (() => void) | undefined;
  let stopped = false;

  function ensure(): void {
    loading ??= load().then(
      (mod) => {
        if (stopped) return;
        loaded = mod;
        cleanup = mod.startBehaviours();
        // Whatever arrived while the chunk loaded is in the document now.
        void Promise.resolve(mod.applyBehaviours(document)).then(() => {
          // A hook for legacy scripts and browser tests: the server markup is now enhanced.
          if (!stopped) document.documentElement.setAttribute('data-anstoss-behaviours', 'ready');
        });
      },
      (error: unknown) => {
        loading = undefined;
        console.error('[Anstoss] The behaviours failed to load.', error);
      },
    );
  }

  function onHashChange(): void {
    if (!loaded && isHashRoute(location.hash)) ensure();
  }

  function enhance(root: ParentNode): void {
    if (loaded) loaded.applyBehaviours(root);
    else if (needsBehaviours(root)) ensure();
  }

  window.addEventListener('hashchange', onHashChange);
  onHashChange();

  return {
    enhance,
    stop() {
      stopped = true;
      window.removeEventListener('hashchange', onHashChange);
      cleanup?.();
    },
  };
}
