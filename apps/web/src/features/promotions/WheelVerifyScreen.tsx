import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../shared/lib/api-client';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useWheelSpins } from './api/get-wheel-spins';
import { WheelSpinPicker } from './components/WheelSpinPicker';
import { WheelVerify } from './components/WheelVerify';
import * as wheelStyles from './wheel.module.css';

/**
 * /m/rewardCenter/wheel (R-PROMO-10, H-3): one of the member's last spins recomputed in this
 * browser from its revealed seed, checked against the hash published before it; `spin` picks it.
 */
export default function WheelVerifyScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const [params] = useSearchParams();
  const spins = useWheelSpins();
  if (isTrial) return <RealAccountOnly />;
  if (spins.error instanceof ApiError && spins.error.code === 'PROMOTION_OFF')
    return (
      <p className={`${wheelStyles.screen} ${wheelStyles.note}`} data-testid="wheel-closed">
        {t('wheel_closed')}
      </p>
    );
  return (
    <div className={wheelStyles.screen} data-testid="wheel-verify-screen">
      <p className={wheelStyles.note}>{t('wheel_verify_intro')}</p>
      <QueryState query={spins}>
        {({ list }) => {
          const selected = list.find((spin) => spin.id === params.get('spin')) ?? list[0];
          if (!selected)
            return (
              <div className={`${wheelStyles.card} ${wheelStyles.empty}`} data-testid="wheel-verify-empty">
                <p>{t('wheel_verify_empty')}</p>
                <Link to="/rewardCenter" className="btn btn-primary btn-block">
                  {t('title_reward_center')}
                </Link>
              </div>
            );
          return (
            <>
              <WheelVerify key={selected.id} spin={selected} />
              <h2 className={wheelStyles.heading}>{t('wheel_verify_pick')}</h2>
              <WheelSpinPicker spins={list} selectedId={selected.id} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
