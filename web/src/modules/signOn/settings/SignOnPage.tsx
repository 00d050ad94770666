import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Code, CopyButton, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCheck, IconCopy, IconPencil, IconPlugConnected, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { OrganisationLayout } from '../../organisation/OrganisationLayout';
import { DELETE_SIGN_ON_PROVIDER, SIGN_ON_PROVIDERS, TEST_SIGN_ON_PROVIDER, type SignOnProviderRow } from '../graphql';
import { ProviderForm } from './ProviderForm';

type Editing = { provider: SignOnProviderRow | null } | null;

/** Organisation settings › Sign-on: the OpenID Connect providers people sign in through. */
export function SignOnPage() {
  const { t } = useTranslation('sso');
  const { data, loading, error } = useQuery(SIGN_ON_PROVIDERS);
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const phone = useMediaQuery('(max-width: 575.98px)');
  const providers = data?.signOnProviders ?? [];
  const roles = data?.roles ?? [];

  return (
    <OrganisationLayout active="signon">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={2} size="h3">
              {t('settings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.intro')}
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ provider: null })} disabled={!data}>
            {t('settings.add')}
          </Button>
        </Group>
        {data ? (
          <Card withBorder padding="sm">
            <Stack gap="sm">
              <RedirectUri id="sign-on-redirect-uri" label={t('settings.redirectUri')} hint={t('settings.redirectUriHint')} uri={data.signOnSettings.redirectUri} />
              <RedirectUri
                id="sign-on-linkedin-redirect-uri"
                label={t('settings.linkedinRedirectUri')}
                hint={t('settings.linkedinRedirectUriHint')}
                uri={data.signOnSettings.linkedinRedirectUri}
              />
            </Stack>
          </Card>
        ) : null}
        {loading && !data ? <Loader aria-label={t('settings.loading')} /> : null}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {data && providers.length === 0 ? (
          <Card withBorder padding="lg">
            <Text ta="center" c="dimmed">
              {t('settings.empty')}
            </Text>
          </Card>
        ) : null}
        {providers.map((provider) => (
          <ProviderCard key={provider._id} provider={provider} onEdit={() => setEditing({ provider })} />
        ))}
      </Stack>
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        dirty={dirty}
        title={editing?.provider ? t('settings.editTitle', { name: editing.provider.name }) : t('settings.createTitle')}
        size="lg"
        fullScreen={phone}
        centered
      >
        {editing ? <ProviderForm key={editing.provider?._id ?? 'new'} provider={editing.provider} roles={roles} onDone={() => setEditing(null)} onDirtyChange={setDirty} /> : null}
      </Dialog>
    </OrganisationLayout>
  );
}

/** An address to register at a provider, to copy. */
function RedirectUri({ id, label, hint, uri }: { id: string; label: string; hint: string; uri: string }) {
  const { t } = useTranslation('sso');
  return (
    <div>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }} dir="ltr" aria-labelledby={id}>
          {uri}
        </Code>
        <CopyButton value={uri}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('settings.copied') : t('settings.copy')} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label={copied ? t('settings.copied') : t('settings.copy')}>
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </div>
  );
}

function ProviderCard({ provider, onEdit }: { provider: SignOnProviderRow; onEdit: () => void }) {
  const { t } = useTranslation('sso');
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [test, tested] = useMutation(TEST_SIGN_ON_PROVIDER, { context: { showsOwnError: true } });
  const [remove, removed] = useMutation(DELETE_SIGN_ON_PROVIDER, { refetchQueries: [SIGN_ON_PROVIDERS], awaitRefetchQueries: true });

  const runTest = async () => {
    setResult(null);
    try {
      const { data } = await test({ variables: { id: provider._id } });
      if (data) setResult({ ok: true, text: t('settings.testOk', { issuer: data.testSignOnProvider.issuer }) });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    }
  };
  const runDelete = async () => {
    const sure = await confirm({ title: t('settings.deleteTitle'), message: t('settings.deleteMessage', { name: provider.name }), confirmLabel: t('settings.delete') });
    if (!sure) return;
    await remove({ variables: { id: provider._id } });
    showSuccess(t('settings.deleted', { name: provider.name }));
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={provider.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" miw={0}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {provider.name}
            </Title>
            <Badge color={provider.enabled ? 'green' : 'gray'} variant="light">
              {provider.enabled ? t('settings.enabled') : t('settings.disabled')}
            </Badge>
            {provider.kind === 'linkedin' ? (
              <Badge color="blue" variant="light">
                {t('settings.kinds.linkedin')}
              </Badge>
            ) : null}
            {!provider.allowPassword && provider.enabled ? (
              <Badge color="orange" variant="light">
                {t('settings.onlyWay')}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4}>
            <Button variant="default" size="xs" leftSection={<IconPlugConnected size={16} aria-hidden />} onClick={runTest} loading={tested.loading}>
              {t('settings.test')}
            </Button>
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('settings.edit', { name: provider.name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={runDelete} loading={removed.loading} aria-label={t('settings.deleteNamed', { name: provider.name })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }} ta="start">
          {provider.issuer}
        </Text>
        <Text size="sm">{provider.createPeople ? t('settings.summaryCreates', { count: provider.roleMappings.length }) : t('settings.summaryMatches')}</Text>
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'} py="xs">
            {result.text}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
