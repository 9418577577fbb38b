export { DownloadHost } from './components/DownloadHost';
export { useDownloadUi } from './hooks/download-store';
export { linksFrom, showHeaderDownload } from './lib/download-rules';
