import type { ReactNode } from 'react';
import type { AnswerValue, Question } from '@seedbed/contracts/forms';

/** What the renderer hands each answer input. */
export interface AnswerInputProps {
  /** The question as answered (a custom field already resolved to the organisation's field). */
  question: Question;
  /** The id of the input (or of the group's first control); labels and messages derive theirs from it. */
  inputId: string;
  /** The label in the form's language, with '(Optional)' when the answer is not needed. */
  label: ReactNode;
  /** The label as plain text, for names of inner controls. */
  labelText: string;
  description?: ReactNode;
  required: boolean;
  /** The message to show now (already withheld until touched). */
  error?: string;
  value: unknown;
  onChange: (value: AnswerValue) => void;
  /** Marks the question touched: from then on its error shows. */
  onBlur: () => void;
}

/** Table cells' messages by `${row}.${columnId}`. */
export type CellErrors = ReadonlyMap<string, string>;
