import { type MessageKey, useTranslation } from '../../../i18n';
import { Icon } from '../../../shared/ui/Icon';
import * as styles from './game.module.css';

interface Props {
  title: string;
  onClose(): void;
  onInfo(): void;
  infoLabel: MessageKey;
  /** The test ids' prefix: `<prefix>-close`, `<prefix>-info-open`. */
  testId: string;
}

/** An in-house game's top bar: close on the left, the game's name, its rules or paytable on the right. */
export function GameTopBar({ title, onClose, onInfo, infoLabel, testId }: Props) {
  const { t } = useTranslation();
  return (
    <header className={styles.top}>
      <button
        type="button"
        className={styles.round}
        onClick={onClose}
        aria-label={t('house_close_game')}
        data-testid={`${testId}-close`}
      >
        <Icon name="close" />
      </button>
      <h1 className={styles.name}>{title}</h1>
      <button
        type="button"
        className={styles.round}
        onClick={onInfo}
        aria-label={t(infoLabel)}
        data-testid={`${testId}-info-open`}
      >
        <Icon name="help" />
      </button>
    </header>
  );
}
