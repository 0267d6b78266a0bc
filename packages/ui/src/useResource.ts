import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createResource,
  type ApiError,
  type ResponseMeta,
  type Resource,
  type ResourceOptions,
  type ResourceState,
} from '@anstoss/api';

/**
 * The React side of `createResource` (@anstoss/api): one resource per component instance, started
 * on mount and stopped (request aborted) on unmount; a new `key` aborts the old request and loads
 * the new one. `select` picks what the view uses, so it renders only when that changes. The
 * loader and the poll interval may be inline functions: the latest ones are always called.
 */
export function useResource<T, K = string, S = ResourceState<T>>(
  options: ResourceOptions<T, K>,
  select?: (state: ResourceState<T>) => S,
  isEqualSelected: (a: S, b: S) => boolean = Object.is,
): [S, Resource<T, K>] {
  // The latest options, for the resource's forwarding functions (read only outside render).
  const [{ resource, optionsRef }] = useState(() => {
    const ref = { current: options };
    return { resource: createResource<T, K>(stable(options, ref)), optionsRef: ref };
  });
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    resource.setKey(options.key);
  }, [resource, options.key]);
  useEffect(() => {
    resource.start();
    return () => resource.stop();
  }, [resource]);

  const memo = useRef<{ state: ResourceState<T>; selected: S } | null>(null);
  const getSelected = (): S => {
    const state = resource.getState();
    const previous = memo.current;
    if (previous?.state === state) return previous.selected;
    const selected = select ? select(state) : (state as unknown as S);
    if (previous && isEqualSelected(previous.selected, selected)) {
      memo.current = { state, selected: previous.selected };
      return previous.selected;
    }
    memo.current = { state, selected };
    return selected;
  };
  const selected = useSyncExternalStore(resource.subscribe, getSelected, getSelected);
  return [selected, resource];
}

/** Options whose functions forward to the latest render's, so the resource is created once. */
function stable<T, K>(
  options: ResourceOptions<T, K>,
  latest: { current: ResourceOptions<T, K> },
): ResourceOptions<T, K> {
  const { poll } = options;
  const common = {
    key: options.key,
    ...(options.keepPreviousData === undefined
      ? {}
      : { keepPreviousData: options.keepPreviousData }),
    ...(options.isEqual
      ? { isEqual: (a: T, b: T) => latest.current.isEqual?.(a, b) ?? false }
      : {}),
    ...(options.onNotFound
      ? {
          onNotFound: (meta: Parameters<NonNullable<ResourceOptions<T, K>['onNotFound']>>[0]) =>
            latest.current.onNotFound?.(meta),
        }
      : {}),
    ...(options.random ? { random: options.random } : {}),
    onData: (data: T, key: K, meta: ResponseMeta) => latest.current.onData?.(data, key, meta),
    onError: (error: ApiError, key: K) => latest.current.onError?.(error, key),
    ...(poll
      ? {
          poll: {
            ...poll,
            intervalMs: (state: ResourceState<T>) => {
              const wanted = latest.current.poll?.intervalMs ?? poll.intervalMs;
              return typeof wanted === 'function' ? wanted(state) : wanted;
            },
          },
        }
      : {}),
  };
  if (options.request) {
    return {
      ...common,
      request: (key, context) => {
        const { request } = latest.current;
        if (!request) throw new Error('useResource: switched from request to load');
        return request(key, context);
      },
    };
  }
  return {
    ...common,
    load: (key, context) => {
      const { load } = latest.current;
      if (!load) throw new Error('useResource: switched from load to request');
      return load(key, context);
    },
  };
}
