import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { safeHtml } from '../../../shared/lib/safe-html';

/** Sanitised help HTML; links to other /m/ pages stay inside the app (R-HELP-06). */
export function HelpContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => safeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (href.startsWith('/m/')) {
      event.preventDefault();
      navigate(href.slice(2));
    }
  };
  return (
    // Clicks come from the links inside, which are keyboard-reachable; the HTML was sanitised above.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
    <div className="rich-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
