import { useMemo } from 'react';
import { safeHtml } from '../../../shared/lib/safe-html';
import * as styles from '../message.module.css';

/** Operator HTML, sanitised by the server and cleaned once more here before it is rendered (S-24). */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => ({ __html: safeHtml(html) }), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by safeHtml (allow-list)
    <div className={`rich-text ${styles.body}`} data-testid={testId} dangerouslySetInnerHTML={clean} />
  );
}
