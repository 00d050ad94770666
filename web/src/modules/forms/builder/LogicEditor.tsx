import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, MultiSelect, NumberInput, Paper, SegmentedControl, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBraces, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  CONDITION_OPERATORS,
  DEPENDENCY_ACTIONS,
  LOGIC_NESTING_MAX,
  MULTI_CHOICE_TYPES,
  NUMERIC_TYPES,
  OPTION_TYPES,
  STATEMENTS_MAX,
  allOptions,
  isLayout,
  type ConditionOperator,
  type Dependency,
  type DependencyAction,
  type DependencyStatement,
  type LogicOperator,
  type Question,
} from '@seedbed/contracts/forms';
import { formProblems } from '@seedbed/contracts/forms-problems';
import { pickLabel, type Language } from '@seedbed/contracts/languages';
import { problemMessage, questionName } from './problems';

interface LogicEditorProps {
  question: Question;
  questions: readonly Question[];
  language: Language;
  readOnly?: boolean;
  onChange: (dependency: Dependency | null) => void;
}

const isGroup = (statement: DependencyStatement) => Array.isArray(statement.statements);

/** The conditions that make sense for what a question's answer is. */
function operatorsFor(target: Question | undefined): readonly ConditionOperator[] {
  if (!target) return CONDITION_OPERATORS;
  if (NUMERIC_TYPES.includes(target.questionType)) return ['equals', 'not_equals', 'greater_than', 'less_than', 'is_empty', 'is_not_empty'];
  if (target.questionType === 'consent') return ['equals', 'is_empty', 'is_not_empty'];
  return ['equals', 'not_equals', 'contains', 'is_empty', 'is_not_empty'];
}

const takesValues = (operator: DependencyStatement['operator']) => operator !== 'is_empty' && operator !== 'is_not_empty';

/**
 * A question's logic: show, hide or require it when statements over other answers hold,
 * combined with AND or OR, in groups nested at most LOGIC_NESTING_MAX deep. A change that would
 * close a loop (this question read by one it reads) is refused and said so.
 */
export function LogicEditor({ question, questions, language, readOnly, onChange }: LogicEditorProps) {
  const { t } = useTranslation('forms');
  const [refusal, setRefusal] = useState<string | null>(null);
  const dependency: Dependency = question.dependency ?? { operator: 'AND', statements: [] };
  const index = questions.findIndex((q) => q._id === question._id);
  const targets = questions.filter((q) => q._id !== question._id && !isLayout(q));
  const name = (id: string) => questionName(questions, id, language);

  const cycleOf = (candidate: Dependency | null) => {
    const form = questions.map((q) => (q._id === question._id ? { ...q, dependency: candidate } : q));
    return formProblems(form).find((problem) => problem.key === 'forms.logicCycle');
  };

  const commit = (next: Dependency) => {
    const candidate = next.statements.length ? next : null;
    const cycle = cycleOf(candidate);
    if (cycle) {
      setRefusal(problemMessage(t as unknown as TFunction, cycle.key, cycle.params, name));
      return;
    }
    setRefusal(null);
    onChange(candidate);
  };

  /** A new condition reads the nearest earlier question whose answer it may read without a loop. */
  const newCondition = (action: DependencyAction): DependencyStatement => {
    const earlier = targets.filter((q) => questions.indexOf(q) < index).reverse();
    const later = targets.filter((q) => questions.indexOf(q) > index);
    const safe = [...earlier, ...later].find((q) => !cycleOf({ operator: 'AND', statements: [...dependency.statements, { action, questionId: q._id, operator: 'is_not_empty' }] }));
    const target = safe ?? earlier[0] ?? later[0];
    return { action, questionId: target?._id ?? null, operator: target && OPTION_TYPES.includes(target.questionType) ? 'equals' : 'is_not_empty', values: [] };
  };

  const setStatements = (statements: DependencyStatement[]) => commit({ ...dependency, statements });

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('builder.logic.title')}
      </Text>
      {!dependency.statements.length && (
        <Text size="sm" c="dimmed">
          {t('builder.logic.none')}
        </Text>
      )}
      {dependency.statements.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" id={`logic-operator-${question._id}`}>
            {t('builder.logic.combine')}
          </Text>
          <SegmentedControl
            aria-labelledby={`logic-operator-${question._id}`}
            size="xs"
            readOnly={readOnly}
            value={dependency.operator}
            data={[
              { value: 'AND', label: t('builder.logic.all') },
              { value: 'OR', label: t('builder.logic.any') },
            ]}
            onChange={(operator) => commit({ ...dependency, operator: operator as LogicOperator })}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      )}
      {refusal && (
        <Alert color="red" variant="light" role="alert" title={t('builder.logic.refused')}>
          {refusal}
        </Alert>
      )}
      <Statements
        statements={dependency.statements}
        depth={1}
        targets={targets}
        name={name}
        language={language}
        readOnly={readOnly}
        t={t as unknown as TFunction}
        onChange={setStatements}
        newCondition={newCondition}
      />
      {!targets.length && (
        <Text size="sm" c="dimmed">
          {t('builder.logic.noTargets')}
        </Text>
      )}
    </Stack>
  );
}

