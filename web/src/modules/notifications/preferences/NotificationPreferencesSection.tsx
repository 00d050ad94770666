import '@mantine/core/styles/Table.layer.css';
import { useEffect, useMemo, useState } from 'react';
import { Button, Center, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../account/AccountSection';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { showSuccess } from '../../../ui/feedback/notify';
import { NOTIFICATION_PREFERENCES, UPDATE_NOTIFICATION_PREFERENCES } from '../graphql';
import { preferenceRows, sameChoices, withChoice, type Channel, type PreferenceRow } from './preferenceRows';

const CHANNELS: Channel[] = ['inApp', 'email'];

/**
 * /account/settings: for each group of notifications, whether it shows in the app and whether it
 * is mailed. Saved together; a failure keeps the switches as they are, and the error toast that
 * every failed change gets (spec 1 §8) says why.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation('notifications');
  const { singular: startup } = useStartupTerm();
  const { data, error, refetch } = useQuery(NOTIFICATION_PREFERENCES, { fetchPolicy: 'cache-and-network' });
  const saved = useMemo(() => (data ? preferenceRows(data.notificationPreferences) : null), [data]);
  const [rows, setRows] = useState<PreferenceRow[] | null>(null);
  // A fresh answer from the server replaces what is shown, until the person changes something.
  useEffect(() => setRows(saved), [saved]);
  const [save, { loading: saving }] = useMutation(UPDATE_NOTIFICATION_PREFERENCES, {
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: NOTIFICATION_PREFERENCES, data: { notificationPreferences: answer.updateNotificationPreferences } });
    },
  });

  const submit = async () => {
    if (!rows) return;
    try {
      await save({ variables: { preferences: rows.map(({ group, inApp, email }) => ({ group, inApp, email })) } });
    } catch {
      return;
    }
    showSuccess(t('preferences.saved'));
  };

  return (
    <AccountSection title={t('preferences.title')}>
      <Text size="sm" c="dimmed">
        {t('preferences.intro')}
      </Text>
      {!rows ? (
        error ? (
          <Stack align="flex-start" gap="xs">
            <Text size="sm">{t('preferences.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t('common:retry')}
            </Button>
          </Stack>
        ) : (
          <Center py="md">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        )
      ) : (
        <>
          <Table verticalSpacing="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('preferences.activity')}</Table.Th>
                {CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center" w={96}>
                    {t(`preferences.${channel}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const label = t(`preferences.groups.${row.group}.label`);
                return (
                  <Table.Tr key={row.group}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`preferences.groups.${row.group}.description`, { startup })}
                      </Text>
                    </Table.Td>
                    {CHANNELS.map((channel) => (
                      <Table.Td key={channel}>
                        <Center>
                          <Switch
                            checked={row[channel]}
                            onChange={(event) => setRows(withChoice(rows, row.group, channel, event.currentTarget.checked))}
                            aria-label={t('preferences.switchLabel', { group: label, channel: t(`preferences.${channel}`) })}
                          />
                        </Center>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group>
            <Button onClick={() => void submit()} loading={saving} disabled={saved !== null && sameChoices(rows, saved)}>
              {t('preferences.save')}
            </Button>
          </Group>
        </>
      )}
    </AccountSection>
  );
}
