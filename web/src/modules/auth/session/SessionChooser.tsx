import { useState } from 'react';
import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeDevice } from '../../../shell/browser/device';
import { PublicPage } from '../../../ui/PublicPage';
import type { SessionSummary } from '../serverSession';

function formatDate(value: string | null, language: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Spec 1 §4: the server holds the maximum number of sessions. Cancel signs out; Continue
 * takes over the chosen session in this browser.
 */
export function SessionChooser({ sessions, onCancel, onContinue }: { sessions: SessionSummary[]; onCancel: () => void; onContinue: (sessionId: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <PublicPage title={t('sessions.title')} width={520}>
      <Text>{t('sessions.intro')}</Text>
      <Radio.Group value={chosen} onChange={setChosen} label={t('sessions.label')}>
        <Stack gap="sm" mt="xs">
          {sessions.map((session) => {
            const started = formatDate(session.createdAt, i18n.language);
            const lastSeen = formatDate(session.lastSeenAt, i18n.language);
            return (
              <Radio
                key={session._id}
                value={session._id}
                label={
                  <Group gap="xs" component="span">
                    <span>{describeDevice(session.userAgent, t)}</span>
                    {session.current ? (
                      <Badge size="sm" variant="light" component="span">
                        {t('sessions.current')}
                      </Badge>
                    ) : null}
                  </Group>
                }
                description={[started && t('sessions.started', { date: started }), lastSeen && t('sessions.lastSeen', { date: lastSeen })].filter(Boolean).join(' · ')}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('sessions.cancel')}
        </Button>
        <Button disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
          {t('sessions.continue')}
        </Button>
      </Group>
    </PublicPage>
  );
}
