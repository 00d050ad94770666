import '@mantine/dates/styles.layer.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

/** A day and time, with Mantine's picker and its styles: downloaded when a round's dates are first shown. */
export function DateTimeField(props: DateTimePickerProps) {
  return <DateTimePicker clearable popoverProps={{ withinPortal: true }} {...props} />;
}
