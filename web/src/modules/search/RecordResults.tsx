import { useId, type ComponentType } from 'react';
import { Avatar, Box, Group, Loader, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { IconBook, IconCalendarEvent, IconFileDescription, IconNews, IconRocket, IconSchool, IconUser } from '@tabler/icons-react';
import type { SearchKind } from '@seedbed/contracts/search';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../profile/UserAvatar';
import { groupHits, type RecordHit, type RecordSearch } from './records';

const KIND_ICONS: Record<SearchKind, ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>> = {
  PERSON: IconUser,
  STARTUP: IconRocket,
  PROGRAM: IconSchool,
  EVENT: IconCalendarEvent,
  POST: IconNews,
  RESOURCE: IconBook,
  APPLICATION: IconFileDescription,
};

/** A person's avatar (initials without a picture), a startup's logo, or the kind's icon. */
function HitPicture({ hit }: { hit: RecordHit }) {
  const Icon = KIND_ICONS[hit.kind];
  if (hit.kind === 'PERSON') return <UserAvatar name={hit.title} src={hit.image} size={28} />;
  if (hit.kind === 'STARTUP' && hit.image)
    return (
      <Avatar src={hit.image} size={28} radius="sm" alt="">
        <Icon size={18} stroke={1.5} aria-hidden />
      </Avatar>
    );
  return <Icon size={20} stroke={1.5} aria-hidden />;
}

function RecordGroup({ kind, hits, onOpen }: { kind: SearchKind; hits: RecordHit[]; onOpen: (hit: RecordHit) => void }) {
  const { t } = useTranslation('search');
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" fw={600} c="dimmed" px="md" pt={6} pb={2}>
        {t(`records.kinds.${kind}`)}
      </Text>
      {hits.map((hit) => (
        <Spotlight.Action
          key={`${hit.kind}:${hit.id}`}
          label={hit.title}
          description={hit.subtitle ?? undefined}
          leftSection={<HitPicture hit={hit} />}
          dimmedSections={false}
          onClick={() => onOpen(hit)}
        />
      ))}
    </Box>
  );
}

/**
 * The records part of the global search (plan flag broadSearch): what the server found for the text,
 * grouped by kind in the order of each kind's best hit, after the destinations. Its lines are actions
 * of the same list, so the arrows move through both parts.
 */
export function RecordResults({ search, onOpen }: { search: RecordSearch; onOpen: (hit: RecordHit) => void }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const groups = groupHits(search.hits);
  if (!groups.length && !search.searching && !search.failed) return null;
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" px="md" pt="sm" pb={2} wrap="nowrap">
        <Text id={headingId} size="sm" fw={700}>
          {t('records.title')}
        </Text>
        {search.searching ? (
          <Group gap={6} wrap="nowrap" role="status">
            <Loader size={12} type="oval" aria-hidden />
            <Text size="xs" c="dimmed">
              {t('records.searching')}
            </Text>
          </Group>
        ) : null}
      </Group>
      {search.failed ? (
        <Text size="sm" c="red" px="md" py={4} role="alert">
          {t('records.failed')}
        </Text>
      ) : null}
      {groups.map((group) => (
        <RecordGroup key={group.kind} kind={group.kind} hits={group.hits} onOpen={onOpen} />
      ))}
    </section>
  );
}
