import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { showSuccess } from '../../../../ui/feedback/notify';
import { UNASSIGN_PEOPLE } from '../graphql';
import { startupsOfSelection, type PersonWithStartups } from './assignation';
import { useNameList } from './texts';

interface UnassignDialogProps {
  opened: boolean;
  people: readonly PersonWithStartups[];
  onClose: () => void;
  onUnassigned: (startupIds: string[]) => void;
}

/** Takes the selected people off the startups ticked among those they are on. */
export function UnassignDialog({ opened, people, onClose, onUnassigned }: UnassignDialogProps) {
  const { t } = useTranslation('communityPeople');
  const errorMessage = useErrorMessage();
  const names = useNameList();
  const startups = startupsOfSelection(people, new Set(people.map((p) => p._id)));
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unassign, unassigning] = useMutation(UNASSIGN_PEOPLE, { context: { showsOwnError: true } });
  useEffect(() => {
    if (!opened) return;
    setChosen([]);
    setTried(false);
    setFailure(null);
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!chosen.length) return;
    setFailure(null);
    try {
      const { data } = await unassign({ variables: { mentorIds: people.map((p) => p._id), startupIds: chosen } });
      onUnassigned(chosen);
      showSuccess(t('unassign.done', { count: data?.unassignPeople ?? 0 }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} dirty={chosen.length > 0} title={t('unassign.title', { count: people.length })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm">{t('unassign.people', { names: names(people.map((p) => p.fullName)), count: people.length })}</Text>
          {startups.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('unassign.none')}
            </Text>
          ) : (
            <Checkbox.Group label={t('unassign.startups')} value={chosen} onChange={setChosen} error={tried && !chosen.length ? t('assign.problems.chooseStartups') : undefined}>
              <ScrollArea.Autosize mah={280} type="auto" mt="xs">
                <Stack gap="xs">
                  {startups.map((startup) => (
                    <Checkbox key={startup._id} value={startup._id} label={startup.name} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={unassigning.loading} disabled={startups.length === 0}>
              {t('unassign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
