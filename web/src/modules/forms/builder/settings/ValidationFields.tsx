import { Group, NumberInput, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANSWER_TEXT_MAX_LENGTH, FILE_ANSWER_MAX, PATTERN_MAX_LENGTH, type Question, type QuestionType, type QuestionValidations } from '@seedbed/contracts/forms';

/** What `min` and `max` bound for each type that has them (forms.ts QuestionValidations). */
const BOUNDS: Partial<Record<QuestionType, 'value' | 'choices' | 'files' | 'rows'>> = {
  number: 'value',
  currency: 'value',
  select_checkbox: 'choices',
  select_multi_dropdown: 'choices',
  tree_multi: 'choices',
  file: 'files',
  table: 'rows',
};
const LENGTHS: readonly QuestionType[] = ['text', 'text_long'];
const FILE_TYPES: readonly QuestionType[] = ['file', 'video'];

export const hasValidationFields = (type: QuestionType) => type in BOUNDS || LENGTHS.includes(type) || FILE_TYPES.includes(type);

interface ValidationFieldsProps {
  question: Question;
  onChange: (validations: QuestionValidations) => void;
  readOnly?: boolean;
  errorOf: (field: string) => string | undefined;
}

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** The checks a question's answer must pass beyond its type's own: ranges, lengths, a pattern, files. */
export function ValidationFields({ question, onChange, readOnly, errorOf }: ValidationFieldsProps) {
  const { t } = useTranslation('forms');
  const type = question.questionType;
  const validations = question.validations ?? {};
  const set = (changes: Partial<QuestionValidations>) => onChange({ ...validations, ...changes });
  const bounds = BOUNDS[type];
  const whole = bounds !== 'value';
  const range = bounds === 'files' ? { min: 0, max: FILE_ANSWER_MAX } : whole ? { min: 0 } : {};
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('builder.validation.title')}
      </Text>
      {bounds && (
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t(`builder.validation.min.${bounds}`)}
            value={validations.min ?? ''}
            allowDecimal={!whole}
            {...range}
            dir="ltr"
            readOnly={readOnly}
            error={errorOf('validations.min')}
            onChange={(value) => set({ min: numberOrNull(value) })}
          />
          <NumberInput
            label={t(`builder.validation.max.${bounds}`)}
            value={validations.max ?? ''}
            allowDecimal={!whole}
            {...range}
            dir="ltr"
            readOnly={readOnly}
            error={errorOf('validations.max')}
            onChange={(value) => set({ max: numberOrNull(value) })}
          />
        </Group>
      )}
      {LENGTHS.includes(type) && (
        <>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('builder.validation.minLength')}
              value={validations.minLength ?? ''}
              min={0}
              max={ANSWER_TEXT_MAX_LENGTH}
              allowDecimal={false}
              dir="ltr"
              readOnly={readOnly}
              error={errorOf('validations.minLength')}
              onChange={(value) => set({ minLength: numberOrNull(value) })}
            />
            <NumberInput
              label={t('builder.validation.maxLength')}
              value={validations.maxLength ?? ''}
              min={1}
              max={ANSWER_TEXT_MAX_LENGTH}
              allowDecimal={false}
              dir="ltr"
              readOnly={readOnly}
              error={errorOf('validations.maxLength')}
              onChange={(value) => set({ maxLength: numberOrNull(value) })}
            />
          </Group>
          <TextInput
            label={t('builder.validation.pattern')}
            description={t('builder.validation.patternHelp')}
            value={validations.pattern ?? ''}
            maxLength={PATTERN_MAX_LENGTH}
            dir="ltr"
            ff="monospace"
            readOnly={readOnly}
            error={errorOf('validations.pattern')}
            onChange={(event) => set({ pattern: event.currentTarget.value || null })}
          />
          {type === 'text' && (
            <Switch
              label={t('builder.validation.email')}
              checked={!!validations.email}
              disabled={readOnly}
              onChange={(event) => set({ email: event.currentTarget.checked || undefined })}
            />
          )}
        </>
      )}
      {FILE_TYPES.includes(type) && (
        <>
          <TagsInput
            label={t('builder.validation.fileTypes')}
            description={t('builder.validation.fileTypesHelp')}
            value={validations.fileTypes ?? []}
            maxTags={30}
            dir="ltr"
            readOnly={readOnly}
            error={errorOf('validations.fileTypes')}
            onChange={(fileTypes) => set({ fileTypes: fileTypes.map((kind) => kind.trim().toLowerCase().replace(/^\./, '')).filter(Boolean) })}
          />
          <NumberInput
            label={t('builder.validation.maxFileSize')}
            value={validations.maxFileSizeMb ?? ''}
            min={1}
            max={100}
            dir="ltr"
            readOnly={readOnly}
            error={errorOf('validations.maxFileSizeMb')}
            onChange={(value) => set({ maxFileSizeMb: numberOrNull(value) })}
          />
        </>
      )}
    </Stack>
  );
}
