import { type Resource, STORAGE_KEYS, type SystemStatus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { storage } from '../../../shared/lib/storage';
import { SocialLinks } from '../../../shared/ui/SocialLinks';
import { GateLayout } from './GateLayout';
import * as styles from './gate.module.css';

const ERROR_PAGE_SOCIALS = ['TELEGRAM', 'INSTAGRAM', 'FACEBOOK'];

/** Links come from the last status this device saw: the error page shows when the server cannot be reached. */
function knownResources(): Resource[] {
  return storage.getJson<SystemStatus>(STORAGE_KEYS.systemStatus)?.info?.resources ?? [];
}

/** The error page (R-SYS-05): retry, speed test and the configured Telegram, Instagram and Facebook links. */
export function ErrorPage({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  const resources = knownResources();
  const speedTest = resources.find((r) => r.resourceType === 'SpeedTest');
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
        resources={resources.filter((r) => ERROR_PAGE_SOCIALS.includes(r.resourceType))}
      />
    </GateLayout>
  );
}
