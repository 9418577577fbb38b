import { defaultRecordsRange, rangeInstants, rangeProblem } from '@app/contracts';
import { AppError } from './app-error.js';

/** A records range from the query, defaulted to the last 7 days and checked (start ≤ end, ≤ 90 days). */
export function recordsRange(query: { startDate?: string | undefined; endDate?: string | undefined }) {
  const fallback = defaultRecordsRange();
  const startDate = query.startDate ?? fallback.startDate;
  const endDate = query.endDate ?? fallback.endDate;
  const problem = rangeProblem(startDate, endDate);
  if (problem) throw new AppError('VALIDATION_ERROR', { field: problem });
  return { startDate, endDate, ...rangeInstants(startDate, endDate) };
}
