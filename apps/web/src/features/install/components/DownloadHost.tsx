import { lazy, Suspense } from 'react';
import { useDownloadUi } from '../hooks/download-store';
import { useDownloadContext } from '../hooks/use-download-context';
import { showDownloadBar } from '../lib/download-rules';

const DownloadLayer = lazy(() => import('./DownloadLayer'));

/**
 * Loads the download bar and popup only when one of them is to show: a site without download
 * links, or a player who closed the bar, never downloads their code.
 */
export function DownloadHost() {
  const ctx = useDownloadContext();
  const popupOpen = useDownloadUi((s) => s.popupOpen);
  if (!ctx || !(popupOpen || showDownloadBar(ctx))) return null;
  return (
    <Suspense fallback={null}>
      <DownloadLayer />
    </Suspense>
  );
}
