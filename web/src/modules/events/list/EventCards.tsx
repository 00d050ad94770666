import { Anchor, AspectRatio, Badge, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventStatusBadge } from '../shared/EventStatusBadge';
import { EventTags } from '../shared/EventTags';
import { EventTypeBadge } from '../shared/EventTypeBadge';
import { dateBlock, eventWhenParts } from '../shared/format';
import type { EventListItem } from '../shared/graphql';
import { LocationModeLabel } from '../shared/LocationModeLabel';
import { PlacesText } from '../shared/PlacesText';
import linkCard from '../../../ui/linkCard.module.css';
import classes from './events.module.css';

interface EventCardsProps {
  events: readonly EventListItem[];
  timeZone: string;
  hrefOf: (event: EventListItem) => string;
}

/** One card per event: one column on phones, up to three on wide screens. */
export function EventCards({ events, timeZone, hrefOf }: EventCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="event-cards">
      {events.map((event) => (
        <EventCard key={event._id} event={event} timeZone={timeZone} href={hrefOf(event)} />
      ))}
    </SimpleGrid>
  );
}

function EventCard({ event, timeZone, href }: { event: EventListItem; timeZone: string; href: string }) {
  const { t, i18n } = useTranslation('events');
  const when = eventWhenParts(event.startTime, event.endTime, event.timezone, i18n.language, timeZone);
  const day = dateBlock(event.startTime, i18n.language, timeZone);
  const picture = event.cover || event.image;
  const cancelled = event.status === 'CANCELLED';
  return (
    <Card withBorder padding="md" radius="md" className={linkCard.card} data-testid="event-card" data-status={event.status}>
      <Card.Section>
        <AspectRatio ratio={16 / 7}>
          {picture ? (
            <Image src={picture} alt="" />
          ) : (
            <Box className={classes.coverPlaceholder} aria-hidden>
              <IconCalendarEvent size={36} stroke={1.2} />
            </Box>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Box className={classes.dateBlock} aria-hidden>
            <Text size="xs" tt="uppercase" c="dimmed" lh={1.2}>
              {day.month}
            </Text>
            <Text fw={700} size="lg" lh={1.1}>
              {day.day}
            </Text>
          </Box>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {/* The title's link covers the whole card (see the stylesheet): one tab stop, one click target. */}
            <Anchor component={Link} to={href} fw={600} lineClamp={2} className={linkCard.cardLink} td={cancelled ? 'line-through' : undefined}>
              {event.title || t('untitled')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {when.viewer}
            </Text>
            {when.event && (
              <Text size="xs" c="dimmed">
                {t('card.eventTime', { time: when.event })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap={6}>
          <EventStatusBadge status={event.status} hidePublished />
          {event.isArchived && (
            <Badge variant="light" color="gray">
              {t('badges.archived')}
            </Badge>
          )}
          <EventTypeBadge type={event.eventType} />
          <LocationModeLabel mode={event.locationMode} c="dimmed" />
        </Group>
        <PlacesText event={event} />
        <Box mt="auto">
          <EventTags tags={[...event.topics, ...event.tags]} max={5} />
        </Box>
      </Stack>
    </Card>
  );
}
