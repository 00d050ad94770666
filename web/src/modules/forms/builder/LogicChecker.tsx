import { Anchor, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Question } from '@seedbed/contracts/forms';
import type { FormProblem } from '@seedbed/contracts/forms-logic';
import type { Language } from '@seedbed/contracts/languages';
import { problemMessage, questionName } from './problems';

interface LogicCheckerProps {
  questions: readonly Question[];
  /** formProblems and logicReport of the draft. */
  problems: readonly FormProblem[];
  language: Language;
  onOpen: (questionId: string) => void;
}

/** The logic checker: what is wrong with the form, and questions no answers can ever show, each leading to its question. */
export function LogicChecker({ questions, problems, language, onOpen }: LogicCheckerProps) {
  const { t } = useTranslation('forms');
  const name = (id: string) => questionName(questions, id, language);
  return (
    <Stack gap="xs" component="section" aria-labelledby="logic-checker-title">
      <Text fw={600} size="sm" id="logic-checker-title">
        {t('builder.checker.title')}
      </Text>
      {problems.length === 0 ? (
        <Group gap={6} wrap="nowrap">
          <ThemeIcon color="teal" variant="light" size="sm" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
          <Text size="sm">{t('builder.checker.clean')}</Text>
        </Group>
      ) : (
        <List size="sm" spacing={4} icon={<IconAlertTriangle size={14} color="var(--mantine-color-yellow-filled)" aria-hidden />}>
          {problems.map((problem) => (
            <List.Item key={`${problem.questionId}:${problem.key}:${JSON.stringify(problem.params ?? {})}`}>
              <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onOpen(problem.questionId)} dir="auto">
                {name(problem.questionId)}
              </Anchor>
              <Text span size="sm">
                {' — '}
                {problemMessage(t as unknown as TFunction, problem.key, problem.params, name)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
