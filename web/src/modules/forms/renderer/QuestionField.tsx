import { type ReactNode, Suspense } from 'react';
import { Box, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type AnswerValue, MULTI_CHOICE_TYPES, type Question, SINGLE_CHOICE_TYPES, allOptions, writeInKey } from '@seedbed/contracts/forms';
import { useFiller } from './fillerContext';
import { autoDirection } from './inputs/common';
import { optionLabel, textIn } from './labels';
import { AddressAnswer } from './inputs/AddressAnswer';
import { ChoiceAnswer } from './inputs/ChoiceAnswer';
import { ConsentAnswer } from './inputs/ConsentAnswer';
import { DateAnswer } from './inputs/DateAnswer';
import { FileAnswer } from './inputs/FileAnswer';
import { MatrixAnswer } from './inputs/MatrixAnswer';
import { CalculatedAnswer, CurrencyAnswer, NumberAnswer } from './inputs/NumberAnswer';
import { PrintAnswer } from './inputs/PrintAnswer';
import { RankingAnswer } from './inputs/RankingAnswer';
import { NpsAnswer, RatingAnswer, ScaleAnswer } from './inputs/ScaleAnswer';
import { TableAnswer } from './inputs/TableAnswer';
import { SignatureAnswer, TextAnswer } from './inputs/TextAnswer';
import { TreeMultiAnswer, TreeSingleAnswer } from './inputs/TreeAnswer';
import type { AnswerInputProps, CellErrors } from './inputs/types';
import classes from './renderer.module.css';

const WRITE_IN_TYPES = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES.filter((type) => type !== 'ranking')];

/** The write-in option the answer chose, if any ("Other: …"). */
function chosenWriteIn(question: Question, value: unknown) {
  if (!WRITE_IN_TYPES.includes(question.questionType)) return undefined;
  const chosen = new Set(Array.isArray(value) ? value : [value]);
  return allOptions(question.options).find((option) => option.isWriteIn && chosen.has(option.value));
}

function Label({ text, required }: { text: string; required: boolean }) {
  const { t } = useFiller();
  return (
    <>
      <span dir="auto">{text}</span>
      {required ? null : (
        <Text span c="dimmed" fz="inherit" fw="normal">
          {' '}
          {t('validation:optional')}
        </Text>
      )}
    </>
  );
}

function Answer(props: AnswerInputProps & { computed?: number | null; cellErrors?: CellErrors }) {
  const { computed, cellErrors, ...input } = props;
  switch (props.question.questionType) {
    case 'text':
    case 'text_long':
    case 'text_link':
    case 'phone':
      return <TextAnswer {...input} />;
    case 'signature':
      return <SignatureAnswer {...input} />;
    case 'number':
      return <NumberAnswer {...input} />;
    case 'currency':
      return <CurrencyAnswer {...input} />;
    case 'calculated':
      return <CalculatedAnswer {...input} computed={computed} />;
    case 'number_scale':
      return <ScaleAnswer {...input} />;
    case 'nps':
      return <NpsAnswer {...input} />;
    case 'rating':
      return <RatingAnswer {...input} />;
    case 'date':
      return <DateAnswer {...input} />;
    case 'select_radio':
    case 'select_checkbox':
    case 'select_dropdown':
    case 'select_multi_dropdown':
      return <ChoiceAnswer {...input} />;
    case 'tree_single':
      return <TreeSingleAnswer {...input} />;
    case 'tree_multi':
      return <TreeMultiAnswer {...input} />;
    case 'ranking':
      return <RankingAnswer {...input} />;
    case 'matrix':
      return <MatrixAnswer {...input} />;
    case 'table':
      return <TableAnswer {...input} cellErrors={cellErrors} />;
    case 'file':
    case 'video':
      return <FileAnswer {...input} />;
    case 'consent':
      return <ConsentAnswer {...input} />;
    case 'address':
      return <AddressAnswer {...input} />;
    default:
      return null;
  }
}

export interface QuestionFieldProps {
  /** The question as answered (a custom field resolved); its _id is the form question's. */
  question: Question;
  required: boolean;
  answers: Readonly<Record<string, unknown>>;
  /** A calculated question's value. */
  computed?: number | null;
  error?: string;
  writeInError?: string;
  cellErrors?: CellErrors;
  print: boolean;
  onAnswer: (key: string, value: AnswerValue) => void;
  onTouch: (key: string) => void;
}

/** One question: its label, description and answer input (or, printed, its answer on paper). */
export function QuestionField({ question, required, answers, computed, error, writeInError, cellErrors, print, onAnswer, onTouch }: QuestionFieldProps) {
  const { language, t } = useFiller();
  const id = question._id;
  const inputId = `answer-${id}`;
  const labelText = textIn(question.label, language);
  const descriptionText = textIn(question.description, language);
  const description: ReactNode = descriptionText ? <span style={{ whiteSpace: 'pre-line' }}>{descriptionText}</span> : undefined;
  const value = answers[id];

  if (print) {
    return (
      <Box className={classes.question} data-question-id={id}>
        <Text fw={600} size="sm">
          <Label text={labelText} required={required} />
          {required ? ' *' : ''}
        </Text>
        {descriptionText ? (
          <Text size="xs" c="dimmed" mb={4} style={{ whiteSpace: 'pre-line' }}>
            {descriptionText}
          </Text>
        ) : null}
        <Box mt={6}>
          <PrintAnswer question={question} value={value} answers={answers} computed={computed} />
        </Box>
      </Box>
    );
  }

  const writeIn = chosenWriteIn(question, value);
  const writeInValue = answers[writeInKey(id)];
  return (
    <Stack gap="xs" className={classes.question} data-question-id={id}>
      <Suspense fallback={<Skeleton height={60} />}>
        <Answer
          question={question}
          inputId={inputId}
          label={<Label text={labelText} required={required} />}
          labelText={labelText}
          description={description}
          required={required}
          error={error}
          value={value}
          onChange={(next) => onAnswer(id, next)}
          onBlur={() => onTouch(id)}
          computed={computed}
          cellErrors={cellErrors}
        />
      </Suspense>
      {writeIn ? (
        <TextInput
          id={`${inputId}-other`}
          className={classes.writeIn}
          ref={autoDirection}
          label={t('forms:renderer.writeIn', { option: optionLabel(writeIn, language) })}
          withAsterisk={required}
          aria-required={required || undefined}
          value={typeof writeInValue === 'string' ? writeInValue : ''}
          onChange={(event) => onAnswer(writeInKey(id), event.currentTarget.value)}
          onBlur={() => onTouch(writeInKey(id))}
          error={writeInError}
        />
      ) : null}
    </Stack>
  );
}
