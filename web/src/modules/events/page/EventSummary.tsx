import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconTicket, IconUsers, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventLocationMode, EventStatus, EventType } from '@seedbed/contracts/events';
import { externalHref } from '../../../ui/externalHref';
import { NoteBody } from '../../startupFile/timeline/NoteBody';
import { browserTimeZone, eventWhenParts } from '../shared/format';
import { EventTypeBadge } from '../shared/EventTypeBadge';
import { locationModeKey } from '../shared/labels';
import classes from './eventPage.module.css';

/** What the summary shows: plain values, so that the editor's preview can pass its form's. */
export interface EventSummaryProps {
  title: string;
  /** HTML the server sanitised (or the editor's own output, shown to its author only). */
  descriptionHtml: string | null;
  cover: string | null;
  image: string | null;
  start: Date | string | null;
  end: Date | string | null;
  timezone: string;
  locationMode: EventLocationMode;
  locationText: string | null;
  locationLink: string | null;
  conferenceUrl: string | null;
  hostNames: readonly string[];
  tags: ReadonlyArray<{ name: string; color?: string | null }>;
  /** Null: no limit. */
  capacity: number | null;
  /** Null when unknown (the preview) or when there is no limit. */
  placesLeft: number | null;
  status: EventStatus;
  eventType: EventType;
}

const asDate = (value: Date | string | null) => (value === null || value === '' ? null : new Date(value));

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box mt={2} display="flex" aria-hidden>
        {icon}
      </Box>
      <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Group>
  );
}

/** When it takes place, in the reader's zone, and on the event's own clock when that reads otherwise. */
function When({ start, end, timezone }: Pick<EventSummaryProps, 'start' | 'end' | 'timezone'>) {
  const { i18n } = useTranslation();
  const from = asDate(start);
  const to = asDate(end);
  if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return null;
  const when = eventWhenParts(from, to, timezone || browserTimeZone(), i18n.language);
  return (
    <Line icon={<IconCalendarEvent size={18} />}>
      <Text>{when.viewer}</Text>
      {when.event ? (
        <Text size="sm" c="dimmed">
          {when.event}
        </Text>
      ) : null}
    </Line>
  );
}

function Place({ locationMode, locationText, locationLink, conferenceUrl }: Pick<EventSummaryProps, 'locationMode' | 'locationText' | 'locationLink' | 'conferenceUrl'>) {
  const { t } = useTranslation('eventPage');
  const placeHref = externalHref(locationLink);
  const conferenceHref = externalHref(conferenceUrl);
  const inPerson = locationMode !== 'ONLINE';
  const online = locationMode !== 'IN_PERSON';
  return (
    <>
      <Line icon={locationMode === 'ONLINE' ? <IconVideo size={18} /> : <IconMapPin size={18} />}>
        <Text fw={500}>{t(locationModeKey(locationMode))}</Text>
        {inPerson && (locationText || placeHref) ? (
          placeHref ? (
            <Anchor href={placeHref} target="_blank" rel="noopener noreferrer" dir="auto">
              {locationText || locationLink}
            </Anchor>
          ) : (
            <Text dir="auto">{locationText}</Text>
          )
        ) : null}
      </Line>
      {online && conferenceHref ? (
        <Line icon={<IconVideo size={18} />}>
          <Anchor href={conferenceHref} target="_blank" rel="noopener noreferrer">
            {t('summary.join')}
          </Anchor>
        </Line>
      ) : null}
    </>
  );
}

function Places({ capacity, placesLeft, eventType }: Pick<EventSummaryProps, 'capacity' | 'placesLeft' | 'eventType'>) {
  const { t } = useTranslation('eventPage');
  if (eventType === 'ONE_ON_ONE') return null;
  return (
    <Line icon={<IconTicket size={18} />}>
      <Text>
        {capacity === null ? t('summary.unlimited') : placesLeft === null ? t('summary.capacity', { count: capacity }) : t('summary.placesLeft', { count: placesLeft, capacity })}
      </Text>
    </Line>
  );
}

/** The event as people read it: on its page, and live in the editor's preview. */
export function EventSummary(props: EventSummaryProps) {
  const { t } = useTranslation('eventPage');
  const { title, descriptionHtml, cover, image, status, hostNames, eventType } = props;
  // A topic and a tag may share a name: each name is shown once.
  const tags = props.tags.filter((tag, index) => props.tags.findIndex((other) => other.name === tag.name) === index);
  return (
    <Stack gap="md">
      {cover ? <Image src={cover} alt="" radius="md" className={classes.cover} /> : null}
      {status === 'DRAFT' ? (
        <Alert color="yellow" variant="light" title={t('banners.draftTitle')}>
          {t('banners.draft')}
        </Alert>
      ) : null}
      {status === 'CANCELLED' ? (
        <Alert color="red" variant="light" title={t('banners.cancelledTitle')}>
          {t('banners.cancelled')}
        </Alert>
      ) : null}
      <Group gap="md" wrap="nowrap" align="flex-start">
        {image ? <Image src={image} alt="" w={72} h={72} radius="md" fit="cover" className={classes.image} /> : null}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <EventTypeBadge type={eventType} />
          </Group>
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {title || t('summary.untitled')}
          </Title>
        </Stack>
      </Group>
      <Stack gap={6}>
        <When start={props.start} end={props.end} timezone={props.timezone} />
        <Place locationMode={props.locationMode} locationText={props.locationText} locationLink={props.locationLink} conferenceUrl={props.conferenceUrl} />
        {hostNames.length ? (
          <Line icon={<IconUsers size={18} />}>
            <Text>{t('summary.hosts', { names: hostNames.join(', ') })}</Text>
          </Line>
        ) : null}
        <Places capacity={props.capacity} placesLeft={props.placesLeft} eventType={eventType} />
      </Stack>
      {tags.length ? (
        <Group gap={6} aria-label={t('summary.tags')} role="list">
          {tags.map((tag) => (
            <Badge key={tag.name} role="listitem" variant="light" color={tag.color || 'gray'} style={{ textTransform: 'none' }}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      {descriptionHtml ? (
        <Box dir="auto">
          <NoteBody html={descriptionHtml} />
        </Box>
      ) : null}
    </Stack>
  );
}
