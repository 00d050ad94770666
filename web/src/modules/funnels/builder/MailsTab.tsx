import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Group, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX_LENGTH, REJECTION_REASONS_MAX } from '@seedbed/contracts/funnel-page';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { Dialog } from '../../../ui/dialog/Dialog';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { CREATE_REJECTION_MAIL, DELETE_REJECTION_MAIL, REJECTION_MAILS, UPDATE_FUNNEL, UPDATE_REJECTION_MAIL, type FunnelData, type RejectionMailData } from '../graphql';
import { HtmlEditor } from './HtmlEditor';

/** The acceptance mail, and the rejection mails with the reasons a rejected applicant may be told. */
export function MailsTab({ funnel }: { funnel: FunnelData }) {
  return (
    <Stack gap="xl" maw={860}>
      <AcceptanceMail funnel={funnel} />
      <RejectionMails funnel={funnel} />
    </Stack>
  );
}

function AcceptanceMail({ funnel }: { funnel: FunnelData }) {
  const { t } = useTranslation('funnels');
  const [subject, setSubject] = useState(funnel.acceptanceMail?.subject ?? '');
  const [body, setBody] = useState(funnel.acceptanceMail?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, updating] = useMutation(UPDATE_FUNNEL);
  const save = async () => {
    setErrors({});
    try {
      const empty = !subject.trim() && !body.trim();
      await update({ variables: { id: funnel._id, data: { acceptanceMail: empty ? null : { subject, body } } } });
      showSuccess(t('builder.saved'));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('mails.acceptance')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mails.acceptanceHelp')}
      </Text>
      <TextInput
        label={t('mails.subject')}
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
        error={errors['acceptanceMail.subject']}
        disabled={!funnel.viewerCan.edit}
      />
      {funnel.viewerCan.edit && <HtmlEditor label={t('mails.body')} html={body} onChange={setBody} />}
      {funnel.viewerCan.edit && (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={updating.loading}>
            {t('actions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function RejectionMails({ funnel }: { funnel: FunnelData }) {
  const { t } = useTranslation('funnels');
  const { user } = useShellUser();
  const { data, refetch } = useQuery(REJECTION_MAILS, { variables: { funnelId: funnel._id }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_REJECTION_MAIL);
  const [editing, setEditing] = useState<RejectionMailData | 'new' | null>(null);
  const mails = data?.rejectionMails ?? [];
  const mayCreate = Boolean(user?.permissions['EMAIL_REJECTION:CREATE']);

  const del = async (mail: RejectionMailData) => {
    const ok = await confirm({
      title: t('mails.deleteTitle'),
      message: t('mails.deleteConfirm', { name: mail.name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: mail._id } });
      showSuccess(t('mails.deleted', { name: mail.name }));
      void refetch();
    } catch {
      // The app-wide toast has said why.
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('mails.rejection')}
        </Title>
        {mayCreate && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            {t('mails.add')}
          </Button>
        )}
      </Group>
      {mails.length === 0 && <Text c="dimmed">{t('mails.none')}</Text>}
      {mails.map((mail) => (
        <Card key={mail._id} withBorder p="sm" data-testid="rejection-mail">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} miw={0}>
              <Group gap="xs">
                <Text fw={500} dir="auto">
                  {mail.name}
                </Text>
                {mail.shared && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('mails.shared')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" dir="auto" truncate>
                {mail.subject}
              </Text>
              {mail.reasons.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('mails.reasonCount', { count: mail.reasons.length })}
                </Text>
              )}
            </Stack>
            {mail.viewerCanEdit && (
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('mails.edit', { name: mail.name })} onClick={() => setEditing(mail)}>
                  <IconEdit size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('mails.delete', { name: mail.name })} onClick={() => void del(mail)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Card>
      ))}
      <RejectionMailDialog
        funnelId={funnel._id}
        mail={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
        }}
      />
    </Stack>
  );
}

function RejectionMailDialog({ funnelId, mail, onClose, onSaved }: { funnelId: string; mail: RejectionMailData | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('funnels');
  return (
    <Dialog opened={mail !== null} onClose={onClose} title={mail === 'new' ? t('mails.newTitle') : t('mails.editTitle')} size="lg" centered>
      {mail !== null && <RejectionMailForm funnelId={funnelId} mail={mail === 'new' ? null : mail} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function RejectionMailForm({ funnelId, mail, onCancel, onSaved }: { funnelId: string; mail: RejectionMailData | null; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['funnels', 'common']);
  const [name, setName] = useState(mail?.name ?? '');
  const [subject, setSubject] = useState(mail?.subject ?? '');
  const [body, setBody] = useState(mail?.body ?? '');
  const [reasons, setReasons] = useState<string[]>(mail?.reasons ?? []);
  const [shared, setShared] = useState(mail ? mail.shared : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [create, creating] = useMutation(CREATE_REJECTION_MAIL);
  const [update, updating] = useMutation(UPDATE_REJECTION_MAIL);
  const FIELDS = ['name', 'subject', 'body', 'reasons'];

  const save = async () => {
    setErrors({});
    setFailure(undefined);
    try {
      const data = { name, subject, body, reasons };
      if (mail) await update({ variables: { id: mail._id, data }, context: { showsOwnError: true } });
      else await create({ variables: { data: { ...data, funnelId: shared ? null : funnelId } }, context: { showsOwnError: true } });
      showSuccess(t('funnels:builder.saved'));
      onSaved();
    } catch (error) {
      const own: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) own[path.split('.')[0]] ??= message;
      setErrors(own);
      setFailure(messageBesideFields(error, (path) => FIELDS.includes(path.split('.')[0]), { networkError: t('common:networkError') }));
    }
  };

  return (
    <Stack gap="md">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <TextInput label={t('funnels:mails.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
      <TextInput label={t('funnels:mails.subject')} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} error={errors.subject} required />
      <HtmlEditor label={t('funnels:mails.body')} html={body} onChange={setBody} />
      <TagsInput
        label={t('funnels:mails.reasons')}
        description={t('funnels:mails.reasonsHelp', { max: REJECTION_REASONS_MAX, length: REJECTION_REASON_MAX_LENGTH })}
        value={reasons}
        onChange={setReasons}
        maxTags={REJECTION_REASONS_MAX}
        error={errors.reasons}
        clearable
      />
      {!mail && <Checkbox label={t('funnels:mails.sharedOption')} checked={shared} onChange={(e) => setShared(e.currentTarget.checked)} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('funnels:actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={creating.loading || updating.loading}>
          {t('funnels:actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
