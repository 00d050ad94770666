import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { ASSIGN_EVALUATORS, UNASSIGN_EVALUATOR, type EvaluationItem } from './graphql';

/** Managers add evaluators (a conflict stops the assignment with a reason per person) and take off those who have not evaluated yet. */
export function EvaluatorsPanel({ applicationId, evaluations }: { applicationId: string; evaluations: EvaluationItem[] }) {
  const { t } = useTranslation('evaluations');
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  const [assign, { loading }] = useMutation(ASSIGN_EVALUATORS);
  const [unassign] = useMutation(UNASSIGN_EVALUATOR);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  async function add() {
    setProblems([]);
    try {
      await assign({ variables: { applicationId, userIds: chosen }, context: { showsOwnError: true } });
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error));
      setProblems(fields.length ? fields : [errorMessage(error)]);
      return;
    }
    setChosen([]);
    showSuccess(t('assign.done'));
  }

  async function remove(evaluation: EvaluationItem) {
    const name = evaluation.evaluator?.fullName ?? '';
    if (!(await confirm({ title: t('assign.removeTitle'), message: t('assign.removeMessage', { name }), confirmLabel: t('assign.remove') }))) return;
    await unassign({ variables: { applicationId, userId: evaluation.evaluator?._id ?? '' } });
    showSuccess(t('assign.removed', { name }));
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('assign.title')}
        </Title>
        {evaluations.length ? (
          <Stack gap={4}>
            {evaluations.map((evaluation) => (
              <Group key={evaluation._id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {evaluation.evaluator?.fullName} · {t(`status.${evaluation.status}`)}
                </Text>
                {evaluation.status !== 'submitted' ? (
                  <Tooltip label={t('assign.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('assign.removeNamed', { name: evaluation.evaluator?.fullName ?? '' })}
                      onClick={() => remove(evaluation)}
                    >
                      <IconUserMinus size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('assign.none')}
          </Text>
        )}
        <PeopleMultiPicker label={t('assign.pick')} roleTypes={null} value={chosen} onChange={setChosen} />
        {problems.length ? (
          <Alert color="red" role="alert">
            <Stack gap={2}>
              {problems.map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Group>
          <Button onClick={add} loading={loading} disabled={!chosen.length}>
            {t('assign.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
