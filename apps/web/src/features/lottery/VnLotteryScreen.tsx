import { VN_REGIONS, type VnRegion } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ModeTabs } from '../../shared/ui/ModeTabs';
import { QueryState } from '../../shared/ui/QueryState';
import { useVnGameMenu, useVnRecentGames } from './api/lottery';
import { startPathOf } from './components/LotteryGameCard';
import * as styles from './components/lottery.module.css';
import { VnGameCard } from './components/VnGameCard';

const REGION_LABELS: Record<VnRegion, MessageKey> = {
  north: 'lottery_vn_region_north',
  central: 'lottery_vn_region_central',
  south: 'lottery_vn_region_south',
};

/**
 * /m/lotteryVn (R-GAMES-45): the Vietnamese lottery's menu. The games the member played last, then
 * one region at a time, each game with its next draw and latest result; a game opens as any other.
 */
export default function VnLotteryScreen() {
  const { t } = useTranslation();
  const menu = useVnGameMenu();
  const recent = useVnRecentGames();
  const [chosen, setRegion] = useState<VnRegion>(VN_REGIONS[0]);
  return (
    <div className={styles.page} data-testid="lottery-vn">
      <p className={styles.note}>{t('lottery_vn_note')}</p>
      <QueryState query={menu} skeleton={<CardsSkeleton cards={2} height={180} />}>
        {(groups) => {
          if (groups.length === 0) return <EmptyState why="lottery_vn_empty_why" testId="lottery-vn-empty" />;
          const region = groups.some((g) => g.region === chosen) ? chosen : (groups[0]?.region ?? chosen);
          const games = groups.flatMap((g) => g.games);
          const played = (recent.data ?? []).flatMap((r) => games.filter((g) => g.gameId === r.gameId));
          return (
            <>
              {played.length > 0 && (
                <section className="card-section" data-testid="lottery-vn-recent">
                  <h2 className="section-title">{t('lottery_vn_recent')}</h2>
                  <ol className={styles.popular}>
                    {played.map((game) => (
                      <li key={game.gameId}>
                        <Link to={startPathOf(game)} className={styles.popularLink}>
                          <span>{game.name}</span>
                          <span className={styles.muted}>{t(REGION_LABELS[game.region ?? 'north'])}</span>
                        </Link>
                      </li>
                    ))}
                  </ol>
                </section>
              )}
              <ModeTabs<VnRegion>
                modes={groups.map((g) => ({ id: g.region, label: t(REGION_LABELS[g.region]) }))}
                value={region}
                onChange={setRegion}
                label={t('lottery_vn_regions')}
                testId="lottery-vn-region"
              />
              <ul className={styles.cards}>
                {groups
                  .find((g) => g.region === region)
                  ?.games.map((game) => (
                    <VnGameCard key={game.gameId} game={game} />
                  ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
