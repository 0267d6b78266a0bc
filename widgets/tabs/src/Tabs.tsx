import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TabPropBag } from '@anstoss/ui';
import { useTranslation } from '@anstoss/i18n';
import { errorMessage } from '@anstoss/api';
import { navigation, on, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader, useResource, useTabs } from '@anstoss/ui';
import { fetchPanel } from './api.ts';
import { cycle, initialIndex, MOBILE_BREAKPOINT } from './logic.ts';
import type { TabItem, TabsProps } from './props.ts';
import { serverPanel, type ServerPanel } from './serverPanel.ts';
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
export function Tabs({ props, host }: WidgetProps<TabsProps>) {
  const { t } = useTranslation();
  const { items } = props;
  const base = useId();
  const [active, setShown] = useState(() => initialIndex(items));
  // The initial tab's panel rendered by the server into the host (serverPanel.ts): shown as it
  // is until another tab is chosen; every panel after that is fetched and sanitised.
  const [server, setServer] = useState(() => serverPanel(host, items[initialIndex(items)]?.url));
  const setActive = (next: number) => {
    if (next !== active) setServer(undefined);
    setShown(next);
  };
  const index = Math.min(active, items.length - 1);
  // Tabs of a live game follow its ticker: new events reload the open panel, so the match course
  // never lags behind. The server's copy of the first panel stays while the answer is the same
  // markup (the ticker tells of its first answer too): no sanitiser for nothing new.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const game = props.tickerGame;
    if (!game) return undefined;
    return on('liveTickerUpdated', (detail) => {
      if (String(detail?.gameId) !== game) return;
      setVersion((v) => v + 1);
    });
  }, [props.tickerGame]);
  // A language switch without a reload: the open panel is server HTML in the old language. It
  // loads again once the switch has written the language cookie (right after the announcement).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = on('languageChanged', () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVersion((v) => v + 1), 0);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);
  const mobile = useSyncExternalStore(subscribeMedia, mobileNow, () => false);
  // Arrow keys select an ajax tab at once (its panel shows); a link tab only takes focus, it
  // navigates when activated.
  const { tabListProps, getTabProps, getPanelProps } = useTabs({
    count: items.length,
    selected: index,
    onSelect: (next) => {
      if (items[next]?.url) setActive(next);
    },
    id: base,
  });

  /** Activating a tab by the prev/next arrows or the drop-down: a link tab navigates. */
  const activate = (next: number) => {
    const item = items[next];
    if (!item) return;
    if (item.href && !item.url) {
      navigation.go(item.href);
      return;
    }
    setActive(next);
  };

  const current = items[index];
  const panelProps = getPanelProps();
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
          <div {...tabListProps} aria-label={props.label} className="ast-tabs__list">
            {items.map((item, i) => (
              <TabButton key={i} item={item} tab={getTabProps(i)} />
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
          id={panelProps.id}
          labelledBy={mobile ? undefined : panelProps['aria-labelledby']}
          label={mobile ? current.label : undefined}
          url={current.url}
          server={server?.url === current.url ? server : undefined}
          version={version}
          // Below 760 px there are no tabs, only a drop-down: the panel is a named region then.
          role={mobile ? 'region' : 'tabpanel'}
        />
      )}
    </div>
  );
}

function TabButton({ item, tab }: { item: TabItem; tab: TabPropBag }) {
  const { ref, onClick, 'aria-controls': controls, ...common } = tab;
  const shared = { ...common, className: 'ast-tabs__tab', 'data-tracking': item.tracking };
  if (item.href && !item.url) {
    // A link tab controls no panel: it navigates, natively, so it also opens in a new tab.
    return (
      <a {...shared} ref={ref} href={item.href}>
        {item.label}
      </a>
    );
  }
  return (
    <button {...shared} ref={ref} type="button" aria-controls={controls} onClick={onClick}>
      {item.label}
    </button>
  );
}

function Panel({
  id,
  labelledBy,
  label,
  url,
  server,
  role,
  version,
}: {
  role: 'tabpanel' | 'region';
  /** Raised when the panel's content has changed on the server (a live game's ticker). */
  version: number;
  id: string;
  labelledBy?: string;
  label?: string;
  url: string;
  /** The server's copy of this tab's panel, shown as it is (no request until a new version). */
  server?: ServerPanel | undefined;
}) {
  return (
    <div
      id={id}
      role={role}
      aria-labelledby={labelledBy}
      aria-label={label}
      tabIndex={role === 'tabpanel' ? 0 : undefined}
      className="ast-tabs__panel"
    >
      <PanelContent url={url} version={version} server={server} />
    </div>
  );
}

function PanelContent({
  url,
  version,
  server,
}: {
  url: string;
  version: number;
  server?: ServerPanel | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server's copy needs no request until the panel has a newer version (the tabs start at 0).
  const idle = server !== undefined && version === 0;
  const [panel, resource] = useResource({
    key: idle ? null : url,
    load: (panelUrl, { signal }) => fetchPanel(panelUrl, signal, server),
  });
  // A newer version of the same panel: load it again, keeping the current one on screen. Leaving
  // the idle server copy needs no reload: the key's change starts the load.
  const shown = useRef(version);
  const wasIdle = useRef(idle);
  useEffect(() => {
    const reload = shown.current !== version && !wasIdle.current;
    shown.current = version;
    wasIdle.current = idle;
    if (reload) resource.reload();
  }, [version, idle, resource]);
  // The panel's nodes, not its fragment: inserting them again (a repeated effect) moves the same
  // nodes instead of emptying the panel. Moved in before paint: the content never leaves the
  // screen.
  const nodes = panel.data ?? server?.nodes;
  useLayoutEffect(() => {
    if (nodes) ref.current?.replaceChildren(...nodes);
  }, [nodes]);
  return (
    <>
      {panel.status === 'loading' && !nodes && <Loader />}
      {panel.status === 'error' && (
        <ErrorText message={errorMessage(panel.error)} onRetry={resource.retry} />
      )}
      <div ref={ref} hidden={!nodes} />
    </>
  );
}
