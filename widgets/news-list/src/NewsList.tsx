import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { errorMessage, loadSanitizer, sanitizeToFragment } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { getConfig, navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Flyout, Loader } from '@anstoss/ui';
import { fetchToolbox, readToolboxCookie, readView, writeToolboxCookie, writeView } from './api.ts';
import {
  DATE_FROM,
  DATE_TO,
  selectedValues,
  selectionCaption,
  type FilterItem,
  type View,
} from './logic.ts';
import type { NewsListProps } from './props.ts';
import { createNewsListStore, type MenuItem } from './store.ts';
import { DatePanel } from './parts/DatePanel.tsx';
import { FilterPanel } from './parts/FilterPanel.tsx';
import './newsList.css';

const DATES_KEY = '__dates';
const VIEW_KEY = '__view';

/** The news toolbox: header menu, filter flyouts, date range and the grid/list switch. */
export function NewsList({ props }: WidgetProps<NewsListProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => {
    const prefix = getConfig().productPrefix;
    return createNewsListStore(
      {
        load: (data, signal) => fetchToolbox(props.url, data, signal),
        render: (html) =>
          document.querySelector(props.target)?.replaceChildren(sanitizeToFragment(html)),
        save: (state) => writeToolboxCookie(prefix, state),
        saveView: writeView,
        navigate: navigation.go,
      },
      readView() ?? 'grid',
    );
  });
  const toolbox = useStore(store, (s) => s.toolbox);
  const openFlyout = useStore(store, (s) => s.openFlyout);
  const view = useStore(store, (s) => s.view);
  const loading = useStore(store, (s) => s.loading);
  const error = useStore(store, (s) => s.error);

  useEffect(() => {
    const { start, stop, restore } = store.getState();
    start();
    void restore(readToolboxCookie(getConfig().productPrefix));
    return stop;
  }, [store]);

  // A filter or date panel open: the list's HTML may come soon, so DOMPurify loads now rather
  // than on "Übernehmen", where its request and its evaluation would delay the paint that closes
  // the panel (issue 31, interaction to next paint). A failed load is tried again on apply.
  const choosing = openFlyout !== null && openFlyout !== VIEW_KEY;
  useEffect(() => {
    if (choosing) loadSanitizer().catch(() => undefined);
  }, [choosing]);

  useEffect(() => {
    document.querySelector(props.target)?.setAttribute('data-news-view', view);
  }, [props.target, view]);

  const caption = (items: FilterItem[], selected: string[]) => {
    const c = selectionCaption(items, selected);
    if (c.kind === 'none') return t('javascript.news.selection.no_selection');
    if (c.kind === 'one') return c.name;
    if (c.kind === 'all') return t('javascript.news.selection.all');
    return `${c.count} ${t('javascript.news.selection.selected')}`;
  };
  const onOpen = (key: string) => (open: boolean) =>
    store.getState().toggleFlyout(open ? key : openFlyout === key ? null : openFlyout);

  const onMenu = (item: MenuItem) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    store.getState().chooseMenu(item);
  };
  const from =
    typeof toolbox.filterItems[DATE_FROM] === 'string' ? toolbox.filterItems[DATE_FROM] : '';
  const to = typeof toolbox.filterItems[DATE_TO] === 'string' ? toolbox.filterItems[DATE_TO] : '';

  return (
    <section className="ast-widget ast-news-toolbox" aria-label={t('anstoss.newsList.label')}>
      {props.menu.length > 0 && (
        <nav className="ast-news-toolbox__menu" aria-label={t('anstoss.newsList.menu')}>
          <ul>
            {props.menu.map((item) => (
              <li key={`${item.key}-${item.label}`}>
                <a href={item.href} onClick={onMenu(item)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="ast-news-toolbox__bar">
        {props.filters.map((filter) => {
          const applied = selectedValues(toolbox.filterItems[filter.key]);
          const open = openFlyout === filter.key;
          return (
            <Flyout
              key={filter.key}
              className="ast-news-toolbox__flyout"
              open={open}
              onOpenChange={onOpen(filter.key)}
              label={
                <>
                  <span className="ast-news-toolbox__label">{filter.label}:</span>{' '}
                  <span className="ast-news-toolbox__caption">
                    {caption(filter.items, applied)}
                  </span>
                  {applied.length > 0 && (
                    <span className="ast-news-toolbox__badge" data-testid={`badge-${filter.key}`}>
                      <span className="ast-visually-hidden">(</span>
                      {applied.length}
                      <span className="ast-visually-hidden">)</span>
                    </span>
                  )}
                </>
              }
            >
              {open && (
                <FilterPanel
                  label={filter.label}
                  items={filter.items}
                  applied={applied}
                  onApply={(selected) => void store.getState().apply(filter.key, selected)}
                />
              )}
            </Flyout>
          );
        })}
        {props.dates && (
          <Flyout
            className="ast-news-toolbox__flyout"
            open={openFlyout === DATES_KEY}
            onOpenChange={onOpen(DATES_KEY)}
            label={
              <>
                <span className="ast-news-toolbox__label">{t('anstoss.newsList.period')}:</span>{' '}
                <span className="ast-news-toolbox__caption">
                  {from || to
                    ? `${from || '…'} – ${to || '…'}`
                    : t('javascript.news.selection.no_selection')}
                </span>
              </>
            }
          >
            {openFlyout === DATES_KEY && (
              <DatePanel
                from={from}
                to={to}
                onApply={(f, tt) => void store.getState().applyDateRange(f, tt)}
              />
            )}
          </Flyout>
        )}
        <Flyout
          className="ast-news-toolbox__flyout ast-news-toolbox__flyout--right"
          open={openFlyout === VIEW_KEY}
          onOpenChange={onOpen(VIEW_KEY)}
          label={t('anstoss.newsList.view')}
        >
          <div
            className="ast-news-toolbox__views"
            role="group"
            aria-label={t('anstoss.newsList.view')}
          >
            {(['grid', 'list'] as View[]).map((v) => (
              <button
                key={v}
                type="button"
                className="ast-button ast-button--secondary"
                aria-pressed={view === v}
                onClick={() => store.getState().setView(v)}
              >
                {t(v === 'grid' ? 'anstoss.newsList.grid' : 'anstoss.newsList.list')}
              </button>
            ))}
          </div>
        </Flyout>
      </div>
      {loading && <Loader />}
      {error !== null && error !== undefined && !loading && (
        <ErrorText message={errorMessage(error)} onRetry={() => void store.getState().retry()} />
      )}
      <p className="ast-visually-hidden" role="status">
        {toolbox.noData && !loading ? t('anstoss.newsList.noData') : ''}
      </p>
      {toolbox.noData && !loading && (
        <p className="ast-news-toolbox__empty">{t('anstoss.newsList.noData')}</p>
      )}
    </section>
  );
}
