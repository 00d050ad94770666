import '@mantine/dates/styles.layer.css';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { datesLocale } from './datesLocale';

// Pickers show their value in the language's long format ('LLL').
dayjs.extend(localizedFormat);

/**
 * A day and time with Mantine's picker and its styles, named in the interface language. Screens
 * load it lazily (`LazyDateTimeField`), so the picker downloads with the first form that shows it.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const { i18n } = useTranslation();
  return <DateTimePicker valueFormat="LLL" locale={datesLocale(i18n.language)} popoverProps={{ withinPortal: true }} {...props} />;
}
