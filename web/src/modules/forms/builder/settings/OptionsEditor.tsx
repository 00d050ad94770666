import { ActionIcon, Box, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconSubtask, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OPTIONS_MAX, type QuestionOption } from '@seedbed/contracts/forms';
import { pickLabel, type Language } from '@seedbed/contracts/languages';
import { newOption } from '../questionTypes';
import { LocalizedField, textIn, withText } from './LocalizedField';

/**
 * A quiz's answer key on a choice question: 'single' where one option is the answer (ticking one
 * unticks the others, as a learner can choose only one), 'multiple' where several may be.
 */
export type AnswerKeyMode = 'single' | 'multiple';

export interface OptionsEditorProps {
  title: string;
  options: QuestionOption[];
  onChange: (options: QuestionOption[]) => void;
  language: Language;
  readOnly?: boolean;
  /** Levels of options (a tree's optionsDepth); 1 for a flat list. */
  depth?: number;
  /** Options may let the person write their own answer. */
  writeIn?: boolean;
  /** Options carry a numerical value (qNumericalChoice). */
  numerical?: boolean;
  /** How a new entry is named: "Option 3", "Row 3". */
  newLabel?: (n: number) => string;
  error?: string;
  /** Quiz forms: each option may be marked correct and carry feedback for whoever chose it. */
  answerKey?: AnswerKeyMode;
}

const moved = <T,>(list: readonly T[], from: number, to: number) => list.toSpliced(from, 1).toSpliced(to, 0, list[from]);

/** The options with `value` marked correct or not; for a single answer, marking one unmarks every other, at any level. */
export function withCorrect(options: readonly QuestionOption[], value: string, correct: boolean, mode: AnswerKeyMode): QuestionOption[] {
  return options.map(({ isCorrect, children, ...option }) => {
    const mark = option.value === value ? correct : mode === 'single' && correct ? false : !!isCorrect;
    return { ...option, ...(mark ? { isCorrect: true } : {}), ...(children ? { children: withCorrect(children, value, correct, mode) } : {}) };
  });
}

/** The options of a choice question (or a matrix's rows): labels, order, and for trees their levels. */
export function OptionsEditor(props: OptionsEditorProps) {
  const { t } = useTranslation('forms');
  const { title, options, onChange, language, readOnly, error } = props;
  const newLabel = props.newLabel ?? ((n: number) => t('builder.options.newOption', { n }));
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      {props.answerKey && (
        <Text size="xs" c="dimmed">
          {props.answerKey === 'single' ? t('builder.quiz.helpSingle') : t('builder.quiz.helpMultiple')}
        </Text>
      )}
      <OptionLevel
        {...props}
        newLabel={newLabel}
        list={options}
        level={1}
        onListChange={onChange}
        onCorrect={(value, correct) => props.answerKey && onChange(withCorrect(options, value, correct, props.answerKey))}
      />
      {!readOnly && options.length < OPTIONS_MAX && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...options, newOption(language, newLabel(options.length + 1))])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('builder.options.add')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

interface LevelProps extends OptionsEditorProps {
  list: QuestionOption[];
  level: number;
  onListChange: (list: QuestionOption[]) => void;
  newLabel: (n: number) => string;
  parentLabel?: string;
  /** Marks an option of the whole list (any level) correct or not. */
  onCorrect: (value: string, correct: boolean) => void;
}

