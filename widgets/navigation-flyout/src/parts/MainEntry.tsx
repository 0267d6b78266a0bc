import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { Loader, ServerHtml } from '@anstoss/ui';
import { safeUrl } from '@anstoss/api';
import { FAVOURITES_TITLE, isCurrentPage, itemKind, itemLabel } from '../logic.ts';
import type { MainItem } from '../props.ts';
import { useSelect } from '../storeContext.ts';

export interface MainEntryProps {
  item: MainItem;
  open: boolean;
  onToggle: () => void;
  searchUrl: string;
  searchParam: string;
  /** The person's favourites menu. */
  favourites?: boolean;
}

function here() {
  return { pathname: window.location.pathname, origin: window.location.origin };
}

/** One main item: a plain link, or a disclosure button with its menu. */
export function MainEntry({
  item,
  open,
  onToggle,
  searchUrl,
  searchParam,
  favourites,
}: MainEntryProps) {
  const { t } = useTranslation();
  const subId = useId();
  const label = favourites ? t('anstoss.navigationFlyout.favourites') : itemLabel(item, t);
  const kind = favourites ? 'favourites' : itemKind(item);

  if (kind === 'link') {
    const href = safeUrl(item.href ?? '#') ? (item.href ?? '#') : '#';
    return (
      <li className="ast-nav__item">
        <a
          className="ast-nav__main"
          href={href}
          data-main-item={item.id}
          aria-current={isCurrentPage(href, here()) ? 'page' : undefined}
        >
          {label}
        </a>
      </li>
    );
  }

  return (
    <li className="ast-nav__item" data-kind={kind}>
      <button
        type="button"
        className="ast-nav__main"
        data-main-item={item.id}
        aria-expanded={open}
        aria-controls={subId}
        onClick={onToggle}
      >
        {label}
        <span className="ast-nav__chevron" aria-hidden="true" />
      </button>
      <div id={subId} className="ast-nav__sub" data-sub={item.id} hidden={!open}>
        {kind === 'menu' && (
          <SubLinks
            links={(item.items ?? []).map((sub) => ({
              id: sub.id,
              href: sub.href,
              label: itemLabel(sub, t),
            }))}
          />
        )}
        {kind === 'shop' && <ShopMenu item={item} />}
        {kind === 'search' && <SearchForm searchUrl={searchUrl} searchParam={searchParam} />}
        {kind === 'favourites' && <FavouritesMenu />}
      </div>
    </li>
  );
}

function SubLinks({ links }: { links: { id: string; href: string; label: string }[] }) {
  return (
    <ul className="ast-nav__sublist">
      {links.map((link) => {
        const href = safeUrl(link.href) ? link.href : '#';
        return (
          <li key={link.id}>
            <a href={href} aria-current={isCurrentPage(href, here()) ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The shop menu: its categories, or the fallback display when there are none (spec §8). */
function ShopMenu({ item }: { item: MainItem }) {
  const { t } = useTranslation();
  const shop = useSelect((s) => s.shop);
  const categories = useSelect((s) => s.categories);
  if (shop === 'loading' || shop === 'idle') return <Loader />;
  if (shop === 'ready') {
    return (
      <SubLinks links={categories.map((c, i) => ({ id: String(i), href: c.url, label: c.name }))} />
    );
  }
  return (
    <div className="ast-nav__fallback" data-shop-fallback="">
      <p>{t('anstoss.navigationFlyout.shopFallback')}</p>
      {item.fallbackUrl && safeUrl(item.fallbackUrl) && (
        <ul className="ast-nav__sublist">
          <li>
            <a href={item.fallbackUrl}>{t('anstoss.navigationFlyout.shopHome')}</a>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The search entry: the query field the '#search' item focuses. */
function SearchForm({ searchUrl, searchParam }: { searchUrl: string; searchParam: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form className="ast-nav__search" role="search" method="get" action={searchUrl}>
      <label htmlFor={inputId}>{t('anstoss.navigationFlyout.searchLabel')}</label>
      <input id={inputId} type="search" name={searchParam} autoComplete="off" />
      <button type="submit" className="ast-button">
        {t('anstoss.navigationFlyout.searchSubmit')}
      </button>
    </form>
  );
}

/** The person's favourites: sanitised fragments of the favourites map. */
function FavouritesMenu() {
  const { t } = useTranslation();
  const favorites = useSelect((s) => s.favorites);
  if (!favorites) return <Loader />;
  const sections = Object.entries(favorites).filter(([, html]) => html.trim() !== '');
  if (sections.length === 0) return <p>{t('anstoss.navigationFlyout.noFavourites')}</p>;
  return (
    <div className="ast-nav__favourites">
      {sections.map(([name, html]) => {
        const key = FAVOURITES_TITLE.get(name);
        return (
          <div key={name}>
            <p className="ast-nav__favourites-title">{key ? t(key) : name}</p>
            <ServerHtml html={html} className="ast-nav__favourites-html" />
          </div>
        );
      })}
    </div>
  );
}
