import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../install.module.css';
import { INSTALL_ICONS } from './icons';
import { StepList } from './StepList';

interface Props {
  platform: 'android' | 'ios';
  steps: readonly MessageKey[];
  children?: ReactNode;
}

/** One guide of /m/app: the platform, its numbered steps, then its download buttons and notes. */
export function PlatformGuide({ platform, steps, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.guide} data-testid={`guide-${platform}`}>
      <h2>
        <SvgIcon d={INSTALL_ICONS[platform === 'ios' ? 'apple' : 'android']} size={24} />
        {t(`dl_guide_${platform}_title`)}
      </h2>
      {steps.length > 0 && <StepList steps={steps} testId={`steps-${platform}`} />}
      {children}
    </section>
  );
}