function OptionLevel({ list, level, onListChange, language, readOnly, depth = 1, writeIn, numerical, newLabel, parentLabel, answerKey, onCorrect, ...rest }: LevelProps) {
  const { t } = useTranslation('forms');
  const set = (index: number, option: QuestionOption) => onListChange(list.map((o, i) => (i === index ? option : o)));
  return (
    <Stack gap={6} style={level > 1 ? { paddingInlineStart: 'var(--mantine-spacing-lg)', borderInlineStart: '2px solid var(--mantine-color-default-border)' } : undefined}>
      {list.map((option, index) => {
        const name = pickLabel(option.labels, language) || newLabel(index + 1);
        const position = parentLabel ? t('builder.options.childName', { n: index + 1, parent: parentLabel }) : t('builder.options.name', { n: index + 1 });
        return (
          <Box key={option.value}>
            <Group gap={6} wrap="nowrap" align="center">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={position}
                value={textIn(option.labels, language)}
                placeholder={pickLabel(option.labels, language) ?? ''}
                dir="auto"
                lang={language}
                readOnly={readOnly}
                onChange={(event) => set(index, { ...option, labels: withText(option.labels, language, event.currentTarget.value) })}
              />
              {numerical && (
                <NumberInput
                  w={84}
                  aria-label={t('builder.options.numericalValue', { name })}
                  placeholder={t('builder.options.numericalPlaceholder')}
                  value={option.numericalValue ?? ''}
                  readOnly={readOnly}
                  dir="ltr"
                  onChange={(value) => set(index, { ...option, numericalValue: typeof value === 'number' ? value : null })}
                />
              )}
              {!readOnly && (
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={t('builder.options.moveUp')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('builder.options.moveUpNamed', { name })}
                      disabled={index === 0}
                      onClick={() => onListChange(moved(list, index, index - 1))}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('builder.options.moveDown')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('builder.options.moveDownNamed', { name })}
                      disabled={index === list.length - 1}
                      onClick={() => onListChange(moved(list, index, index + 1))}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Tooltip>
                  {level < depth && (
                    <Tooltip label={t('builder.options.addChild')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('builder.options.addChildNamed', { name })}
                        onClick={() => set(index, { ...option, children: [...(option.children ?? []), newOption(language, newLabel((option.children?.length ?? 0) + 1))] })}
                      >
                        <IconSubtask size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label={t('builder.options.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('builder.options.removeNamed', { name })}
                      onClick={() => onListChange(list.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
            {writeIn && level === 1 && (
              <Checkbox
                mt={4}
                size="xs"
                label={t('builder.options.writeIn')}
                checked={!!option.isWriteIn}
                disabled={readOnly}
                onChange={(event) => set(index, { ...option, isWriteIn: event.currentTarget.checked || undefined })}
              />
            )}
            {answerKey && (
              <AnswerKeyFields
                option={option}
                name={name}
                language={language}
                readOnly={readOnly}
                onCorrect={(correct) => onCorrect(option.value, correct)}
                onFeedback={(feedback) => set(index, { ...option, feedback: feedback.length ? feedback : undefined })}
              />
            )}
            {!!option.children?.length && (
              <Box mt={6}>
                <OptionLevel
                  {...rest}
                  answerKey={answerKey}
                  onCorrect={onCorrect}
                  list={option.children}
                  level={level + 1}
                  depth={depth}
                  language={language}
                  readOnly={readOnly}
                  numerical={numerical}
                  newLabel={newLabel}
                  parentLabel={name}
                  onListChange={(children) => set(index, { ...option, children: children.length ? children : undefined })}
                />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

interface AnswerKeyFieldsProps {
  option: QuestionOption;
  name: string;
  language: Language;
  readOnly?: boolean;
  onCorrect: (correct: boolean) => void;
  onFeedback: (feedback: NonNullable<QuestionOption['feedback']>) => void;
}

/** Under a quiz option: whether it is a right answer, and what a learner who chose it reads once they have answered. */
function AnswerKeyFields({ option, name, language, readOnly, onCorrect, onFeedback }: AnswerKeyFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap={4} mt={4} style={{ paddingInlineStart: 'var(--mantine-spacing-xs)' }}>
      <Checkbox
        size="xs"
        label={t('builder.quiz.correct')}
        aria-label={t('builder.quiz.correctNamed', { name })}
        checked={!!option.isCorrect}
        disabled={readOnly}
        onChange={(event) => onCorrect(event.currentTarget.checked)}
      />
      <LocalizedField label={t('builder.quiz.feedbackNamed', { name })} value={option.feedback} language={language} readOnly={readOnly} onChange={onFeedback} />
    </Stack>
  );
}
