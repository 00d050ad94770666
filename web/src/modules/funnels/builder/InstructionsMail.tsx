import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { FIND_OR_CREATE_INSTRUCTIONS, UPDATE_ROUND } from '../graphql';
import { HtmlEditor } from './HtmlEditor';

/** Opens the round's instructions mail (written from the translated default the first time) to edit it. */
export function InstructionsMailButton({ funnelId, roundId }: { funnelId: string; roundId: string }) {
  const { t } = useTranslation('funnels');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('rounds.instructions')}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('rounds.instructionsTitle')} size="lg" centered>
        {opened && <InstructionsForm funnelId={funnelId} roundId={roundId} onDone={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

function InstructionsForm({ funnelId, roundId, onDone }: { funnelId: string; roundId: string; onDone: () => void }) {
  const { t } = useTranslation('funnels');
  const [load, loaded] = useMutation(FIND_OR_CREATE_INSTRUCTIONS);
  const [update, updating] = useMutation(UPDATE_ROUND);
  const [mail, setMail] = useState<{ subject: string; body: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    void load({ variables: { funnelId, roundId } }).then(
      (answer) => answer.data && setMail(answer.data.findOrCreateFunnelInstructionEmail),
      () => undefined,
    );
  }, [load, funnelId, roundId]);
  if (!mail) {
    return loaded.error ? (
      <Alert color="red" role="alert">
        {t('builder.loadFailed')}
      </Alert>
    ) : (
      <Center py="lg">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  const save = async () => {
    setErrors({});
    try {
      await update({ variables: { roundId, data: { instructionsMail: mail } } });
      showSuccess(t('builder.saved'));
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  return (
    <Stack gap="md">
      <TextInput
        label={t('mails.subject')}
        value={mail.subject}
        onChange={(e) => setMail({ ...mail, subject: e.currentTarget.value })}
        error={errors['instructionsMail.subject']}
      />
      <HtmlEditor label={t('mails.body')} html={mail.body} onChange={(body) => setMail({ ...mail, body })} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={updating.loading}>
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
