import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useFairness } from './api/fairness';
import { RevealedSeeds } from './components/RevealedSeeds';
import { SeedPanel } from './components/SeedPanel';
import { VerifyRound } from './components/VerifyRound';
import '../../styles/tokens/house.css';
import * as styles from './components/fairness.module.css';

/**
 * /m/house/fairness (H-3): the committed server-seed hash, the client seed and rotation, the revealed
 * seeds; with `roundId`, the check of one spin recomputed in the browser.
 */
export default function FairnessScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('roundId') ?? '';
  const fairness = useFairness();
  return (
    <div className={styles.page} data-testid="fairness">
      <p className={styles.intro}>{t('fair_intro')}</p>
      {roundId && <VerifyRound roundId={roundId} />}
      {fairness.data ? (
        <>
          <SeedPanel fairness={fairness.data} />
          <RevealedSeeds revealed={fairness.data.revealed} />
        </>
      ) : fairness.isError ? (
        <RetryBlock onRetry={() => void fairness.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
