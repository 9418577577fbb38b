import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

const SEARCH_DELAY_MS = 400;
const ACCOUNT_CHARACTERS = /[^A-Za-z0-9_.-]/gu;

/** The search and page of a team list: a new search starts again at page 1. */
export function useTeamList() {
  const [typed, setTyped] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const account = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  return {
    typed,
    search: (value: string) => {
      setTyped(value.replace(ACCOUNT_CHARACTERS, '').slice(0, 20));
      setPageNum(1);
    },
    request: { pageNum, account },
    goTo: setPageNum,
  };
}
