import { useState, type Ref } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useFieldDecoration, type FieldBehaviour } from './fieldDecoration';
import { toDate } from './toDate';

export type DateFieldProps = Omit<DateInputProps, keyof FieldBehaviour | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> &
  FieldBehaviour & {
    /** A Date, or a date string as the server or Mantine send it. */
    value?: Date | string | null;
    onChange?: (value: Date | null) => void;
    /** Marks the field touched: called on blur and on every change (spec 1 §5). */
    onBlur?: () => void;
    ref?: Ref<HTMLInputElement>;
  };

export function DateField({ optional, touched, error, label, value, onChange, onBlur, popoverProps, ...props }: DateFieldProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      clearable={optional}
      {...props}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      // While the calendar is open, Escape closes the calendar and not the dialog around it
      // (the mark Mantine's own selects carry while their list is open).
      data-mantine-stop-propagation={calendarOpen || undefined}
      {...useFieldDecoration({ optional, touched, error, label })}
      // Left out, the input stays uncontrolled; given, it is always a Date or null.
      value={value === undefined ? undefined : toDate(value)}
      onChange={(next) => {
        onChange?.(toDate(next));
        onBlur?.();
      }}
      onBlur={() => onBlur?.()}
    />
  );
}
