// The second half of mounting a host: validate its props and render it once the React layer is
// ready. A chunk of its own that the mounter loads next to the first widget chunk (issue 11:
// runtime.js carries only what first paint needs, and nothing can be validated or rendered before
// a widget's chunk has arrived anyway). The first half (finding hosts, strategies, loading
// chunks) is mounter.ts.
import { emit } from './events.ts';
import { setHostState } from './hostState.ts';
import type * as PropErrors from './propErrors.ts';
import { rawPropsKey, readRawProps, type PropProblem } from './props.ts';
import type { WidgetDefinition } from './widget.ts';
import type { WidgetHooks, WidgetLayer } from './widgetLayer.ts';
import { createYielder } from './yielder.ts';

// For the markup checker (checker.ts): props.ts then needs no chunk of its own.
export { readRawProps };

// The first use of localStorage in a page opens the origin's storage (a few ms, more with a full
// one). i18next reads the visitor's language from it before the first render; this chunk arrives
// first and runs while the big ones still download, so the storage is open by then.
try {
  void globalThis.localStorage?.length;
} catch {
  // storage blocked: i18n falls back to the page language
}

/** What the mounter knows about a host it tracks. */
export interface HostRecord {
  name: string;
  /**
   * Given to the React layer: the error boundary reports crashes and retries through them. Made
   * here when the host first renders (runtime.js carries only what first paint needs), then kept,
   * so a re-render passes the same object.
   */
  hooks?: WidgetHooks;
  /** Bumped on unmount so async steps started earlier give up. */
  generation: number;
  cancel: () => void;
  def?: WidgetDefinition<unknown>;
  rendered: boolean;
  /** The raw props (rawPropsKey) the widget was last rendered with. */
  renderedKey?: string;
}

/** The mounter's side of showing a host. */
export interface ShowContext {
  getLayer(): Promise<WidgetLayer>;
  /** The host is still tracked by this record and was not unmounted since `generation`. */
  isCurrent(host: HTMLElement, record: HostRecord, generation: number): boolean;
  /** Marks the host failed; the console message may follow a moment later. */
  fail(
    host: HTMLElement,
    record: HostRecord,
    message: string | (() => Promise<string>),
    cause?: unknown,
  ): void;
}

export type Show = (
  host: HTMLElement,
  record: HostRecord,
  layerReady?: Promise<WidgetLayer>,
) => Promise<void>;

export type Validation =
  { ok: true; props: unknown } | { ok: false; message: () => Promise<string> };

/**
 * Reads and validates a host's props. Phrasing a failure for the console needs code that only
 * the error case uses, so it is imported on demand.
 */
export function validate(
  name: string,
  host: HTMLElement,
  def: WidgetDefinition<unknown>,
): Validation {
  const raw = readRawProps(host);
  const explain = (problems: (m: typeof PropErrors) => PropProblem[]) => async () => {
    const m = await import('./propErrors.ts');
    return m.formatPropProblems(name, problems(m));
  };
  if (!raw.ok) return { ok: false, message: explain(() => [raw.problem]) };
  const result = def.props.safeParse(raw.props);
  if (result.success) return { ok: true, props: result.data };
  return {
    ok: false,
    message: explain((m) => m.issuesToProblems(result.error.issues, raw.props, raw.attributeProps)),
  };
}

/**
 * Validates a host's current props and renders them once the React layer is ready. Hosts take
 * turns (yielder.ts): a page whose hosts carry large props validates them in slices of a few
 * milliseconds, not in one long task.
 */
export function createShow({ getLayer, isCurrent, fail }: ShowContext): Show {
  const yielder = createYielder();
  return async (host, record, layerReady = getLayer()) => {
    const def = record.def;
    if (!def) return;
    const generation = record.generation;
    await yielder.turn();
    if (!isCurrent(host, record, generation) || record.def !== def) return;
    const key = rawPropsKey(host);
    // Nothing the widget reads has changed (a page script put back the same props): no render,
    // so a widget's effects that follow its props do not start again.
    if (record.rendered && key === record.renderedKey) return;
    // Validate before waiting for React so a markup error is reported at once.
    const early = validate(record.name, host, def);
    if (!early.ok) return fail(host, record, early.message);
    let ready: WidgetLayer;
    try {
      ready = await layerReady;
    } catch (error) {
      if (isCurrent(host, record, generation))
        fail(
          host,
          record,
          `[Anstoss] Widget "${record.name}": the React layer failed to load.`,
          error,
        );
      return;
    }
    if (!isCurrent(host, record, generation)) return;
    // Props may have changed while React loaded: render what the host says now.
    const nowKey = rawPropsKey(host);
    const now = nowKey === key ? early : validate(record.name, host, def);
    if (!now.ok) return fail(host, record, now.message);
    record.hooks ??= {
      crashed: (error) => {
        setHostState(host, 'error');
        emit('widgetError', { name: record.name, host, error });
      },
      recovered: () => setHostState(host, 'mounted'),
    };
    ready.render(host, def, now.props, record.hooks);
    record.rendered = true;
    record.renderedKey = nowKey;
    setHostState(host, 'mounted');
    emit('widgetMounted', { name: record.name, host });
  };
}
