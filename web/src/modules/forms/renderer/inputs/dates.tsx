import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt';
import 'dayjs/locale/tr';
import 'dayjs/locale/uk';
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';

/*
 * The date picker, downloaded only by forms with a date. It imports nothing of the renderer: what
 * it shows (label, message, texts) comes in its props, so that its download is the picker alone.
 */

// 'L' is each locale's own short date (27/11/2025, 11/27/2025, 2025. 11. 27.), typed and shown alike.
dayjs.extend(localizedFormat);
dayjs.extend(customParseFormat);

const FORMAT = 'L';
/** Shown as the placeholder: a day whose parts cannot be mistaken for one another shows the order to type them in. */
const SAMPLE_DAY = '2025-12-31';

const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export type DatePickerProps = Omit<DateInputProps, 'value' | 'onChange' | 'locale' | 'valueFormat'> & {
  value: unknown;
  /** yyyy-MM-dd, or null when cleared. */
  onChange: (value: string | null) => void;
  locale: string;
};

/** A calendar day in the locale's format, kept as yyyy-MM-dd. */
export default function DatePicker({ value, onChange, locale, ...props }: DatePickerProps) {
  return (
    <DateInput
      placeholder={dayjs(SAMPLE_DAY).locale(locale).format(FORMAT)}
      popoverProps={{ withinPortal: true }}
      {...props}
      locale={locale}
      valueFormat={FORMAT}
      value={day(value)}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
    />
  );
}
