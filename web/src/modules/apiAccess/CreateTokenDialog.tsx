import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Code, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ScrollableTable } from './ScrollableTable';
import { SecretShownOnce } from './SecretShownOnce';
import { apiTokenInputSchema } from '@seedbed/contracts/api-access';
import { fieldErrorsOf, messageBesideFields } from '../../app/apollo/errorMessage';
import { Dialog } from '../../ui/dialog/Dialog';
import { TextField } from '../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../ui/form/schemaRules';
import { useForm } from '../../ui/form/useForm';
import { CREATE_API_TOKEN, type ApiScopeItem } from './graphql';

interface TokenValues {
  name: string;
  scopes: string[];
  lifetime: string;
}

const LIFETIMES = ['never', '30', '90', '365'] as const;
const expiryOf = (lifetime: string) => (lifetime === 'never' ? null : new Date(Date.now() + Number(lifetime) * 86_400_000).toISOString());

/**
 * Makes a token: a name, scopes (read and write per area, or every area), an end. Once made, the
 * secret is shown in the same dialog, this one time, with a copy button.
 */
export function CreateTokenDialog({
  opened,
  organisation,
  areas,
  onClose,
  onCreated,
}: {
  opened: boolean;
  organisation: boolean;
  areas: ApiScopeItem[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('apiAccess');
  const [dirty, setDirty] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setSecret(null);
  }, [opened]);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      dirty={dirty && !secret}
      title={secret ? t('tokens.createdTitle') : t(organisation ? 'tokens.newOrganisation' : 'tokens.new')}
      size="lg"
    >
      {opened &&
        (secret ? (
          <SecretShownOnce secret={secret} label={t('tokens.secret')} warning={t('tokens.shownOnce')} onDone={onClose} testId="api-token-secret" />
        ) : (
          <TokenForm
            organisation={organisation}
            areas={areas}
            onCancel={onClose}
            onDirtyChange={setDirty}
            onCreated={(token) => {
              setSecret(token);
              onCreated();
            }}
          />
        ))}
    </Dialog>
  );
}

function TokenForm({
  organisation,
  areas,
  onCancel,
  onDirtyChange,
  onCreated,
}: {
  organisation: boolean;
  areas: ApiScopeItem[];
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onCreated: (token: string) => void;
}) {
  const { t } = useTranslation(['apiAccess', 'validation', 'common']);
  const rules = useMemo(
    () =>
      schemaRules<TokenValues>(
        apiTokenInputSchema,
        (v) => ({ name: v.name, scopes: v.scopes, organisation }),
        ['name', 'scopes'],
        (issue) => issueMessage(t as unknown as TFunction, issue, t(`apiAccess:tokens.fields.${issue.field.split('.')[0]}`)),
      ),
    [t, organisation],
  );
  const form = useForm<TokenValues>({ name: '', scopes: [], lifetime: '90' }, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, { loading }] = useMutation(CREATE_API_TOKEN, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const scopes = form.values.scopes;
  const toggle = (scope: string, on: boolean) => {
    form.setValue('scopes', on ? [...scopes, scope] : scopes.filter((s) => s !== scope));
    form.touch('scopes');
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    try {
      const answer = await create({ variables: { name: values.name.trim(), scopes: values.scopes, expiresAt: expiryOf(values.lifetime), organisation } });
      if (answer.data) onCreated(answer.data.createApiToken.token);
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      setFailure(messageBesideFields(error, (path) => path === 'name' || path.startsWith('scopes'), { networkError: t('common:networkError') }));
    }
  });
  const name = form.field('name');
  const scopesError = form.field('scopes').error ?? serverErrors.scopes;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          {...name}
          error={name.error ?? serverErrors.name}
          label={t('apiAccess:tokens.fields.name')}
          description={t('apiAccess:tokens.nameHint')}
          required
          data-autofocus
        />
        <Select
          label={t('apiAccess:tokens.fields.expiresAt')}
          data={LIFETIMES.map((value) => ({ value, label: t(`apiAccess:tokens.lifetimes.${value}`) }))}
          value={form.values.lifetime}
          onChange={(value) => value && form.setValue('lifetime', value)}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id="scopes-label">
            {t('apiAccess:tokens.fields.scopes')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('apiAccess:tokens.scopesHint')}
          </Text>
          <ScrollableTable label={t('apiAccess:tokens.fields.scopes')} minWidth={280}>
            <Table aria-labelledby="scopes-label" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('apiAccess:tokens.area')}</Table.Th>
                  <Table.Th ta="center">{t('apiAccess:tokens.read')}</Table.Th>
                  <Table.Th ta="center">{t('apiAccess:tokens.write')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[{ area: '*', label: t('apiAccess:tokens.allAreas'), readScope: 'read:*', writeScope: 'write:*' }, ...areas].map((area) => (
                  <Table.Tr key={area.area}>
                    <Table.Td>{area.label}</Table.Td>
                    {[area.readScope, area.writeScope].map((scope) => (
                      <Table.Td key={scope} ta="center">
                        <Checkbox
                          display="inline-block"
                          checked={scopes.includes(scope)}
                          onChange={(event) => toggle(scope, event.currentTarget.checked)}
                          aria-label={`${area.label}: ${t(scope.startsWith('read') ? 'apiAccess:tokens.read' : 'apiAccess:tokens.write')}`}
                          value={scope}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
          {scopesError && (
            <Text size="sm" c="red" role="alert">
              {scopesError}
            </Text>
          )}
        </Stack>
        <Code block dir="ltr">
          {scopes.length ? [...scopes].sort().join(' ') : '—'}
        </Code>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('apiAccess:cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('apiAccess:tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
