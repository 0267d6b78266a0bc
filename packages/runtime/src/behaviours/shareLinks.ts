import { eventElement, isPlainClick, within } from './elements.ts';
import { isAllowedHref } from '@anstoss/api/safeUrl';
import { openPopup } from './popupLinks.ts';

export type ShareNetwork = 'facebook' | 'x' | 'whatsapp' | 'mail';
const NETWORKS: Record<string, ShareNetwork> = {
  facebook: 'facebook',
  x: 'x',
  twitter: 'x',
  whatsapp: 'whatsapp',
  mail: 'mail',
  email: 'mail',
};

/** The share URL of a network for a page URL and title; a messenger uses its send-text scheme. */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${url}${title ? `&text=${encodeURIComponent(title)}` : ''}`;
    case 'whatsapp':
      return `whatsapp://send?text=${encodeURIComponent(title ? `${title} ${pageUrl}` : pageUrl)}`;
    case 'mail':
      return `mailto:?subject=${encodeURIComponent(title)}&body=${url}`;
  }
}

function linkShareUrl(link: HTMLAnchorElement): string | null {
  const network = NETWORKS[(link.getAttribute('data-share') ?? '').toLowerCase()];
  if (!network) return null;
  // data-share-url shares another page than this one; only with an allowed scheme.
  const override = link.getAttribute('data-share-url');
  const pageUrl =
    override && isAllowedHref(override, document.baseURI)
      ? new URL(override, document.baseURI).href
      : location.href;
  return shareUrl(network, pageUrl, link.getAttribute('data-share-title') ?? document.title);
}

/** Gives share links their real href (hover, copy link, middle click work as usual). */
export function applyShareLinks(root: ParentNode): void {
  for (const link of within<HTMLAnchorElement>(root, 'a[data-share]')) {
    const url = linkShareUrl(link);
    if (url) link.setAttribute('href', url);
    else
      console.error(
        `[Anstoss] data-share="${link.getAttribute('data-share') ?? ''}": expected facebook, x, whatsapp or mail.`,
        link,
      );
  }
}

/**
 * On click the URL is built again (the '#!' route may have changed since); social networks open
 * in the popup window, messenger and mail follow the link.
 */
export function startShareLinks(): () => void {
  const onClick = (e: MouseEvent): void => {
    const link = eventElement(e)?.closest<HTMLAnchorElement>('a[data-share]');
    const url = link && linkShareUrl(link);
    if (!link || !url || e.defaultPrevented) return;
    link.setAttribute('href', url);
    if (!isPlainClick(e) || url.startsWith('whatsapp:') || url.startsWith('mailto:')) return;
    if (openPopup(url, 'anstoss_share')) e.preventDefault();
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
