import type { Ref } from 'react';
import { PasswordInput, Textarea, TextInput, type PasswordInputProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useFieldDecoration, type FieldBehaviour } from './fieldDecoration';

type Wrapped<P, E> = Omit<P, keyof FieldBehaviour> & FieldBehaviour & { ref?: Ref<E> };

export type TextFieldProps = Wrapped<TextInputProps, HTMLInputElement>;
export type PasswordFieldProps = Wrapped<PasswordInputProps, HTMLInputElement>;
export type TextAreaFieldProps = Wrapped<TextareaProps, HTMLTextAreaElement>;

export function TextField({ optional, touched, error, label, ...props }: TextFieldProps) {
  return <TextInput {...props} {...useFieldDecoration({ optional, touched, error, label })} />;
}

export function PasswordField({ optional, touched, error, label, ...props }: PasswordFieldProps) {
  return <PasswordInput {...props} {...useFieldDecoration({ optional, touched, error, label })} />;
}

export function TextAreaField({ optional, touched, error, label, ...props }: TextAreaFieldProps) {
  return <Textarea autosize minRows={3} {...props} {...useFieldDecoration({ optional, touched, error, label })} />;
}
