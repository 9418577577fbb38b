import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import { INSTALL_ICONS } from './icons';

interface Props {
  platform: 'android' | 'ios';
  steps: readonly MessageKey[];
  children?: ReactNode;
}

/** One guide of /m/app: the platform, its numbered steps, then its download buttons and notes. */
export function PlatformGuide({ platform, steps, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className="dl-guide" data-testid={`guide-${platform}`}>
      <h2>
        <SvgIcon d={INSTALL_ICONS[platform === 'ios' ? 'apple' : 'android']} size={24} />
        {t(`dl_guide_${platform}_title`)}
      </h2>
      {steps.length > 0 && (
        <ol className="dl-steps" data-testid={`steps-${platform}`}>
          {steps.map((key, index) => (
            <li key={key}>
              <span className="dl-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ol>
      )}
      {children}
    </section>
  );
}
