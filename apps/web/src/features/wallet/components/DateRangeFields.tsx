import { useTranslation } from '../../../i18n';
import { type DateRange, earliestDay, manilaDay, orderedRange } from '../lib/date-range';
import './records.css';

/** From and to days of a records screen, within the last 90 days. */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const { t } = useTranslation();
  const min = earliestDay();
  const max = manilaDay(new Date());
  const set = (patch: Partial<DateRange>) => onChange(orderedRange({ ...range, ...patch }));
  return (
    <>
      <label>
        {t('rec_from')}
        <input
          type="date"
          value={range.startDate}
          min={min}
          max={max}
          onChange={(e) => e.target.value && set({ startDate: e.target.value })}
          data-testid="records-start"
        />
      </label>
      <label>
        {t('rec_to')}
        <input
          type="date"
          value={range.endDate}
          min={min}
          max={max}
          onChange={(e) => e.target.value && set({ endDate: e.target.value })}
          data-testid="records-end"
        />
      </label>
    </>
  );
}
