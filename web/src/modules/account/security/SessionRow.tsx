import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary } from '../../auth/serverSession';
import { relativeTime } from '../../../ui/relativeTime';
import { describeDevice, summariseUserAgent } from '../../../shell/browser/device';

const ICONS = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet };

/** One signed-in browser: what it is, since when, last seen; others can be logged out from here. */
export function SessionRow({
  session,
  current,
  canEnd,
  now,
  busy,
  onLogout,
}: {
  session: SessionSummary;
  current: boolean;
  canEnd: boolean;
  now: Date;
  busy: boolean;
  onLogout: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const device = summariseUserAgent(session.userAgent);
  const Icon = ICONS[device.kind];
  const name = describeDevice(session.userAgent, t);
  const started = relativeTime(session.createdAt, now, i18n.language);
  const seen = relativeTime(session.lastSeenAt, now, i18n.language);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="sm" align="center">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" color={current ? 'teal' : 'gray'} size="lg" radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={500} size="sm">
              {name}
            </Text>
            {current ? (
              <Badge size="sm" variant="light" color="teal">
                {t('sessions.thisDevice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {[started && t('sessions.started', { time: started }), seen && t('sessions.lastSeen', { time: seen })].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      {canEnd ? (
        <Button variant="default" size="xs" loading={busy} onClick={onLogout} aria-label={t('sessions.logoutNamed', { device: name })} style={{ flexShrink: 0 }}>
          {t('sessions.logout')}
        </Button>
      ) : null}
    </Group>
  );
}
