import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { RetryBlock } from '../../../shared/ui/RetryBlock';
import { useLiveStream } from '../hooks/use-live-stream';
import * as catalogueStyles from './catalogue.module.css';
import { LiveHostCards } from './LiveHostCards';
import { PlaceholderTiles } from './PlaceholderTiles';
import * as tileStyles from './tiles.module.css';
import { VendorGrid } from './VendorGrid';

/** The LIVESTREAM category (R-GAMES-50): its live-stream hosts, then its vendors' tiles. */
export function LiveStreamContent() {
  const { t } = useTranslation();
  const live = useLiveStream();
  if (live.loading)
    return (
      <div className={tileStyles.vendorGrid} data-testid="livestream-loading">
        <PlaceholderTiles vendor />
      </div>
    );
  if (live.empty) return <EmptyState why="games_empty_livestream" testId="games-empty" />;
  if (live.hosts.failed && live.vendorsFailed)
    return (
      <RetryBlock
        onRetry={() => {
          live.hosts.retry();
          live.retryVendors();
        }}
        testId="games-retry"
      />
    );
  return (
    <div className={catalogueStyles.catalogue} data-testid="livestream">
      {live.hosts.failed ? (
        <RetryBlock onRetry={live.hosts.retry} testId="live-hosts-retry" />
      ) : (
        live.hosts.hosts.length > 0 && (
          <section className={catalogueStyles.catalogue} aria-labelledby="live-hosts-title">
            <h2 id="live-hosts-title" className="section-title">
              {t('games_live_hosts')}
            </h2>
            <LiveHostCards hosts={live.hosts.hosts} />
          </section>
        )
      )}
      {live.vendorsFailed ? (
        <RetryBlock onRetry={live.retryVendors} testId="games-retry" />
      ) : (
        live.vendors.length > 0 && <VendorGrid category="LIVESTREAM" vendors={live.vendors} />
      )}
    </div>
  );
}
