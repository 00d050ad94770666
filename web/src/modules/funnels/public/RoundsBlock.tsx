import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PublicRoundView {
  _id: string;
  name: string;
  opensAt: string | null;
  closesAt: string | null;
  isOpen: boolean;
}

export type ApplyBlocker = 'closed' | 'unavailable' | 'notYetOpen' | 'ended' | null;

/** Where applying starts for a funnel (the apply flow's page). */
export const applyPath = (funnelId: string) => `/application/new?funnel=${encodeURIComponent(funnelId)}`;

/** The funnel's own block: its rounds with their dates, and Apply (or why one cannot apply now). */
export function RoundsBlock({ funnelId, rounds, blocker }: { funnelId: string; rounds: readonly PublicRoundView[]; blocker: ApplyBlocker }) {
  const { t, i18n } = useTranslation('funnels');
  const Arrow = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const dates = (round: PublicRoundView) => {
    if (round.opensAt && round.closesAt) return t('public.between', { from: date(round.opensAt), to: date(round.closesAt) });
    if (round.opensAt) return t('public.from', { date: date(round.opensAt) });
    if (round.closesAt) return t('public.until', { date: date(round.closesAt) });
    return null;
  };
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('public.rounds')}
        </Title>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rounds.map((round, i) => (
            <Group key={round._id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Text fw={500} dir="auto">
                {i + 1}. {round.name}
              </Text>
              <Group gap="xs">
                {dates(round) && (
                  <Text size="sm" c="dimmed">
                    {dates(round)}
                  </Text>
                )}
                {/* Applications enter at the first round; the later ones are by invitation. */}
                {i === 0 && round.isOpen && (
                  <Badge color="green" variant="light">
                    {t('public.openNow')}
                  </Badge>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
        {blocker ? (
          <Stack gap="xs">
            <Button disabled rightSection={<Arrow size={16} aria-hidden />} aria-describedby={`apply-blocker-${funnelId}`}>
              {t('public.apply')}
            </Button>
            <Alert id={`apply-blocker-${funnelId}`} color="yellow" role="status">
              {t(`public.blockers.${blocker}`)}
            </Alert>
          </Stack>
        ) : (
          <Button component={Link} to={applyPath(funnelId)} rightSection={<Arrow size={16} aria-hidden />}>
            {t('public.apply')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
