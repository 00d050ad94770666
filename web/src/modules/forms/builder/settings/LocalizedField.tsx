import { Textarea, TextInput } from '@mantine/core';
import type { LocalizedText } from '@seedbed/contracts/forms';
import { pickLabel, type Language } from '@seedbed/contracts/languages';

/** The text in one language replaced in place (a blank one removed), the other languages kept. */
export function withText(list: LocalizedText | undefined, language: Language, value: string): LocalizedText {
  const entries = list ?? [];
  if (value === '') return entries.filter((entry) => entry.language !== language);
  return entries.some((entry) => entry.language === language)
    ? entries.map((entry) => (entry.language === language ? { language, value } : entry))
    : [...entries, { language, value }];
}

/** Texts as an input takes them: trimmed, blank ones left out, nothing but language and value (no __typename). */
export const plainTexts = (list: ReadonlyArray<{ language: string; value: string }>): LocalizedText =>
  list.map((entry) => ({ language: entry.language as Language, value: entry.value.trim() })).filter((entry) => entry.value);

export const textIn = (list: ReadonlyArray<{ language: string; value: string }> | undefined, language: Language) => list?.find((entry) => entry.language === language)?.value ?? '';

interface LocalizedFieldProps {
  label: string;
  value: LocalizedText | undefined;
  language: Language;
  onChange: (value: LocalizedText) => void;
  multiline?: boolean;
  error?: string;
  readOnly?: boolean;
  description?: string;
}

/**
 * One text in the language being edited. Empty, it shows what readers of that language see
 * instead (English, or any language written) as its placeholder.
 */
export function LocalizedField({ label, value, language, onChange, multiline, error, readOnly, description }: LocalizedFieldProps) {
  const current = textIn(value, language);
  const props = {
    label,
    description,
    value: current,
    placeholder: pickLabel(value, language) ?? '',
    error,
    readOnly,
    dir: 'auto',
    lang: language,
    onChange: (event: { currentTarget: { value: string } }) => onChange(withText(value, language, event.currentTarget.value)),
  };
  return multiline ? <Textarea autosize minRows={2} maxRows={8} {...props} /> : <TextInput {...props} />;
}
