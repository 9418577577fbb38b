import type { TeamKpiA, TeamKpiB } from '@app/contracts';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import type { useTeamKpis } from '../api/get-team';

type Figure = { key: MessageKey; value: string; testId: string; tone?: 'gain' | 'loss' };

const TONES: Record<NonNullable<Figure['tone']>, string> = { gain: styles.gain, loss: styles.loss };

const peso = (amount: number) => formatMoney(amount);

const countsOf = (a: TeamKpiA): Figure[] => [
  { key: 'agent_kpi_team', value: String(a.teamSize), testId: 'kpi-team' },
  { key: 'agent_kpi_new', value: String(a.newMembers), testId: 'kpi-new' },
  { key: 'agent_kpi_active', value: String(a.activeMembers), testId: 'kpi-active' },
];
const moneyOf = (b: TeamKpiB): Figure[] => [
  { key: 'agent_kpi_deposits', value: peso(b.deposits), testId: 'kpi-deposits' },
  { key: 'agent_kpi_withdrawals', value: peso(b.withdrawals), testId: 'kpi-withdrawals' },
  { key: 'agent_kpi_bets', value: peso(b.bets), testId: 'kpi-bets' },
  {
    key: 'agent_kpi_win_loss',
    value: peso(b.winLoss),
    testId: 'kpi-win-loss',
    ...(b.winLoss === 0 ? {} : { tone: b.winLoss < 0 ? 'loss' : 'gain' }),
  },
];

function Figures({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{t(figure.key)}</dt>
          <dd data-testid={figure.testId} className={figure.tone ? TONES[figure.tone] : undefined}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The team's counts and money for the period (R-AGENT-07), each set with its own loading and Retry. */
export function TeamKpis({ kpis }: { kpis: ReturnType<typeof useTeamKpis> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="team-kpis">
      <h2 className={styles.heading}>{t('agent_kpi_title')}</h2>
      <QueryState query={kpis.a}>{(a) => <Figures figures={countsOf(a)} />}</QueryState>
      <QueryState query={kpis.b}>{(b) => <Figures figures={moneyOf(b)} />}</QueryState>
      <p className={styles.note}>{t('agent_kpi_note')}</p>
    </section>
  );
}
