import { Alert, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MULTI_CHOICE_TYPES, OPTION_TYPES, SINGLE_CHOICE_TYPES, TREE_DEPTH_MAX, TREE_TYPES, type Question, type QuestionType } from '@seedbed/contracts/forms';
import type { Language } from '@seedbed/contracts/languages';
import { ColumnsEditor } from './ColumnsEditor';
import { FormulaField } from './FormulaField';
import { LocalizedField } from './LocalizedField';
import { OptionsEditor, type AnswerKeyMode } from './OptionsEditor';
import { ValidationFields, hasValidationFields } from './ValidationFields';

/** Plan flags that decide what the builder offers (forms service `withinPlan`). */
export interface BuilderFlags {
  qNumericalChoice: boolean;
  qUserAddRow: boolean;
  qVideo: boolean;
}

const WRITE_IN_TYPES: readonly QuestionType[] = ['select_radio', 'select_checkbox', 'select_dropdown', 'select_multi_dropdown'];
const SCALE_TYPES: readonly QuestionType[] = ['number_scale', 'rating'];

/** The questions a quiz grades (contracts/courses.ts gradeQuiz): choices, one or several; a ranking or a matrix is not graded. */
const answerKeyOf = (type: QuestionType): AnswerKeyMode | undefined =>
  SINGLE_CHOICE_TYPES.includes(type) ? 'single' : MULTI_CHOICE_TYPES.includes(type) && type !== 'ranking' ? 'multiple' : undefined;

interface TypeSettingsProps {
  question: Question;
  questions: readonly Question[];
  language: Language;
  flags: BuilderFlags;
  readOnly?: boolean;
  /** The form is a quiz: its choice questions carry the answer key. */
  quiz?: boolean;
  onChange: (update: (question: Question) => Question) => void;
  /** The message for a field ('options', 'scale', 'validations.min'), from the checks or the server. */
  errorOf: (field: string) => string | undefined;
}

/** The settings only some types have: options, levels, scale, columns and rows, formula, answer checks. */
export function TypeSettings({ question, questions, language, flags, readOnly, quiz, onChange, errorOf }: TypeSettingsProps) {
  const { t } = useTranslation('forms');
  const type = question.questionType;
  const isTree = TREE_TYPES.includes(type);
  const depth = isTree ? Math.min(question.optionsDepth ?? TREE_DEPTH_MAX, TREE_DEPTH_MAX) : 1;
  const scale = question.scale ?? { min: 1, max: 5 };
  const setScale = (changes: Partial<NonNullable<Question['scale']>>) => onChange((q) => ({ ...q, scale: { ...scale, ...q.scale, ...changes } }));
  return (
    <Stack gap="md">
      {type === 'video' && !flags.qVideo && (
        <Alert color="yellow" variant="light">
          {t('builder.settings.videoPlan')}
        </Alert>
      )}
      {isTree && (
        <NumberInput
          label={t('builder.options.depth')}
          description={t('builder.options.depthHelp', { max: TREE_DEPTH_MAX })}
          value={depth}
          min={1}
          max={TREE_DEPTH_MAX}
          allowDecimal={false}
          dir="ltr"
          readOnly={readOnly}
          error={errorOf('optionsDepth')}
          onChange={(value) => typeof value === 'number' && onChange((q) => ({ ...q, optionsDepth: value }))}
        />
      )}
      {type === 'matrix' && (
        <OptionsEditor
          title={t('builder.matrix.rows')}
          options={question.rows ?? []}
          onChange={(rows) => onChange((q) => ({ ...q, rows }))}
          language={language}
          readOnly={readOnly}
          newLabel={(n) => t('builder.matrix.newRow', { n })}
          error={errorOf('rows')}
        />
      )}
      {OPTION_TYPES.includes(type) && (
        <OptionsEditor
          title={type === 'matrix' ? t('builder.matrix.columns') : t('builder.options.title')}
          options={question.options}
          onChange={(options) => onChange((q) => ({ ...q, options }))}
          language={language}
          readOnly={readOnly}
          depth={depth}
          writeIn={WRITE_IN_TYPES.includes(type)}
          numerical={flags.qNumericalChoice && type !== 'ranking'}
          answerKey={quiz ? answerKeyOf(type) : undefined}
          error={errorOf('options')}
        />
      )}
      {SCALE_TYPES.includes(type) && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('builder.scale.title')}
          </Text>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('builder.scale.min')}
              value={scale.min}
              min={-10}
              max={10}
              allowDecimal={false}
              dir="ltr"
              readOnly={readOnly}
              onChange={(value) => typeof value === 'number' && setScale({ min: value })}
            />
            <NumberInput
              label={t('builder.scale.max')}
              value={scale.max}
              min={-10}
              max={100}
              allowDecimal={false}
              dir="ltr"
              readOnly={readOnly}
              onChange={(value) => typeof value === 'number' && setScale({ max: value })}
            />
          </Group>
          {errorOf('scale') && (
            <Text size="sm" c="red" role="alert">
              {errorOf('scale')}
            </Text>
          )}
          <LocalizedField label={t('builder.scale.minLabel')} value={scale.minLabel} language={language} readOnly={readOnly} onChange={(minLabel) => setScale({ minLabel })} />
          <LocalizedField label={t('builder.scale.maxLabel')} value={scale.maxLabel} language={language} readOnly={readOnly} onChange={(maxLabel) => setScale({ maxLabel })} />
        </Stack>
      )}
      {type === 'table' && (
        <>
          <ColumnsEditor
            columns={question.columns ?? []}
            onChange={(columns) => onChange((q) => ({ ...q, columns }))}
            language={language}
            readOnly={readOnly}
            error={errorOf('columns')}
          />
          {flags.qUserAddRow && (
            <Switch
              label={t('builder.table.userAddRow')}
              checked={!!question.userAddRow}
              disabled={readOnly}
              onChange={(event) => {
                const userAddRow = event.currentTarget.checked;
                onChange((q) => ({ ...q, userAddRow }));
              }}
            />
          )}
        </>
      )}
      {type === 'calculated' && (
        <FormulaField
          question={question}
          questions={questions}
          language={language}
          readOnly={readOnly}
          error={errorOf('formula')}
          onChange={(formula) => onChange((q) => ({ ...q, formula }))}
        />
      )}
      {hasValidationFields(type) && (
        <ValidationFields question={question} readOnly={readOnly} errorOf={errorOf} onChange={(validations) => onChange((q) => ({ ...q, validations }))} />
      )}
    </Stack>
  );
}
