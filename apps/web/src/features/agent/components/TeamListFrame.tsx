import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { DOWNLINE_PAGE_SIZE } from '../api/get-team';
import type { useTeamList } from '../hooks/use-team-list';

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
}

/**
 * A team list with its account search, its empty state (why, and what next) and Previous/Next;
 * the rows are the caller's.
 */
export function TeamListFrame<T>({
  list,
  query,
  testId,
  children,
}: {
  list: ReturnType<typeof useTeamList>;
  query: Pick<UseQueryResult<Page<T>>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  testId: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} data-testid={testId}>
      <div className="field">
        <input
          type="search"
          value={list.typed}
          onChange={(event) => list.search(event.target.value)}
          placeholder={t('agent_search_placeholder')}
          aria-label={t('agent_search_placeholder')}
          autoCapitalize="off"
          autoCorrect="off"
          data-testid={`${testId}-search`}
        />
      </div>
      <QueryState query={query}>
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / DOWNLINE_PAGE_SIZE));
          if (page.total === 0)
            return (
              <p className={styles.empty} data-testid={`${testId}-empty`}>
                {list.request.account ? t('agent_search_none') : t('agent_team_empty')}
              </p>
            );
          return (
            <>
              <ul className={styles.rows}>{children(page.list)}</ul>
              <nav className={styles.pager} aria-label={t('agent_pages')}>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={page.pageNum <= 1}
                  onClick={() => list.goTo(page.pageNum - 1)}
                  data-testid={`${testId}-previous`}
                >
                  {t('agent_previous')}
                </button>
                <span data-testid={`${testId}-page`}>
                  {t('agent_page_of', { page: page.pageNum, pages })}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={page.pageNum >= pages}
                  onClick={() => list.goTo(page.pageNum + 1)}
                  data-testid={`${testId}-next`}
                >
                  {t('agent_next')}
                </button>
              </nav>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
