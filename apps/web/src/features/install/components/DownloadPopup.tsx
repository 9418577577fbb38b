import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../shared/ui/Dialog';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import { useDownloadChoice } from '../hooks/use-download-choice';
import * as styles from '../install.module.css';
import { type DownloadContext, downloadOptions } from '../lib/download-rules';
import { HomeScreenSteps } from './HomeScreenSteps';
import { IosTips } from './IosTips';
import { INSTALL_ICONS } from './icons';
import { SafariAlert } from './SafariAlert';

/** The download popup (SPEC §4 "Download popup options"), with the home-screen steps as its sub-popup. */
export function DownloadPopup({ ctx, onClose }: { ctx: DownloadContext; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { view, choose, back } = useDownloadChoice(ctx);
  if (view === 'useSafari') return <SafariAlert onConfirm={back} />;
  const options = downloadOptions(ctx);
  const ios = ctx.device.os === 'ios';
  return (
    <Dialog
      frameClassName={`dialog-backdrop ${styles.backdrop}`}
      className={styles.sheet}
      labelledBy={titleId}
      onClose={onClose}
      testId="download-popup"
    >
      <header className={styles.sheetHead}>
        {view === 'homeScreen' && (
          <button type="button" className="icon-button" aria-label={t('header_back')} onClick={back}>
            <Icon name="back" />
          </button>
        )}
        <h2 id={titleId}>{t(view === 'homeScreen' ? 'dl_home_title' : 'dl_popup_title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('dl_close')}
          onClick={onClose}
          data-testid="download-popup-close"
        >
          <Icon name="close" />
        </button>
      </header>
      {view === 'homeScreen' ? (
        <HomeScreenSteps />
      ) : options.length === 0 ? (
        <p className={styles.empty}>{t('dl_popup_none')}</p>
      ) : (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option}>
              <button type="button" onClick={() => choose(option)} data-testid={`dl-option-${option}`}>
                <SvgIcon d={INSTALL_ICONS[option === 'iosApp' ? 'apple' : option]} size={26} />
                <span>
                  <strong>{t(`dl_option_${option}`)}</strong>
                  <small>{t(`dl_option_${option}_hint`)}</small>
                </span>
                <Icon name="chevron" size={18} className={styles.chevron} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {ios && <IosTips device={ctx.device} />}
    </Dialog>
  );
}
