import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Collapse, Group, List, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SESSION_BRIEF } from './graphql';

const day = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * What a coach reads before the session: the previous session's notes, the startup's open
 * tasks, its latest metrics and its coaching hours left. For the session's organisers and coaches
 * (the server answers nobody else); folded away once read.
 */
export function SessionBrief({ sessionId }: { sessionId?: string; startupId?: string }) {
  const { t, i18n } = useTranslation('coachingNotes');
  const [open, setOpen] = useState(true);
  const { data } = useQuery(SESSION_BRIEF, { variables: { sessionId: sessionId ?? '' }, skip: !sessionId, context: { silent: true } });
  const brief = data?.coachingSessionBrief;
  if (!brief || (!brief.previous && !brief.openTasks.length && !brief.metrics.length && !brief.hours)) return null;
  const hours = (minutes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(minutes / 60);
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="session-brief-title">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="session-brief-body" w="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="session-brief-title">
            {t('brief.title')}
          </Title>
          <IconChevronDown size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id="session-brief-body">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" pt="sm">
          {brief.previous ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('brief.previous')}{' '}
                <Anchor component={Link} to={`/coaching/session/${brief.previous.sessionId}`} size="sm">
                  {brief.previous.name}
                </Anchor>{' '}
                · {day(brief.previous.date, i18n.language)}
              </Text>
              <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {brief.previous.notes || t('brief.noNotes')}
              </Text>
              {brief.previous.staffNotes ? (
                <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {t('brief.staffNotes')} {brief.previous.staffNotes}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {brief.openTasks.length ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('brief.openTasks')}
              </Text>
              <List size="sm" spacing={2}>
                {brief.openTasks.map((task) => (
                  <List.Item key={task._id}>
                    <Text span size="sm" dir="auto">
                      {task.name}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('brief.due', { date: day(task.dueDate, i18n.language) })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          {brief.metrics.length ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('brief.metrics')}
              </Text>
              <List size="sm" spacing={2}>
                {brief.metrics.map((metric) => (
                  <List.Item key={metric.metricId}>
                    <Text span size="sm" dir="auto">
                      {metric.name}: {metric.value ?? '—'}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('brief.since', { date: day(metric.periodFrom, i18n.language) })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          {brief.hours ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('brief.hours')}
              </Text>
              <Text size="sm">{t('brief.hoursLeft', { left: hours(brief.hours.remainingMinutes), total: hours(brief.hours.allocatedMinutes) })}</Text>
            </Stack>
          ) : null}
        </SimpleGrid>
      </Collapse>
    </Card>
  );
}
