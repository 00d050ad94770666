import '@mantine/dates/styles.layer.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

/**
 * A day and time with Mantine's picker and its styles. Coaching's screens load it lazily
 * (`LazyDateTimeField`), so the picker downloads with the first form that shows it.
 */
export function DateTimeField(props: DateTimePickerProps) {
  return <DateTimePicker popoverProps={{ withinPortal: true }} {...props} />;
}
