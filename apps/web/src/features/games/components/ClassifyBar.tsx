import { type Classify, GAME_SELECT_TYPES } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from './catalogue.module.css';

interface Props {
  items: readonly Classify[];
  active: string;
  onChoose(key: string): void;
  /** The test-id prefix: the bar on the page and the one in the filter panel differ. */
  testPrefix?: string;
}

/** All, New, then the category's classifications (R-GAMES-19, R-GAMES-28); empty active means All. */
export function ClassifyBar({ items, active, onChoose, testPrefix = 'classify' }: Props) {
  const { t } = useTranslation();
  const entries = [
    { key: GAME_SELECT_TYPES.all, displayName: t('classify_all') },
    { key: GAME_SELECT_TYPES.new, displayName: t('classify_new') },
    ...items,
  ];
  const current = active === '' ? GAME_SELECT_TYPES.all : active;
  return (
    <div className={styles.classifyBar} role="tablist" data-testid={`${testPrefix}-bar`}>
      {entries.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === current}
          className={styles.chip}
          onClick={() => onChoose(item.key)}
          data-testid={`${testPrefix}-${item.key}`}
        >
          {item.displayName}
        </button>
      ))}
    </div>
  );
}
