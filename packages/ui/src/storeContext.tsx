import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

export interface StoreContext<T> {
  /** Hands this widget instance's store to every part below it. */
  StoreProvider: (props: { store: StoreApi<T>; children: ReactNode }) => ReactNode;
  /** The instance's store itself, for actions (`useStoreApi().getState().toggle()`). */
  useStoreApi: () => StoreApi<T>;
  /** One value of the state; the part re-renders only when that value changes. */
  useSelect: <U>(selector: (state: T) => U) => U;
}

/**
 * The one way a widget hands its per-instance store to its parts: call once per widget (module
 * level), wrap the view in `<StoreProvider store={store}>` with the store the root created for
 * this instance, and read it in parts with `useSelect(selector)`. Two instances on a page have
 * two providers and never share state.
 */
export function createStoreContext<T>(widgetName: string): StoreContext<T> {
  const Context = createContext<StoreApi<T> | null>(null);
  Context.displayName = `${widgetName}Store`;

  function StoreProvider({ store, children }: { store: StoreApi<T>; children: ReactNode }) {
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useStoreApi(): StoreApi<T> {
    const store = useContext(Context);
    if (!store) throw new Error(`[anstoss] ${widgetName}: a part was rendered outside its store`);
    return store;
  }

  function useSelect<U>(selector: (state: T) => U): U {
    return useStore(useStoreApi(), selector);
  }

  return { StoreProvider, useStoreApi, useSelect };
}

/**
 * The named fields of a store's state, compared shallowly: the view re-renders when one of them
 * changes, not on every change of the store (as subscribing without a selector would).
 */
export function useStoreFields<T, K extends keyof T>(
  store: StoreApi<T>,
  keys: readonly K[],
): Pick<T, K> {
  return useStore(
    store,
    useShallow((state: T) => {
      const picked = {} as Pick<T, K>;
      for (const key of keys) picked[key] = state[key];
      return picked;
    }),
  );
}