interface StatementsProps {
  statements: DependencyStatement[];
  /** The level these statements are at: 1 for the question's own. */
  depth: number;
  /** Inside a group, the action of the group's top statement (children's own are ignored). */
  groupAction?: DependencyAction;
  targets: readonly Question[];
  name: (id: string) => string;
  language: Language;
  readOnly?: boolean;
  t: TFunction;
  onChange: (statements: DependencyStatement[]) => void;
  newCondition: (action: DependencyAction) => DependencyStatement;
}

function Statements(props: StatementsProps) {
  const { statements, depth, groupAction, targets, readOnly, t, onChange, newCondition } = props;
  const set = (index: number, statement: DependencyStatement) => onChange(statements.map((s, i) => (i === index ? statement : s)));
  const remove = (index: number) => onChange(statements.filter((_, i) => i !== index));
  const action = groupAction ?? 'show';
  const full = statements.length >= STATEMENTS_MAX;
  return (
    <Stack gap="xs">
      {statements.map((statement, index) => (
        // Statements have no id of their own: their place is what the person sees.
        <Paper key={index} withBorder p="xs" radius="sm">
          {isGroup(statement) ? (
            <GroupStatement {...props} statement={statement} index={index} onStatementChange={(s) => set(index, s)} onRemove={() => remove(index)} />
          ) : (
            <Condition {...props} statement={statement} index={index} onStatementChange={(s) => set(index, s)} onRemove={() => remove(index)} />
          )}
        </Paper>
      ))}
      {!readOnly && targets.length > 0 && (
        <Group gap="xs">
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={full} onClick={() => onChange([...statements, newCondition(action)])}>
            {t('builder.logic.addCondition')}
          </Button>
          {depth < LOGIC_NESTING_MAX && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconBraces size={14} />}
              disabled={full}
              onClick={() => onChange([...statements, { action, operator: 'AND', statements: [newCondition(action)] }])}
            >
              {t('builder.logic.addGroup')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

interface StatementProps extends StatementsProps {
  statement: DependencyStatement;
  index: number;
  onStatementChange: (statement: DependencyStatement) => void;
  onRemove: () => void;
}

function ActionSelect({ statement, readOnly, t, onStatementChange }: StatementProps) {
  return (
    <Select
      size="xs"
      w={140}
      label={t('builder.logic.action')}
      data={DEPENDENCY_ACTIONS.map((action) => ({ value: action, label: t(`builder.logic.actions.${action}`) }))}
      value={statement.action}
      allowDeselect={false}
      readOnly={readOnly}
      onChange={(action) => action && onStatementChange({ ...statement, action: action as DependencyAction })}
    />
  );
}

function RemoveButton({ readOnly, onRemove, label }: StatementProps & { label: string }) {
  if (readOnly) return null;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function GroupStatement(props: StatementProps) {
  const { statement, depth, groupAction, t, readOnly, onStatementChange } = props;
  const action = groupAction ?? statement.action;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        {!groupAction && <ActionSelect {...props} />}
        <SegmentedControl
          size="xs"
          aria-label={t('builder.logic.combine')}
          readOnly={readOnly}
          value={statement.operator}
          data={[
            { value: 'AND', label: t('builder.logic.all') },
            { value: 'OR', label: t('builder.logic.any') },
          ]}
          onChange={(operator) => onStatementChange({ ...statement, operator: operator as LogicOperator })}
        />
        <RemoveButton {...props} label={t('builder.logic.removeGroup')} />
      </Group>
      <div style={{ paddingInlineStart: 'var(--mantine-spacing-md)', borderInlineStart: '2px solid var(--mantine-color-blue-light-color)' }}>
        <Statements
          {...props}
          statements={statement.statements ?? []}
          depth={depth + 1}
          groupAction={action}
          onChange={(statements) => onStatementChange({ ...statement, action, statements })}
        />
      </div>
    </Stack>
  );
}

function Condition(props: StatementProps) {
  const { statement, groupAction, targets, name, language, readOnly, t, onStatementChange } = props;
  const target = targets.find((q) => q._id === statement.questionId);
  const operators = operatorsFor(target);
  const operator = statement.operator as ConditionOperator;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {!groupAction && <ActionSelect {...props} />}
      <Select
        size="xs"
        style={{ flex: '1 1 180px' }}
        label={t('builder.logic.question')}
        placeholder={t('builder.logic.chooseQuestion')}
        data={targets.map((q) => ({ value: q._id, label: name(q._id) }))}
        value={target ? target._id : null}
        searchable
        allowDeselect={false}
        readOnly={readOnly}
        onChange={(questionId) => {
          const next = targets.find((q) => q._id === questionId);
          const kept = operatorsFor(next).includes(operator) ? operator : 'is_not_empty';
          onStatementChange({ ...statement, questionId, operator: kept, values: [] });
        }}
      />
      <Select
        size="xs"
        w={150}
        label={t('builder.logic.operator')}
        data={operators.map((value) => ({ value, label: t(`builder.logic.operators.${value}`) }))}
        value={operators.includes(operator) ? operator : null}
        allowDeselect={false}
        readOnly={readOnly}
        onChange={(value) =>
          value && onStatementChange({ ...statement, operator: value as ConditionOperator, values: takesValues(value as ConditionOperator) ? statement.values : [] })
        }
      />
      {takesValues(operator) && (
        <ValuesInput
          target={target}
          operator={operator}
          values={statement.values ?? []}
          language={language}
          readOnly={readOnly}
          t={t}
          onChange={(values) => onStatementChange({ ...statement, values })}
        />
      )}
      <RemoveButton {...props} label={t('builder.logic.removeCondition')} />
    </Group>
  );
}

interface ValuesInputProps {
  target: Question | undefined;
  operator: ConditionOperator;
  values: string[];
  language: Language;
  readOnly?: boolean;
  t: TFunction;
  onChange: (values: string[]) => void;
}

/** What a condition compares the answer with: an option (or several) of a choice, a number, a yes or no, or a text. */
function ValuesInput({ target, operator, values, language, readOnly, t, onChange }: ValuesInputProps) {
  const common = { size: 'xs' as const, style: { flex: '1 1 160px' }, label: t('builder.logic.value'), readOnly };
  if (operator === 'greater_than' || operator === 'less_than' || (target && NUMERIC_TYPES.includes(target.questionType))) {
    return <NumberInput {...common} dir="ltr" value={values[0] ?? ''} onChange={(value) => onChange(value === '' ? [] : [String(value)])} />;
  }
  if (target?.questionType === 'consent') {
    return (
      <Select
        {...common}
        data={[
          { value: 'true', label: t('builder.logic.yes') },
          { value: 'false', label: t('builder.logic.no') },
        ]}
        value={values[0] ?? null}
        onChange={(value) => onChange(value ? [value] : [])}
      />
    );
  }
  if (target && OPTION_TYPES.includes(target.questionType) && target.questionType !== 'matrix') {
    const data = allOptions(target.options).map((option) => ({ value: option.value, label: pickLabel(option.labels, language) || option.value }));
    const several = operator === 'contains' || MULTI_CHOICE_TYPES.includes(target.questionType);
    return several ? (
      <MultiSelect {...common} data={data} value={values} onChange={onChange} />
    ) : (
      <Select {...common} data={data} value={values[0] ?? null} placeholder={t('validation:selectPlaceholder')} onChange={(value) => onChange(value ? [value] : [])} />
    );
  }
  return <TextInput {...common} dir="auto" value={values[0] ?? ''} onChange={(event) => onChange(event.currentTarget.value ? [event.currentTarget.value] : [])} />;
}
