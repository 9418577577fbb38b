import { useLocation, useNavigate } from 'react-router';
import type { MessageKey } from '../../i18n';
import { useTranslation } from '../../i18n';
import { useStatus } from '../../shared/api/get-status';
import { Icon, SvgIcon } from '../../shared/ui/Icon';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { HomeScreenSteps } from './components/HomeScreenSteps';
import { IosTips } from './components/IosTips';
import { INSTALL_ICONS } from './components/icons';
import { PlatformGuide } from './components/PlatformGuide';
import { SafariAlert } from './components/SafariAlert';
import { useDownloadChoice } from './hooks/use-download-choice';
import { useDownloadContext } from './hooks/use-download-context';
import * as styles from './install.module.css';
import { appEntryPointsAllowed, type DownloadContext, type DownloadOption } from './lib/download-rules';
import { guideSteps } from './lib/guide-steps';

function Guides({ ctx }: { ctx: DownloadContext }) {
  const { t } = useTranslation();
  const { view, choose, back } = useDownloadChoice(ctx);
  const { links } = ctx;
  const steps = guideSteps(links);
  const button = (option: DownloadOption, label: MessageKey, primary: boolean) => (
    <button
      type="button"
      className={`btn btn-block ${primary ? 'btn-primary' : 'btn-ghost'}`}
      onClick={() => choose(option)}
      data-testid={`app-download-${option}`}
    >
      <SvgIcon d={INSTALL_ICONS.download} size={18} />
      {t(label)}
    </button>
  );
  const android = (
    <PlatformGuide key="android" platform="android" steps={steps.android}>
      {links.android && button('android', 'dl_download_android', true)}
    </PlatformGuide>
  );
  const ios = (
    <PlatformGuide key="ios" platform="ios" steps={steps.ios}>
      {steps.ios.length > 0 && (
        <div className={styles.guideActions}>
          {links.ios && button('iosApp', 'dl_download_ios', true)}
          {links.profile && button('profile', 'dl_download_profile', !links.ios)}
        </div>
      )}
      <h3>{t('dl_home_title')}</h3>
      <HomeScreenSteps />
      {steps.ios.length > 0 && <IosTips device={ctx.device} />}
    </PlatformGuide>
  );
  return (
    <>
      {/* The visitor's own platform first. */}
      {ctx.device.os === 'ios' ? [ios, android] : [android, ios]}
      {view === 'useSafari' && <SafariAlert onConfirm={back} />}
    </>
  );
}

/** /m/app: the Android and iOS guides with the steps and download buttons of the configured links (R-DL-16, R-DL-12). */
export default function AppScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const ctx = useDownloadContext();
  const siteName = useStatus().data?.info.siteName ?? '';
  // Opened directly (no history inside the app): back means home.
  const back = () => (key === 'default' ? navigate('/home') : navigate(-1));
  return (
    <div className={styles.app} data-testid="app-screen">
      <header className={styles.appHeader}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('header_back')}
          onClick={back}
          data-testid="app-back"
        >
          <Icon name="back" />
        </button>
        <h1>{t('title_app')}</h1>
      </header>
      <div className={styles.appHero}>
        <img src="/m/icons/icon-192.png" alt="" width={72} height={72} />
        <strong>{siteName}</strong>
        <p>{t('dl_app_intro')}</p>
      </div>
      {!ctx ? (
        <PageSpinner />
      ) : appEntryPointsAllowed(ctx) ? (
        <Guides ctx={ctx} />
      ) : (
        <p className={styles.empty} data-testid="app-installed">
          {t('dl_app_installed')}
        </p>
      )}
    </div>
  );
}
