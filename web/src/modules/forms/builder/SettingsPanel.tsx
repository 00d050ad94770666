import { Alert, Button, Divider, Group, List, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LAYOUT_TYPES, type Question } from '@seedbed/contracts/forms';
import type { FormProblem } from '@seedbed/contracts/forms-logic';
import type { Language } from '@seedbed/contracts/languages';
import type { FieldIssue } from '@seedbed/contracts/schemas';
import { LogicEditor } from './LogicEditor';
import { issueText, problemMessage, questionName } from './problems';
import { TYPE_ICONS } from './questionTypes';
import { LocalizedField } from './settings/LocalizedField';
import { TypeSettings, type BuilderFlags } from './settings/TypeSettings';
import type { ServerErrors } from './useBuilderDraft';

interface SettingsPanelProps {
  question: Question;
  questions: readonly Question[];
  /** The question's shape, checked as the server will (questionShapeIssues): each message on the field it concerns. */
  issues: readonly FieldIssue[];
  language: Language;
  flags: BuilderFlags;
  readOnly: boolean;
  /** The form is a quiz: choice questions carry the answer key. */
  quiz?: boolean;
  /** What the form's checks find wrong with this question. */
  problems: readonly FormProblem[];
  serverErrors?: ServerErrors;
  /** Not saved: something about it must be fixed first. */
  blocked: boolean;
  onChange: (update: (question: Question) => Question) => void;
  onDelete: () => void;
}

/** The fields a message's `{{field}}` names, by the first part of its path. */
const FIELD_LABELS: Record<string, string> = { label: 'builder.settings.label', description: 'builder.settings.description', formula: 'builder.formula.label' };

/** The selected question's settings: its texts per language, whether it is required, its type's settings, its logic. */
export function SettingsPanel({ question, questions, issues, language, flags, readOnly, quiz, problems, serverErrors, blocked, onChange, onDelete }: SettingsPanelProps) {
  const { t } = useTranslation('forms');
  const tf = t as unknown as TFunction;
  const type = question.questionType;
  const Icon = TYPE_ICONS[type];
  const layout = LAYOUT_TYPES.includes(type);
  const name = (id: string) => questionName(questions, id, language);

  const errorOf = (field: string) => {
    const issue = issues.find((i) => i.field === field || i.field.startsWith(`${field}.`));
    if (issue) return issueText(tf, issue, t(FIELD_LABELS[field.split('.')[0]] ?? 'builder.settings.thisField'));
    const server = Object.entries(serverErrors?.fields ?? {}).find(([path]) => path === field || path.startsWith(`${field}.`));
    return server?.[1];
  };
  // A refusal of the whole question (no field) and the form's problems with it are listed at the top.
  const shapeIssues = issues.filter((issue) => issue.field === 'input');
  const messages = [
    ...shapeIssues.map((issue) => issueText(tf, issue, t('builder.settings.label'))),
    ...problems.map((problem) => problemMessage(tf, problem.key, problem.params, name)),
    ...(serverErrors?.general ?? []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {t('builder.settings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`builder.types.${type}`)}
            </Text>
          </div>
        </Group>
        {!readOnly && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onDelete}>
            {t('builder.question.delete')}
          </Button>
        )}
      </Group>
      {messages.length > 0 && (
        <Alert color={blocked ? 'red' : 'yellow'} variant="light" title={blocked ? t('builder.settings.notSaved') : t('builder.settings.toFix')}>
          <List size="sm" spacing={2}>
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <LocalizedField
        label={type === 'paragraph' ? t('builder.settings.titleOptional') : t('builder.settings.label')}
        value={question.label}
        language={language}
        readOnly={readOnly}
        multiline={!layout}
        error={errorOf('label')}
        onChange={(label) => onChange((q) => ({ ...q, label }))}
      />
      <LocalizedField
        label={type === 'paragraph' ? t('builder.settings.text') : t('builder.settings.description')}
        value={question.description}
        language={language}
        readOnly={readOnly}
        multiline
        error={errorOf('description')}
        onChange={(description) => onChange((q) => ({ ...q, description }))}
      />
      {!layout && type !== 'calculated' && (
        <Switch
          label={t('builder.settings.required')}
          checked={!!question.validations?.required}
          disabled={readOnly}
          onChange={(event) => {
            const required = event.currentTarget.checked;
            onChange((q) => ({ ...q, validations: { ...q.validations, required } }));
          }}
        />
      )}
      <TypeSettings question={question} questions={questions} language={language} flags={flags} readOnly={readOnly} quiz={quiz} onChange={onChange} errorOf={errorOf} />
      <Divider />
      <LogicEditor question={question} questions={questions} language={language} readOnly={readOnly} onChange={(dependency) => onChange((q) => ({ ...q, dependency }))} />
    </Stack>
  );
}
