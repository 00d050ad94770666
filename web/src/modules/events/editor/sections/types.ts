import type { TFunction } from 'i18next';
import type { FieldProps, useForm } from '../../../../ui/form/useForm';
import type { EventFormValues } from '../eventForm';

export type EventForm = ReturnType<typeof useForm<EventFormValues>>;

/** What every section receives: the form, its fields with the server's messages merged in, and the editor's texts. */
export interface SectionProps {
  form: EventForm;
  field: <K extends keyof EventFormValues>(name: K) => FieldProps<EventFormValues[K]>;
  t: TFunction<['eventEditor', 'common', 'validation']>;
}
