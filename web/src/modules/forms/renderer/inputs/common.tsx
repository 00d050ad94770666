import type { ReactNode } from 'react';
import { Input, Stack } from '@mantine/core';
import type { AnswerInputProps } from './types';

export const labelIdOf = (inputId: string) => `${inputId}-label`;
export const descriptionIdOf = (inputId: string) => `${inputId}-description`;
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** The ids a control's aria-describedby names: its description and its message, when shown. */
export function describedBy({ inputId, description, error }: Pick<AnswerInputProps, 'inputId' | 'description' | 'error'>): string | undefined {
  const ids = [description ? descriptionIdOf(inputId) : null, error ? errorIdOf(inputId) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Typed text takes the direction of its first letters (Arabic right to left, a Latin name left to
 * right). Mantine puts a `dir` prop on the input's wrapper, where `auto` would find no text and
 * read left to right: the attribute goes on the input itself.
 */
export function autoDirection(element: HTMLInputElement | HTMLTextAreaElement | null): void {
  if (element) element.dir = 'auto';
}

/** The label, description, required mark and message props of a single Mantine input. */
export function inputFrame(props: AnswerInputProps) {
  return {
    id: props.inputId,
    label: props.label,
    description: props.description,
    error: props.error,
    withAsterisk: props.required,
    'aria-required': props.required || undefined,
    descriptionProps: { id: descriptionIdOf(props.inputId) },
    errorProps: { id: errorIdOf(props.inputId) },
  };
}

/**
 * A question answered with several controls (a matrix, a table, an address): one labelled group,
 * described by the question's description and message.
 */
export function QuestionGroup({ props, children }: { props: AnswerInputProps; children: ReactNode }) {
  const { inputId, label, description, error, required } = props;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={required}
      labelElement="div"
      labelProps={{ id: labelIdOf(inputId) }}
      descriptionProps={{ id: descriptionIdOf(inputId) }}
      errorProps={{ id: errorIdOf(inputId) }}
    >
      <Stack gap="xs" mt={4} mb={error ? 4 : 0} role="group" aria-labelledby={labelIdOf(inputId)} aria-describedby={describedBy(props)}>
        {children}
      </Stack>
    </Input.Wrapper>
  );
}
