import { Checkbox } from '@mantine/core';
import type { AnswerInputProps } from './types';

/** consent: the person agrees to what the label says, by ticking it (Mantine describes the box by its description and message). */
export function ConsentAnswer(props: AnswerInputProps) {
  return (
    <Checkbox
      id={props.inputId}
      label={
        <>
          {props.label}
          {props.required ? (
            <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
              {' *'}
            </span>
          ) : null}
        </>
      }
      description={props.description}
      error={props.error}
      checked={props.value === true}
      onChange={(event) => {
        props.onChange(event.currentTarget.checked);
        props.onBlur();
      }}
      aria-required={props.required || undefined}
    />
  );
}
