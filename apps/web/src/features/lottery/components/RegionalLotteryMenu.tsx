import type { LotteryRegion, RegionalLotteryKey } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CardsSkeleton } from '../../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ModeTabs } from '../../../shared/ui/ModeTabs';
import { QueryState } from '../../../shared/ui/QueryState';
import { useRegionalMenu, useRegionalRecentGames } from '../api/lottery';
import { REGION_LABELS, REGIONAL_MENUS } from '../lib/regional';
import { startPathOf } from './LotteryGameCard';
import * as styles from './lottery.module.css';
import { RegionalGameCard } from './RegionalGameCard';

/**
 * A regional lottery's menu (R-GAMES-45): the games the member played last, then one group (region
 * or country) at a time, each game with its next draw and latest result; a game opens as any other.
 */
export function RegionalLotteryMenu({ lottery }: { lottery: RegionalLotteryKey }) {
  const { t } = useTranslation();
  const menu = useRegionalMenu(lottery);
  const recent = useRegionalRecentGames(lottery);
  const texts = REGIONAL_MENUS[lottery];
  const [chosen, setRegion] = useState<LotteryRegion | null>(null);
  const testId = `lottery-${lottery}`;
  return (
    <div className={styles.page} data-testid={testId}>
      <p className={styles.note}>{t(texts.note)}</p>
      <QueryState query={menu} skeleton={<CardsSkeleton cards={2} height={180} />}>
        {(groups) => {
          const shown = groups.find((g) => g.region === chosen) ?? groups[0];
          if (!shown) {
            const next = { to: '/lottery', label: 'title_lottery' } as const;
            return <EmptyState why={texts.emptyWhy} next={next} testId={`${testId}-empty`} />;
          }
          const games = groups.flatMap((g) => g.games);
          const played = (recent.data ?? []).flatMap((r) => games.filter((g) => g.gameId === r.gameId));
          return (
            <>
              {played.length > 0 && (
                <section className="card-section" data-testid={`${testId}-recent`}>
                  <h2 className="section-title">{t('lottery_vn_recent')}</h2>
                  <ol className={styles.popular}>
                    {played.map((game) => (
                      <li key={game.gameId}>
                        <Link to={startPathOf(game)} className={styles.popularLink}>
                          <span>{game.name}</span>
                          {game.region && (
                            <span className={styles.muted}>{t(REGION_LABELS[game.region])}</span>
                          )}
                        </Link>
                      </li>
                    ))}
                  </ol>
                </section>
              )}
              <ModeTabs<LotteryRegion>
                modes={groups.map((g) => ({ id: g.region, label: t(REGION_LABELS[g.region]) }))}
                value={shown.region}
                onChange={setRegion}
                label={t(texts.groups)}
                testId={`${testId}-region`}
              />
              <ul className={styles.cards}>
                {shown.games.map((game) => (
                  <RegionalGameCard key={game.gameId} lottery={lottery} game={game} />
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
