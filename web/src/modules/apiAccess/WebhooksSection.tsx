import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Code, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../ui/feedback/confirm';
import { showSuccess } from '../../ui/feedback/notify';
import { DeliveryLog } from './DeliveryLog';
import { DELETE_WEBHOOK, SEND_TEST_WEBHOOK, UPDATE_WEBHOOK, WEBHOOK_SECRET, WEBHOOKS, type EventKindItem, type WebhookItem } from './graphql';
import { WebhookDialog } from './WebhookDialog';

/**
 * The organisation's webhooks: each URL with its events, on or off, its signing secret on demand,
 * a test delivery, and its delivery log.
 */
export function WebhooksSection() {
  const { t } = useTranslation('apiAccess');
  const { data, loading, refetch } = useQuery(WEBHOOKS, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<WebhookItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const kinds = data?.webhookEventKinds ?? [];

  const open = (hook: WebhookItem | null) => {
    setEditing(hook);
    setDialogOpen(true);
  };

  if (!data && loading) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('webhooks.intro')}{' '}
        <Anchor underline="always" component={Link} to="/docs/api#webhooks">
          {t('webhooks.howToVerify')}
        </Anchor>
      </Text>
      {(data?.webhooks ?? []).length === 0 && <Text size="sm">{t('webhooks.none')}</Text>}
      {(data?.webhooks ?? []).map((hook) => (
        <WebhookCard key={hook._id} hook={hook} kinds={kinds} onEdit={() => open(hook)} onChanged={() => void refetch()} />
      ))}
      <Group>
        <Button onClick={() => open(null)}>{t('webhooks.new')}</Button>
      </Group>
      <WebhookDialog opened={dialogOpen} editing={editing} kinds={kinds} onClose={() => setDialogOpen(false)} onSaved={() => void refetch()} />
    </Stack>
  );
}

function WebhookCard({ hook, kinds, onEdit, onChanged }: { hook: WebhookItem; kinds: EventKindItem[]; onEdit: () => void; onChanged: () => void }) {
  const { t } = useTranslation('apiAccess');
  const confirm = useConfirm();
  const client = useApolloClient();
  const [update] = useMutation(UPDATE_WEBHOOK);
  const [remove] = useMutation(DELETE_WEBHOOK);
  const [sendTest, testing] = useMutation(SEND_TEST_WEBHOOK);
  const [logOpen, setLogOpen] = useState(false);
  const [logRound, setLogRound] = useState(0);
  const [secret, setSecret] = useState<string | null>(null);
  const labelOf = (kind: string) => kinds.find((k) => k.kind === kind)?.label ?? kind;

  async function toggle(enabled: boolean) {
    try {
      await update({ variables: { id: hook._id, data: { enabled } } });
      onChanged();
    } catch {
      // Shown as a toast by the data layer.
    }
  }

  async function test() {
    try {
      await sendTest({ variables: { id: hook._id } });
      showSuccess(t('webhooks.testQueued'));
      setLogOpen(true);
      // The delivery is sent once the change is saved: read the log again a moment later.
      setLogRound((n) => n + 1);
      setTimeout(() => setLogRound((n) => n + 1), 1500);
    } catch {
      // Shown as a toast by the data layer.
    }
  }

  async function revealSecret() {
    try {
      const answer = await client.query({ query: WEBHOOK_SECRET, variables: { id: hook._id }, fetchPolicy: 'network-only' });
      setSecret(answer.data?.webhookSecret ?? null);
    } catch {
      // Shown as a toast by the data layer.
    }
  }

  async function removeHook() {
    if (!(await confirm({ title: t('webhooks.deleteTitle'), message: t('webhooks.deleteQuestion', { url: hook.url }), confirmLabel: t('webhooks.delete') }))) return;
    try {
      await remove({ variables: { id: hook._id } });
      showSuccess(t('webhooks.deleted'));
      onChanged();
    } catch {
      // Shown as a toast by the data layer.
    }
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="webhook-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={500} ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {hook.url}
          </Text>
          <Switch checked={hook.enabled} onChange={(event) => toggle(event.currentTarget.checked)} label={t('webhooks.fields.enabled')} />
        </Group>
        {hook.description && <Text size="sm">{hook.description}</Text>}
        {hook.disabledAt && (
          <Alert color="red" role="status">
            {t('webhooks.autoDisabled', { count: hook.failureCount })}
          </Alert>
        )}
        <Group gap={4}>
          {hook.eventKinds.map((kind) => (
            <Badge key={kind} variant="light" tt="none">
              {labelOf(kind)}
            </Badge>
          ))}
        </Group>
        {secret && (
          <Code block dir="ltr" data-testid="webhook-secret">
            {secret}
          </Code>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onEdit}>
            {t('webhooks.edit')}
          </Button>
          <Button size="xs" variant="default" onClick={test} loading={testing.loading}>
            {t('webhooks.test')}
          </Button>
          {!secret && (
            <Button size="xs" variant="default" onClick={revealSecret}>
              {t('webhooks.showSecret')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setLogOpen((v) => !v)} aria-expanded={logOpen}>
            {t('deliveries.title')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={removeHook}>
            {t('webhooks.delete')}
          </Button>
        </Group>
        {logOpen && <DeliveryLog webhookId={hook._id} refreshKey={logRound} />}
      </Stack>
    </Paper>
  );
}
