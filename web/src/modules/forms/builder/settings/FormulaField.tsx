import { useRef } from 'react';
import { Badge, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORMULA_MAX_LENGTH, type Question } from '@seedbed/contracts/forms';
import { isNumericSource } from '@seedbed/contracts/forms-formula';
import type { Language } from '@seedbed/contracts/languages';
import { questionName } from '../problems';

interface FormulaFieldProps {
  question: Question;
  questions: readonly Question[];
  language: Language;
  onChange: (formula: string) => void;
  readOnly?: boolean;
  error?: string;
}

/**
 * A calculated question's formula. The questions it may read are listed under it; choosing one
 * inserts its reference where the cursor stands, so nobody types an id.
 */
export function FormulaField({ question, questions, language, onChange, readOnly, error }: FormulaFieldProps) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const formula = question.formula ?? '';
  const sources = questions.filter((q) => q._id !== question._id && isNumericSource(q.questionType));
  const referenced = new Map(sources.map((q) => [q._id, questionName(questions, q._id, language)]));

  const insert = (id: string) => {
    const element = input.current;
    const start = element?.selectionStart ?? formula.length;
    const end = element?.selectionEnd ?? formula.length;
    const reference = `{${id}}`;
    onChange(formula.slice(0, start) + reference + formula.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + reference.length, start + reference.length);
    });
  };

  return (
    <Stack gap={6}>
      <TextInput
        ref={input}
        label={t('builder.formula.label')}
        description={t('builder.formula.help')}
        value={formula}
        maxLength={FORMULA_MAX_LENGTH}
        dir="ltr"
        ff="monospace"
        readOnly={readOnly}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {formula && referenced.size > 0 && (
        <Text size="xs" c="dimmed">
          {formula.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, id: string) => (referenced.has(id) ? `[${referenced.get(id)}]` : whole))}
        </Text>
      )}
      {!readOnly && (
        <Stack gap={4}>
          <Text size="sm">{t('builder.formula.insert')}</Text>
          {sources.length ? (
            <Group gap={6}>
              {sources.map((source) => (
                <UnstyledButton key={source._id} onClick={() => insert(source._id)} aria-label={t('builder.formula.insertNamed', { name: referenced.get(source._id) })}>
                  <Badge variant="light" style={{ cursor: 'pointer', textTransform: 'none' }}>
                    {referenced.get(source._id)}
                  </Badge>
                </UnstyledButton>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('builder.formula.noSources')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
