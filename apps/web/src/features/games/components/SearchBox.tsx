import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import { searchTerm } from '../lib/filters';
import * as styles from './catalogue.module.css';
import { GAME_ICONS } from './game-icons';

interface Props {
  value: string;
  onSearch(term: string): void;
  testId?: string;
  autoFocus?: boolean;
}

/** The game search: the term is trimmed before it is used (R-GAMES-26). */
export function SearchBox({ value, onSearch, testId = 'game-search', autoFocus }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchTerm(text));
  };
  return (
    <form className={styles.search} onSubmit={submit} data-testid={testId}>
      <SvgIcon d={GAME_ICONS.search} size={18} />
      <input
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('game_search_placeholder')}
        aria-label={t('game_search_placeholder')}
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the side menu opens to search
        autoFocus={autoFocus}
      />
      <button type="submit">{t('game_search')}</button>
    </form>
  );
}
