import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { ComponentType } from 'react';
import { Loader } from '@anstoss/ui';
import { safeUrl } from '@anstoss/api';
import { isCurrentPage, itemKind, itemLabel } from '../logic.ts';
import type { MainItem } from '../props.ts';
import type { MenuContentProps } from './Menus.tsx';

export interface MainEntryProps {
  item: MainItem;
  open: boolean;
  onToggle: () => void;
  searchUrl: string;
  searchParam: string;
  /** The person's favourites menu. */
  favourites?: boolean;
  /** The menus' content, once its chunk is there (a loader in an open menu meanwhile). */
  Menu?: ComponentType<MenuContentProps>;
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
  Menu,
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
        {Menu ? (
          <Menu kind={kind} item={item} searchUrl={searchUrl} searchParam={searchParam} />
        ) : (
          open && <Loader />
        )}
      </div>
    </li>
  );
}
