import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useFiller } from '../fillerContext';
import { autoDirection, inputFrame } from './common';
import type { AnswerInputProps } from './types';
import classes from './inputs.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** text, text_long, text_link, phone: typed answers. Links, phones and e-mails read left to right in every language. */
export function TextAnswer(props: AnswerInputProps) {
  const { question, value, onChange, onBlur } = props;
  const type = question.questionType;
  const common = { ...inputFrame(props), value: text(value), onBlur, maxLength: question.validations.maxLength ?? undefined };
  if (type === 'text_long') {
    return <Textarea {...common} ref={autoDirection} autosize minRows={3} maxRows={14} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
  const email = !!question.validations.email;
  const kind = type === 'phone' ? 'tel' : type === 'text_link' ? 'url' : email ? 'email' : 'text';
  return (
    <TextInput
      {...common}
      type={kind}
      inputMode={kind === 'text' ? undefined : kind}
      autoComplete={kind === 'tel' ? 'tel' : kind === 'email' ? 'email' : kind === 'url' ? 'url' : undefined}
      dir={kind === 'text' ? undefined : 'ltr'}
      ref={kind === 'text' ? autoDirection : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** signature: the typed full name, shown as a signature would read, with the day it is signed. */
export function SignatureAnswer(props: AnswerInputProps) {
  const { t, language } = useFiller();
  const name = text(props.value).trim();
  const today = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date());
  return (
    <Stack gap={4}>
      <TextInput
        {...inputFrame(props)}
        ref={autoDirection}
        autoComplete="name"
        placeholder={t('forms:renderer.signaturePlaceholder')}
        value={text(props.value)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      />
      {name ? (
        <div className={classes.signature} aria-hidden>
          <Text className={classes.signatureName} dir="auto">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('forms:renderer.signedOn', { date: today })}
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}
