import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader } from '@anstoss/ui';
import { fetchPanel } from './api.ts';
import { cycle, initialIndex, keyTarget, MOBILE_BREAKPOINT } from './logic.ts';
import type { TabItem, TabsProps } from './props.ts';
import './tabs.css';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
function subscribeMedia(cb: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}
const mobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * A tab group: WAI-ARIA tabs (arrow keys, Home, End) with prev/next arrows that cycle; below
 * 760 px a drop-down with a 'go to' label. Link tabs navigate; ajax tabs load their panel and are
 * activated programmatically by the arrows and the drop-down.
 */
export function Tabs({ props }: WidgetProps<TabsProps>) {
  const { t } = useTranslation();
  const { items } = props;
  const base = useId();
  const [active, setActive] = useState(() => initialIndex(items));
  const index = Math.min(active, items.length - 1);
  const tabRefs = useRef<(HTMLElement | null)[]>([]);
  const mobile = useSyncExternalStore(subscribeMedia, mobileNow, () => false);

  /** Activating a tab: a link tab navigates, an ajax tab shows its panel. */
  const activate = (next: number, focus = false) => {
    const item = items[next];
    if (!item) return;
    if (item.href && !item.url) {
      navigation.go(item.href);
      return;
    }
    setActive(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = keyTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    if (items[target]?.url) setActive(target);
  };

  const current = items[index];
  const panelId = `${base}-panel`;
  return (
    <div className="ast-widget ast-tabs" data-mobile={mobile ? '1' : '0'}>
      {mobile ? (
        <div className="ast-tabs__select">
          <label htmlFor={`${base}-select`}>{t('anstoss.tabs.goTo')}</label>
          <select
            id={`${base}-select`}
            value={index}
            onChange={(e) => activate(Number(e.currentTarget.value))}
          >
            {items.map((item, i) => (
              <option key={i} value={i}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="ast-tabs__bar">
          <button
            type="button"
            className="ast-tabs__arrow"
            aria-label={t('anstoss.tabs.previous')}
            onClick={() => activate(cycle(index, -1, items.length))}
          >
            ‹
          </button>
          <div
            role="tablist"
            aria-label={props.label}
            className="ast-tabs__list"
            onKeyDown={onKeyDown}
          >
            {items.map((item, i) => (
              <TabButton
                key={i}
                item={item}
                id={`${base}-tab-${i}`}
                panelId={panelId}
                selected={i === index}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                onActivate={() => activate(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="ast-tabs__arrow"
            aria-label={t('anstoss.tabs.next')}
            onClick={() => activate(cycle(index, 1, items.length))}
          >
            ›
          </button>
        </div>
      )}
      {current?.url && (
        <Panel
          id={panelId}
          labelledBy={mobile ? undefined : `${base}-tab-${index}`}
          label={mobile ? current.label : undefined}
          url={current.url}
        />
      )}
    </div>
  );
}

interface TabButtonProps {
  item: TabItem;
  id: string;
  panelId: string;
  selected: boolean;
  ref: (el: HTMLElement | null) => void;
  onActivate: () => void;
}

function TabButton({ item, id, panelId, selected, ref, onActivate }: TabButtonProps) {
  const common = {
    id,
    role: 'tab',
    'aria-selected': selected,
    tabIndex: selected ? 0 : -1,
    className: 'ast-tabs__tab',
    'data-tracking': item.tracking,
  } as const;
  if (item.href && !item.url) {
    return (
      <a {...common} ref={ref} href={item.href}>
        {item.label}
      </a>
    );
  }
  return (
    <button {...common} ref={ref} type="button" aria-controls={panelId} onClick={onActivate}>
      {item.label}
    </button>
  );
}

function Panel({
  id,
  labelledBy,
  label,
  url,
}: {
  id: string;
  labelledBy?: string;
  label?: string;
  url: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ url: string; status: 'loading' | 'ready' | 'error' }>({
    url,
    status: 'loading',
  });
  const status = state.url === url ? state.status : 'loading';
  useEffect(() => {
    const controller = new AbortController();
    fetchPanel(url, controller.signal).then(
      (fragment) => {
        ref.current?.replaceChildren(fragment);
        setState({ url, status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[anstoss] tabs: could not load panel', url, error);
        setState({ url, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [url]);
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      aria-label={label}
      tabIndex={0}
      className="ast-tabs__panel"
    >
      {status === 'loading' && <Loader />}
      {status === 'error' && <ErrorText />}
      <div ref={ref} hidden={status !== 'ready'} />
    </div>
  );
}
