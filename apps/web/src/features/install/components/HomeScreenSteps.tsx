import { useTranslation } from '../../../i18n';

const STEPS = ['dl_home_step_share', 'dl_home_step_add', 'dl_home_step_confirm'] as const;

/** Adding the site to the iOS home screen: Share, "Add to Home Screen", "Add" (R-DL-11). */
export function HomeScreenSteps() {
  const { t } = useTranslation();
  return (
    <ol className="dl-steps" data-testid="home-screen-steps">
      {STEPS.map((key, index) => (
        <li key={key}>
          <span className="dl-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
