import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../shared/lib/date-time';
import { SvgIcon } from '../../../shared/ui/Icon';
import { type DateRange, earliestDay, manilaDay, orderedRange } from '../lib/date-range';
import * as styles from './records.module.css';

const CALENDAR = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';

interface DayFieldProps {
  label: string;
  value: string;
  min: string;
  max: string;
  onDay(day: string): void;
  testId: string;
}

/**
 * A day in the site's DD/MM/YYYY (the rows' format, A-22), whatever the browser's locale: the native
 * input, which shows the locale's order, lies transparent over the formatted text and still opens the
 * phone's own picker when tapped.
 */
function DayField({ label, value, min, max, onDay, testId }: DayFieldProps) {
  return (
    <label>
      {label}
      <span className={styles.recordsDay}>
        <span className={styles.recordsDayText} aria-hidden="true">
          {formatDay(value)}
          <SvgIcon d={CALENDAR} size={18} />
        </span>
        <input
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(e) => e.target.value && onDay(e.target.value)}
          // Desktop browsers open the calendar only from its icon; the whole field should.
          onClick={(e) => e.currentTarget.showPicker?.()}
          data-testid={testId}
        />
      </span>
    </label>
  );
}

/** From and to days of a records screen, within the last 90 days. */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const { t } = useTranslation();
  const min = earliestDay();
  const max = manilaDay(new Date());
  const set = (patch: Partial<DateRange>) => onChange(orderedRange({ ...range, ...patch }));
  return (
    <>
      <DayField
        label={t('rec_from')}
        value={range.startDate}
        min={min}
        max={max}
        onDay={(startDate) => set({ startDate })}
        testId="records-start"
      />
      <DayField
        label={t('rec_to')}
        value={range.endDate}
        min={min}
        max={max}
        onDay={(endDate) => set({ endDate })}
        testId="records-end"
      />
    </>
  );
}
