import { type MessageKey, useTranslation } from '../../../i18n';

/** A programme explained in numbered steps, for guests and members alike (R-PROMO-12, R-AGENT-01). */
export function ProgrammeSteps({
  titleKey,
  introKey,
  stepKeys,
  testId,
}: {
  titleKey: MessageKey;
  introKey: MessageKey;
  stepKeys: readonly MessageKey[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="agent-card" data-testid={testId}>
      <h2 className="agent-heading">{t(titleKey)}</h2>
      <p className="agent-note">{t(introKey)}</p>
      <ol className="agent-steps">
        {stepKeys.map((key, index) => (
          <li key={key}>
            <span className="agent-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
