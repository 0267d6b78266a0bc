import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { isCloseClick } from '../logic.ts';

export interface SurveyContentProps {
  /** Sanitised fragment; inserted as nodes (no HTML strings), so Trusted Types pages work too. */
  content: DocumentFragment;
  onClose: () => void;
}

/** The server's survey markup, plus closing by any `[data-survey-close]` element inside it. */
export function SurveyContent({ content, onClose }: SurveyContentProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A clone, so a remount (or React's strict double effect) still has the nodes to insert.
    ref.current?.replaceChildren(content.cloneNode(true));
  }, [content]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isCloseClick(event.target)) return;
    event.preventDefault();
    onClose();
  };

  // Only catches clicks bubbling from the survey's own buttons and links, which are keyboard-operable.
  return <div ref={ref} className="ast-survey-layer__content" onClick={onClick} />;
}
