import type { DepositPromoList } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../cashier.module.css';
import { BonusCard } from './BonusCard';
import { PromoOffers } from './PromoOffers';

/**
 * The promotions half of the deposit screen (R-PROMO-14): the bonus already running, which rules
 * out another, or the offers to join with this deposit; none on offer is said too.
 */
export function DepositPromos({
  query,
  chosen,
  onChoose,
}: {
  query: Pick<UseQueryResult<DepositPromoList>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  chosen: number | null;
  onChoose(promoId: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <QueryState query={query}>
      {({ list, current }) =>
        current ? (
          <BonusCard bonus={current} terms={list.find((p) => p.promoId === current.promoId)?.terms} />
        ) : list.length === 0 ? (
          <p className={styles.cashierHint} data-testid="bonus-offers-empty">
            {t('bonus_offers_empty')}
          </p>
        ) : (
          <PromoOffers promos={list} chosen={chosen} onChoose={onChoose} />
        )
      }
    </QueryState>
  );
}
