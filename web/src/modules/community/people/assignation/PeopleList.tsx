import { Anchor, Avatar, Badge, Card, Checkbox, CloseButton, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRoleType } from '@seedbed/contracts/roles';
import { startupFilePath } from '../../../startups/paths';
import { pageSelection } from '../../../startups/shared/selection';
import type { AssignationRow } from '../graphql';
import type { StartupChip } from './assignation';

interface PeopleListProps {
  rows: readonly AssignationRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: () => void;
  /** Takes one person off one startup; absent for those who may not. */
  onRemove?: (person: AssignationRow, startup: StartupChip) => void;
  /** Phone width: one card per person instead of the table. */
  compact: boolean;
}

function RoleBadge({ roleType }: { roleType: string }) {
  const { t } = useTranslation('communityPeople');
  return (
    <Badge variant="light" color="indigo" w="fit-content">
      {isRoleType(roleType) ? t(`common:roles.${roleType}`) : roleType}
    </Badge>
  );
}

function Person({ person }: { person: AssignationRow }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={person.avatar || null} name={person.fullName} color="initials" radius="xl" aria-hidden />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/profile/${encodeURIComponent(person._id)}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {person.fullName}
        </Anchor>
        {person.headline && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {person.headline}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** The startups a person is on, each a link with its own remove button. */
function StartupChips({ person, onRemove }: { person: AssignationRow; onRemove?: PeopleListProps['onRemove'] }) {
  const { t } = useTranslation('communityPeople');
  if (person.assignedStartups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('assignation.noStartup')}
      </Text>
    );
  }
  return (
    <Group gap={6} data-testid="startup-chips">
      {person.assignedStartups.map((startup) => (
        <Badge
          key={startup._id}
          variant="outline"
          color="gray"
          size="lg"
          radius="sm"
          tt="none"
          fw={500}
          pe={onRemove ? 2 : undefined}
          rightSection={
            onRemove ? (
              <CloseButton
                size="xs"
                radius="xl"
                onClick={() => onRemove(person, startup)}
                aria-label={t('assignation.removeFrom', { name: person.fullName, startup: startup.name })}
              />
            ) : undefined
          }
        >
          <Anchor component={Link} to={startupFilePath(startup._id)} size="sm" c="inherit">
            {startup.name}
          </Anchor>
        </Badge>
      ))}
    </Group>
  );
}

const skillNames = (person: AssignationRow) => person.skills.map((s) => s.name).join(', ');

/** The people of the page: a table from tablet width on, cards on a phone; each row or card can be selected. */
export function PeopleList({ rows, selected, onToggle, onTogglePage, onRemove, compact }: PeopleListProps) {
  const { t } = useTranslation('communityPeople');
  const header = pageSelection(
    selected,
    rows.map((r) => r._id),
  );
  if (compact) {
    return (
      <Stack gap="sm" data-testid="people-cards">
        {rows.length > 0 && <Checkbox checked={header === 'all'} indeterminate={header === 'some'} onChange={onTogglePage} label={t('assignation.selectPage')} />}
        {rows.map((person) => (
          <Card key={person._id} withBorder padding="sm" data-testid="person-card">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox checked={selected.has(person._id)} onChange={() => onToggle(person._id)} aria-label={t('assignation.select', { name: person.fullName })} mt={10} />
                <Person person={person} />
              </Group>
              <RoleBadge roleType={person.roleType} />
              {person.skills.length > 0 && (
                <Text size="xs" c="dimmed">
                  {skillNames(person)}
                </Text>
              )}
              <StartupChips person={person} onRemove={onRemove} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="people-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox checked={header === 'all'} indeterminate={header === 'some'} onChange={onTogglePage} aria-label={t('assignation.selectPage')} />
            </Table.Th>
            <Table.Th>{t('assignation.columns.person')}</Table.Th>
            <Table.Th>{t('assignation.columns.role')}</Table.Th>
            <Table.Th>{t('assignation.columns.skills')}</Table.Th>
            <Table.Th>{t('assignation.columns.startups')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((person) => (
            <Table.Tr key={person._id} data-testid="person-row" bg={selected.has(person._id) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Checkbox checked={selected.has(person._id)} onChange={() => onToggle(person._id)} aria-label={t('assignation.select', { name: person.fullName })} />
              </Table.Td>
              <Table.Td maw={280}>
                <Person person={person} />
              </Table.Td>
              <Table.Td>
                <RoleBadge roleType={person.roleType} />
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm">{skillNames(person)}</Text>
              </Table.Td>
              <Table.Td>
                <StartupChips person={person} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
