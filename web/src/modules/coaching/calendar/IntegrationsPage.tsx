import { useState } from 'react';
import { Alert, Button, Container, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { externalCalendarInput } from '@seedbed/contracts/coaching-input';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useConfirm } from '../../../ui/feedback/confirm';
import { TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import {
  ADD_EXTERNAL_CALENDAR,
  CALENDAR_FEED,
  EXTERNAL_CALENDARS,
  REGENERATE_CALENDAR_FEED,
  REMOVE_EXTERNAL_CALENDAR,
  SYNC_EXTERNAL_CALENDAR,
  type ExternalCalendarItem,
} from './graphql';
import { FEATURES } from '../../../features';
import { useShellUser } from '../../../shell/user/useShellUser';
import '../styles';

const OWN_ERRORS = { showsOwnError: true };
const APPS = ['google', 'outlook', 'apple'] as const;

/** The first message the server gave for a field, when it refused the input. */
function serverFieldError(error: unknown, name: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const fields = Array.isArray(e.extensions?.fields) ? (e.extensions.fields as Array<{ field?: string; message?: string }>) : [];
    const found = fields.find((f) => f.field === name && f.message);
    if (found) return found.message;
  }
  return undefined;
}

/**
 * /account/settings/integrations ("User integration", spec 1 §2.5, spec 3 §2): the private feed
 * that puts one's sessions in Google, Outlook or Apple calendars, and the outside calendars whose
 * busy times keep one from being booked twice.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('calendar');
  const { user } = useShellUser();
  const sections = FEATURES.flatMap((feature) => feature.integrationSections ?? []).filter((section) => !section.flag || user?.flags[section.flag]);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('integrations.title')}
        </Title>
        <FeedSection />
        <ExternalSection />
        {/* Other features' sections (API tokens), as they declare them. */}
        {sections.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </Stack>
    </Container>
  );
}

function FeedSection() {
  const { t } = useTranslation('calendar');
  const errorMessage = useErrorMessage();
  const ask = useConfirm();
  const feed = useQuery(CALENDAR_FEED);
  const [regenerate, { loading }] = useMutation(REGENERATE_CALENDAR_FEED);
  const [url, setUrl] = useState<string | null>(null);
  const enabled = feed.data?.calendarFeed.enabled ?? false;

  const make = async () => {
    if (enabled && !(await ask({ title: t('feed.renewTitle'), message: t('feed.renewWarning'), confirmLabel: t('feed.renew') }))) return;
    try {
      const answer = await regenerate({ context: OWN_ERRORS });
      setUrl(answer.data?.regenerateCalendarFeed.url ?? null);
      void feed.refetch();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('feed.title')}
        </Title>
        <Text size="sm">{t('feed.intro')}</Text>
        {url ? (
          <>
            <Alert color="yellow">{t('feed.shownOnce')}</Alert>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label={t('feed.address')} value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} dir="ltr" />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" fw={600}>
              {t('feed.howTo')}
            </Text>
            <List size="sm" spacing={4}>
              {APPS.map((app) => (
                <List.Item key={app}>
                  <Text span fw={600} size="sm">
                    {t(`feed.apps.${app}.name`)}
                  </Text>
                  {': '}
                  {t(`feed.apps.${app}.steps`)}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {enabled ? t('feed.active') : t('feed.none')}
          </Text>
        )}
        <Group>
          <Button onClick={() => void make()} loading={loading} variant={enabled ? 'default' : 'filled'}>
            {enabled ? t('feed.renew') : t('feed.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ExternalSection() {
  const { t, i18n } = useTranslation('calendar');
  const errorMessage = useErrorMessage();
  const calendars = useQuery(EXTERNAL_CALENDARS);
  const [add, adding] = useMutation(ADD_EXTERNAL_CALENDAR);
  const [serverError, setServerError] = useState<string | undefined>();
  const label = t('external.address');
  const form = useForm(
    { url: '' },
    schemaRules<{ url: string }>(
      externalCalendarInput,
      (values) => values,
      ['url'],
      (issue) => issueMessage(t as unknown as TFunction, issue, label),
    ),
  );

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await add({ variables: { url: values.url.trim() }, context: OWN_ERRORS });
      form.reset();
      await calendars.refetch();
      const added = answer.data?.addExternalCalendar;
      if (added?.lastError) showError(added.lastError);
      else showSuccess(t('external.added'));
    } catch (error) {
      const message = serverFieldError(error, 'url');
      if (message) setServerError(message);
      else showError(errorMessage(error));
    }
  });
  const list = calendars.data?.externalCalendars ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="external-calendars-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="external-calendars-title">
          {t('external.title')}
        </Title>
        <Text size="sm">{t('external.intro')}</Text>
        {list.length > 0 && (
          <Stack gap="xs">
            {list.map((calendar) => (
              <ExternalRow key={calendar.id} calendar={calendar} locale={i18n.language} onRemoved={() => void calendars.refetch()} />
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextField
              {...form.field('url')}
              error={form.field('url').error ?? serverError}
              onChange={(event) => {
                setServerError(undefined);
                form.setValue('url', event.currentTarget.value);
              }}
              label={label}
              placeholder="https://calendar.example.org/basic.ics"
              description={t('external.addressHelp')}
              dir="ltr"
              style={{ flex: '1 1 18rem' }}
            />
            <Button type="submit" loading={adding.loading} mt={{ base: 0, sm: 'lg' }}>
              {t('external.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

function ExternalRow({ calendar, locale, onRemoved }: { calendar: ExternalCalendarItem; locale: string; onRemoved: () => void }) {
  const { t } = useTranslation('calendar');
  const ask = useConfirm();
  const errorMessage = useErrorMessage();
  const [sync, syncing] = useMutation(SYNC_EXTERNAL_CALENDAR);
  const [remove, removing] = useMutation(REMOVE_EXTERNAL_CALENDAR);
  const read = calendar.lastSyncedAt ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(calendar.lastSyncedAt)) : null;

  const syncNow = async () => {
    try {
      const answer = await sync({ variables: { id: calendar.id }, context: OWN_ERRORS });
      const error = answer.data?.syncExternalCalendar.lastError;
      if (error) showError(error);
      else showSuccess(t('external.synced'));
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const removeIt = async () => {
    if (!(await ask({ title: t('external.removeTitle'), message: t('external.removeWarning'), confirmLabel: t('external.remove') }))) return;
    try {
      await remove({ variables: { id: calendar.id }, context: OWN_ERRORS });
      showSuccess(t('external.removed'));
      onRemoved();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} dir="ltr">
            {calendar.url}
          </Text>
          {calendar.lastError ? (
            <Text size="xs" c="red">
              {calendar.lastError}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {read ? t('external.lastRead', { when: read }) : t('external.neverRead')}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} loading={syncing.loading} onClick={() => void syncNow()}>
            {t('external.syncNow')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} loading={removing.loading} onClick={() => void removeIt()}>
            {t('external.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
