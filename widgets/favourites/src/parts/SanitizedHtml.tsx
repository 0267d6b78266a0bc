import { useLayoutEffect, useRef } from 'react';
import { sanitizeToFragment } from '@anstoss/api';

/**
 * Server HTML (a favourites fragment), sanitised with DOMPurify and inserted as nodes, never as an
 * HTML string, so it works under Trusted Types; React never touches the inserted nodes again.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeToFragment(html));
  }, [html]);
  return <div ref={ref} className={className} />;
}
