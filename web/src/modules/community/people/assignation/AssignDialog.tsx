import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { showSuccess } from '../../../../ui/feedback/notify';
import { ASSIGN_PEOPLE, SUGGESTED_MENTORS } from '../graphql';
import { assignmentProblem, suggestionHint, type PersonWithStartups, type StartupChip } from './assignation';
import { StartupsField } from './StartupsField';
import { problemText, useNameList } from './texts';

interface AssignDialogProps {
  opened: boolean;
  people: readonly PersonWithStartups[];
  onClose: () => void;
  onAssigned: (startups: StartupChip[]) => void;
}

/** "Assign to startups": every selected person on every startup chosen, in one request. */
export function AssignDialog({ opened, people, onClose, onAssigned }: AssignDialogProps) {
  const { t } = useTranslation('communityPeople');
  const errorMessage = useErrorMessage();
  const names = useNameList();
  const [startups, setStartups] = useState<StartupChip[]>([]);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [assign, assigning] = useMutation(ASSIGN_PEOPLE, { context: { showsOwnError: true } });
  useEffect(() => {
    if (!opened) return;
    setStartups([]);
    setTried(false);
    setFailure(null);
  }, [opened]);

  const problem = assignmentProblem(people.length, startups.length);
  // Asked only when one startup is chosen: its best matches, said beside the people chosen.
  const single = startups.length === 1 ? startups[0] : null;
  const suggestions = useQuery(SUGGESTED_MENTORS, { variables: { startupId: single?._id ?? '' }, skip: !opened || !single, context: { showsOwnError: true } });
  const hint = useMemo(
    () =>
      suggestionHint(
        (suggestions.data?.mentorSuggestions ?? []).map((s) => s.mentor),
        new Set(people.map((p) => p._id)),
      ),
    [suggestions.data, people],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setFailure(null);
    try {
      const { data } = await assign({ variables: { mentorIds: people.map((p) => p._id), startupIds: startups.map((s) => s._id) } });
      const added = data?.assignPeople ?? 0;
      onAssigned(startups);
      showSuccess(added ? t('assign.done', { count: added }) : t('assign.nothingNew'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  // Missing startups are said once the person tries; a limit passed is said at once.
  const shownProblem = problem && (tried || problem.key !== 'chooseStartups') ? problemText(t, problem) : undefined;
  return (
    <Dialog opened={opened} onClose={onClose} dirty={startups.length > 0} title={t('assign.title', { count: people.length })} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm">{t('assign.people', { names: names(people.map((p) => p.fullName)), count: people.length })}</Text>
          <StartupsField label={t('assign.startups')} value={startups} onChange={setStartups} error={shownProblem} />
          {single && (hint.chosen.length > 0 || hint.others.length > 0) && (
            <Alert variant="light" color="yellow" icon={<IconBulb size={18} aria-hidden />} aria-live="polite">
              <Stack gap={4}>
                {hint.chosen.length > 0 && <Text size="sm">{t('assign.hintChosen', { startup: single.name, names: names(hint.chosen), count: hint.chosen.length })}</Text>}
                {hint.others.length > 0 && <Text size="sm">{t('assign.hintOthers', { startup: single.name, names: names(hint.others), count: hint.others.length })}</Text>}
              </Stack>
            </Alert>
          )}
          {!problem && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('assign.pairs', { count: people.length * startups.length })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={assigning.loading}>
              {t('assign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
