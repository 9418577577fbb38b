import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';
import { useStatus } from '../../../shared/api/get-status';
import { useDownloadUi } from '../hooks/download-store';
import { useDownloadContext } from '../hooks/use-download-context';
import { barAction, showDownloadBar } from '../lib/download-rules';
import { DownloadBar } from './DownloadBar';
import { DownloadPopup } from './DownloadPopup';

const DEFAULT_ICON = '/m/icons/icon-192.png';

/** The home's download bar and the download popup that the bar and the header button open. */
export default function DownloadLayer() {
  const ctx = useDownloadContext();
  const status = useStatus().data;
  const settings = useConsolidatedSettings().data;
  const { popupOpen, openPopup, closePopup, closeBar } = useDownloadUi();
  if (!ctx || !status || !settings) return null;
  const icon = status.info.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url || DEFAULT_ICON;
  const download = () => {
    const action = barAction(ctx);
    if (action.kind === 'open') location.assign(action.url);
    else openPopup();
  };
  return (
    <>
      {showDownloadBar(ctx) && (
        <DownloadBar
          siteName={status.info.siteName}
          iconUrl={icon}
          rating={settings.downloadBar.rating}
          bonusActivityId={settings.appDownloadActivityId}
          onDownload={download}
          onClose={closeBar}
        />
      )}
      {popupOpen && <DownloadPopup ctx={ctx} onClose={closePopup} />}
    </>
  );
}
