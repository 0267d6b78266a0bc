import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { sanitizeToFragment } from '@anstoss/api';

export interface ServerHtmlProps {
  /** Server-rendered HTML (comments, fragments). */
  html: string;
  className?: string;
  id?: string;
  /** Receives the element holding the sanitised markup (e.g. for selection checks). */
  ref?: Ref<HTMLDivElement | null>;
}

/**
 * Server HTML, sanitised with DOMPurify and inserted as DOM nodes (no HTML string sink, so it
 * works under Trusted Types). Images without alt get alt="". React never touches the children
 * afterwards.
 */
export function ServerHtml({ html, className, id, ref }: ServerHtmlProps) {
  const own = useRef<HTMLDivElement | null>(null);
  useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(ref, () => own.current, []);
  useLayoutEffect(() => {
    const fragment = sanitizeToFragment(html);
    // User content rarely describes its images; an empty alt marks them decorative for screen
    // readers instead of reading out file names.
    for (const img of fragment.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
    own.current?.replaceChildren(fragment);
  }, [html]);
  return <div id={id} className={className} ref={own} />;
}
