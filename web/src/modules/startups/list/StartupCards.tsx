import { Anchor, Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StartupCardData } from '../graphql';
import { PersonAvatars } from '../shared/PersonAvatars';
import { StartupLogo } from '../shared/StartupLogo';
import { stageLabel } from '../shared/stages';
import { startupFilePath } from '../paths';

interface StartupCardsProps {
  rows: readonly StartupCardData[];
  /** Given when the viewer may act on several startups at once. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void };
}

/** One card per startup: one column on phones, up to three on wide screens. */
export function StartupCards({ rows, selection }: StartupCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="startup-cards">
      {rows.map((startup) => (
        <StartupCard key={startup._id} startup={startup} selection={selection} />
      ))}
    </SimpleGrid>
  );
}

function StartupCard({ startup, selection }: { startup: StartupCardData; selection: StartupCardsProps['selection'] }) {
  const { t } = useTranslation('startups');
  const stage = stageLabel(t, startup.stage);
  const place = [startup.city, startup.country].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="md" radius="md" data-testid="startup-card">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {selection && (
            <Checkbox checked={selection.selected.has(startup._id)} onChange={() => selection.onToggle(startup._id)} aria-label={t('select.one', { name: startup.name })} mt={4} />
          )}
          <StartupLogo name={startup.name} logo={startup.logo} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={startupFilePath(startup._id)} fw={600} lineClamp={2}>
              {startup.name}
            </Anchor>
            {place && (
              <Text size="sm" c="dimmed" truncate>
                {place}
              </Text>
            )}
          </Stack>
          {stage && (
            <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
              {stage}
            </Badge>
          )}
        </Group>
        {startup.description && (
          <Text dir="auto" size="sm" lineClamp={3}>
            {startup.description}
          </Text>
        )}
        <Labels startup={startup} />
        {startup.assignedPeople.length > 0 && (
          <Group gap="xs" mt="auto">
            <Text size="xs" c="dimmed">
              {t('card.assigned')}
            </Text>
            <PersonAvatars people={startup.assignedPeople} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Programmes, industries and tags, each kind in its own colour. */
export function Labels({ startup }: { startup: Pick<StartupCardData, 'programs' | 'industries' | 'tags'> }) {
  const { t } = useTranslation('startups');
  if (startup.programs.length + startup.industries.length + startup.tags.length === 0) return null;
  return (
    <Group gap={6}>
      {startup.programs.map((p) => (
        <Badge key={p._id} variant="outline" color="blue" title={t('card.program')}>
          {p.name}
        </Badge>
      ))}
      {startup.industries.map((i) => (
        <Badge key={i._id} variant="light" color="teal" title={t('card.industry')}>
          {i.name}
        </Badge>
      ))}
      {startup.tags.map((tag) => (
        <Badge key={tag._id} variant="light" color="gray" title={t('card.tag')}>
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
