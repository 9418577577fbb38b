import { isErrorPageLinkType, type Resource, SITE_LINKS_ELEMENT_ID } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { SocialLinks } from '../../../shared/ui/SocialLinks';
import { GateLayout } from './GateLayout';
import * as styles from './gate.module.css';

function isPageLink(link: unknown): link is Resource {
  const { resourceType, url } = (link ?? {}) as Partial<Record<keyof Resource, unknown>>;
  return typeof resourceType === 'string' && isErrorPageLinkType(resourceType) && typeof url === 'string';
}

/**
 * The links the server wrote into the page (R-SYS-05, R-SYS-29): the error page shows when the status,
 * which carries them on every other screen, could not be loaded, and so before any copy was kept.
 */
function pageLinks(): Resource[] {
  const written = document.getElementById(SITE_LINKS_ELEMENT_ID)?.textContent;
  if (!written) return [];
  try {
    const links: unknown = JSON.parse(written);
    return Array.isArray(links) ? links.filter(isPageLink) : [];
  } catch {
    return [];
  }
}

/** The error page (R-SYS-05): retry, speed test and the configured Telegram, Instagram and Facebook links. */
export function ErrorPage({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  const links = pageLinks();
  const speedTest = links.find((r) => r.resourceType === 'SpeedTest');
  return (
    <GateLayout icon="error" title={t('error_title')} testId="error-page">
      <p>{t('error_text')}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={onRetry} disabled={retrying}>
        {t('status_retry')}
      </button>
      {speedTest && (
        <a className="btn btn-ghost btn-block" href={speedTest.url} target="_blank" rel="noopener noreferrer">
          {t('error_speed_test')}
        </a>
      )}
      <SocialLinks
        className={styles.socialLinks}
        resources={links.filter((r) => r.resourceType !== 'SpeedTest')}
      />
    </GateLayout>
  );
}
