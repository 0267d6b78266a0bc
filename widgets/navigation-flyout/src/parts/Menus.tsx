import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { Loader, ServerHtml } from '@anstoss/ui';
import { safeUrl } from '@anstoss/api';
import { FAVOURITES_TITLE, isCurrentPage, itemLabel, type ItemKind } from '../logic.ts';
import type { MainItem } from '../props.ts';
import { useSelect } from '../storeContext.ts';

export interface MenuContentProps {
  kind: Exclude<ItemKind, 'link'> | 'favourites';
  item: MainItem;
  searchUrl: string;
  searchParam: string;
}

/**
 * What a main item's menu shows (issue 31): a chunk of its own, loaded when the pointer or focus
 * first reaches the navigation or a menu opens (NavigationFlyout, loadMenus), so the bar renders
 * without it.
 */
export function MenuContent({ kind, item, searchUrl, searchParam }: MenuContentProps) {
  const { t } = useTranslation();
  if (kind === 'shop') return <ShopMenu item={item} />;
  if (kind === 'search') return <SearchForm searchUrl={searchUrl} searchParam={searchParam} />;
  if (kind === 'favourites') return <FavouritesMenu />;
  return (
    <SubLinks
      links={(item.items ?? []).map((sub) => ({
        id: sub.id,
        href: sub.href,
        label: itemLabel(sub, t),
      }))}
    />
  );
}

function here() {
  return { pathname: window.location.pathname, origin: window.location.origin };
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
