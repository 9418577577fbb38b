import { useState } from 'react';
import { defaultRange } from '../../wallet';
import type { RecordsFilter } from '../api/get-cashier-records';

/** A records list's period (the last 7 days by default) and page; a new period starts at page 1. */
export function useRecordsFilter() {
  const [filter, setFilter] = useState<RecordsFilter>(() => ({ ...defaultRange(), pageNum: 1 }));
  return {
    filter,
    setRange: (range: { startDate: string; endDate: string }) => setFilter({ ...range, pageNum: 1 }),
    setPage: (pageNum: number) => setFilter((f) => ({ ...f, pageNum })),
  };
}
