import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code, CopyButton, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../ui/feedback/confirm';
import { showSuccess } from '../../ui/feedback/notify';
import { EMAIL_DELIVERY_SETTINGS, RENEW_EMAIL_EVENTS_SECRET, UPDATE_EMAIL_DELIVERY_SETTINGS } from './graphql';

/**
 * The organisation's tracking of the mail it sends (organisation settings, general tab): the
 * open pixel, off unless turned on, and the address and secret of the relay's delivery reports.
 */
export function DeliverySettingsCard() {
  const { t } = useTranslation('emailThreads');
  const { data } = useQuery(EMAIL_DELIVERY_SETTINGS);
  const [update, { loading: saving }] = useMutation(UPDATE_EMAIL_DELIVERY_SETTINGS);
  const [renew, { loading: renewing }] = useMutation(RENEW_EMAIL_EVENTS_SECRET, { refetchQueries: [EMAIL_DELIVERY_SETTINGS] });
  const [secret, setSecret] = useState<string | null>(null);
  const settings = data?.emailDeliverySettings;
  if (!settings) return null;

  async function toggle(openTracking: boolean) {
    try {
      await update({ variables: { data: { openTracking } } });
      showSuccess(t('settings.saved'));
    } catch {
      // The failure's message is already shown by the toast every failed mutation gets.
    }
  }

  async function renewSecret() {
    if (settings?.eventsSecretSet) {
      const sure = await confirm({ message: t('settings.renewWarning'), confirmLabel: t('settings.renew'), cancelLabel: t('settings.cancel'), color: 'orange' });
      if (!sure) return;
    }
    try {
      const result = await renew();
      setSecret(result.data?.renewEmailEventsSecret ?? null);
    } catch {
      // Shown by the mutation's toast.
    }
  }

  return (
    <Fieldset legend={t('settings.title')} data-testid="email-delivery-settings">
      <Stack gap="md">
        <Switch
          checked={settings.openTracking}
          disabled={saving}
          onChange={(e) => void toggle(e.currentTarget.checked)}
          label={t('settings.openTracking')}
          description={t('settings.openTrackingWhy')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('settings.reports')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('settings.reportsHelp')}
          </Text>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }} dir="ltr">
              {settings.eventsUrl}
            </Code>
            <CopyButton value={settings.eventsUrl}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? t('settings.copied') : t('settings.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {secret ? (
            <Stack gap={4}>
              <Text size="sm">{t('settings.secretOnce')}</Text>
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }} dir="ltr" data-testid="email-events-secret">
                  {secret}
                </Code>
                <CopyButton value={secret}>
                  {({ copied, copy }) => (
                    <Button size="compact-xs" variant="subtle" onClick={copy}>
                      {copied ? t('settings.copied') : t('settings.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {settings.eventsSecretSet ? t('settings.secretSet') : t('settings.secretNone')}
            </Text>
          )}
          <Group>
            <Button variant="light" size="xs" loading={renewing} onClick={() => void renewSecret()}>
              {settings.eventsSecretSet ? t('settings.renew') : t('settings.create')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Fieldset>
  );
}
