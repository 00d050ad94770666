import '@mantine/dates/styles.layer.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

/** A day and time with Mantine's picker and its styles; the events screens load it through `LazyDateTimeField`. */
export function DateTimeField(props: DateTimePickerProps) {
  return <DateTimePicker popoverProps={{ withinPortal: true }} {...props} />;
}
