import { safeUrl } from '@anstoss/api';
import type { FavouriteLink } from '../api.ts';

/** Favourite teams, clubs or competitions as links. */
export function LinkList({ links, empty }: { links: FavouriteLink[]; empty: string }) {
  if (links.length === 0) return <p className="ast-start__none">{empty}</p>;
  return (
    <ul className="ast-start__links">
      {links.map((link) => (
        <li key={`${link.url}|${link.name}`}>
          {safeUrl(link.url) ? <a href={link.url}>{link.name}</a> : <span>{link.name}</span>}
        </li>
      ))}
    </ul>
  );
}
