import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useNow } from '../../shared/hooks/use-now';
import { formatManila } from '../../shared/lib/date-time';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useProtectionState } from './api/protection-state';
import { BreakSection } from './components/BreakSection';
import { CloseAccountSection } from './components/CloseAccountSection';
import { KIND_HINT, KIND_TITLE } from './components/format';
import { LimitEditor } from './components/LimitEditor';
import { LimitRow } from './components/LimitRow';
import { RealityCheckSetting } from './components/RealityCheckSetting';
import { RestrictionCard } from './components/RestrictionCard';
import { useProtectionActions } from './hooks/use-protection-actions';
import { type LimitSlot, SECTIONS, slotsOf } from './lib/limits';
import * as styles from './protection.module.css';

/**
 * /m/member/responsibleGaming (issue 16, H-6): the player's limits per kind and period, pending
 * raises with when they may be confirmed, the break in force, and the time-out and self-exclusion.
 */
export default function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const state = useProtectionState();
  const actions = useProtectionActions();
  // A pending change becomes confirmable while the page is open: the clock the buttons read.
  const now = useNow(30_000);
  const [editing, setEditing] = useState<LimitSlot | null>(null);
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={styles.rgScreen} data-testid="responsible-gaming">
      <p className={styles.rgIntro}>{t('rg_intro')}</p>
      <QueryState query={state}>
        {(data) => (
          <>
            {data.restriction && (
              <RestrictionCard
                restriction={data.restriction}
                now={now}
                busy={actions.busy}
                onReopen={() => void actions.reopen.run(undefined)}
              />
            )}
            {data.sessionEndsAt && (
              <p className={styles.rgNote} data-testid="rg-session-ends">
                {t('rg_session_ends', { time: formatManila(data.sessionEndsAt) })}
              </p>
            )}
            {SECTIONS.map((kind) => (
              <section
                key={kind}
                className={`card-section ${styles.rgSection}`}
                aria-labelledby={`rg-${kind}`}
              >
                <h2 id={`rg-${kind}`}>{t(KIND_TITLE[kind])}</h2>
                <p className={styles.rgNote}>{t(KIND_HINT[kind])}</p>
                <ul className={styles.rgRows}>
                  {slotsOf(kind, data.limits).map((slot) => (
                    <LimitRow
                      key={slot.period}
                      slot={slot}
                      now={now}
                      busy={actions.busy}
                      onEdit={setEditing}
                      onRemove={(key) => void actions.remove.run(key)}
                      onConfirm={(key) => void actions.confirm.run(key)}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <RealityCheckSetting />
            {!data.restriction && (
              <BreakSection busy={actions.busy} onTake={(choice) => actions.takeABreak.run({ choice })} />
            )}
            <CloseAccountSection />
          </>
        )}
      </QueryState>
      <Link to="/member/statement" className={styles.rgLink} data-testid="rg-statement">
        {t('rg_statement_link')}
      </Link>
      <p className={`${styles.rgNote} ${styles.rgHelp}`}>{t('rg_help_line')}</p>
      {editing && (
        <LimitEditor
          slot={editing}
          busy={actions.busy}
          onClose={() => setEditing(null)}
          onSave={(value) =>
            void actions.set
              .run({ kind: editing.kind, period: editing.period, value })
              .then(() => setEditing(null))
              .catch(() => undefined)
          }
        />
      )}
    </div>
  );
}
