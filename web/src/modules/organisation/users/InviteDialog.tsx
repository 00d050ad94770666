import { useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconFileImport, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { parseInvitationsCsv, type CsvProblem } from './csv';
import { INVITE_USERS, type RoleChoice, type Started } from './graphql';
import { roleOptions } from './UserDialogs';

interface Row {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string | null;
}
const emptyRow = (roleId: string | null): Row => ({ email: '', firstName: '', lastName: '', roleId });
const isFilled = (row: Row) => Boolean(row.email.trim() || row.firstName.trim() || row.lastName.trim());
const TYPED_FIELDS = ['email', 'firstName', 'lastName'] as const;

/** Invite one or several people, typed in or read from a CSV file; the invitations run as a batch. */
export function InviteDialog({ opened, onClose, roles, onStarted }: { opened: boolean; onClose: () => void; roles: RoleChoice[]; onStarted: (started: Started) => void }) {
  const { t } = useTranslation('people');
  const grantable = roles.filter((r) => r.grantable);
  const defaultRole = grantable.find((r) => r.type === 'staff')?._id ?? grantable[0]?._id ?? null;
  const [rows, setRows] = useState<Row[]>([emptyRow(defaultRole)]);
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(INVITE_USERS);
  const choices = roleOptions(t, roles);

  const update = (index: number, change: Partial<Row>) => setRows((old) => old.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const close = () => {
    setRows([emptyRow(defaultRole)]);
    setProblems([]);
    setFieldErrors({});
    setError(null);
    onClose();
  };

  const importCsv = async (file: File | null) => {
    if (!file) return;
    const { invitations, problems: found } = parseInvitationsCsv(await file.text(), roles);
    setProblems(found);
    if (invitations.length) setRows(invitations.map(({ email, firstName, lastName, roleId }) => ({ email, firstName, lastName, roleId })));
  };

  const submit = async () => {
    setError(null);
    setFieldErrors({});
    // Blank rows are left out; the server's `invitations.<n>` counts the rows sent.
    const sent = rows.map((row, index) => ({ row, index })).filter(({ row }) => isFilled(row));
    if (sent.length === 0) {
      // Nothing typed: say what the first row needs, on its fields, in the catalogue's words.
      setFieldErrors(Object.fromEntries(TYPED_FIELDS.map((name) => [`0.${name}`, t('validation:required', { field: t(`fields.${name}`) })])));
      return;
    }
    try {
      const { data } = await invite({
        variables: { invitations: sent.map(({ row: r }) => ({ email: r.email.trim(), firstName: r.firstName.trim(), lastName: r.lastName.trim(), roleId: r.roleId ?? '' })) },
        // The failure is shown here, each message once: on its field, else in the banner.
        context: { showsOwnError: true },
      });
      if (data) {
        onStarted(data.inviteUsers);
        close();
      }
    } catch (e) {
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(e))) {
        const [, sentIndex, name] = /^invitations\.(\d+)\.(\w+)$/.exec(path) ?? [];
        const row = sent[Number(sentIndex)];
        if (row && name) fields[`${row.index}.${name}`] = message;
      }
      setFieldErrors(fields);
      const onField = (path: string) => /^invitations\.\d+\.(email|firstName|lastName|roleId)$/.test(path) && sent[Number(path.split('.')[1])] !== undefined;
      setError(messageBesideFields(e, onField, { networkError: t('common:networkError') }) ?? null);
    }
  };

  const problemText = (p: CsvProblem) =>
    p.line === 0
      ? t(`csv.${p.kind}`, { value: 'value' in p ? p.value : '' })
      : t('csv.line', { line: p.line, problem: t(`csv.${p.kind}`, { value: 'value' in p ? p.value : '' }) });

  return (
    <Dialog opened={opened} onClose={close} dirty={rows.some(isFilled)} title={t('invite.title')} size="xl" fullScreen={false}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('invite.help')}
          </Text>
          <FileButton onChange={importCsv} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileImport size={16} />}>
                {t('invite.importCsv')}
              </Button>
            )}
          </FileButton>
        </Group>
        {problems.length > 0 && (
          <Alert color="orange" title={t('csv.problemsTitle', { count: problems.length })} data-testid="csv-problems">
            <List size="sm">
              {problems.map((p, i) => (
                <List.Item key={i}>{problemText(p)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {rows.map((row, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: '2 1 200px' }}
              label={t('fields.email')}
              type="email"
              value={row.email}
              error={fieldErrors[`${index}.email`]}
              onChange={(e) => update(index, { email: e.currentTarget.value })}
            />
            <TextInput
              style={{ flex: '1 1 120px' }}
              label={t('fields.firstName')}
              value={row.firstName}
              error={fieldErrors[`${index}.firstName`]}
              onChange={(e) => update(index, { firstName: e.currentTarget.value })}
            />
            <TextInput
              style={{ flex: '1 1 120px' }}
              label={t('fields.lastName')}
              value={row.lastName}
              error={fieldErrors[`${index}.lastName`]}
              onChange={(e) => update(index, { lastName: e.currentTarget.value })}
            />
            <Select
              style={{ flex: '1 1 150px' }}
              label={t('fields.role')}
              data={choices}
              value={row.roleId}
              allowDeselect={false}
              error={fieldErrors[`${index}.roleId`]}
              onChange={(roleId) => update(index, { roleId })}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={t('invite.removeRow', { row: index + 1 })}
              disabled={rows.length === 1}
              onClick={() => setRows((old) => old.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setRows((old) => [...old, emptyRow(defaultRole)])}>
            {t('invite.addRow')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={loading}>
            {t('invite.submit', { count: rows.length })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
