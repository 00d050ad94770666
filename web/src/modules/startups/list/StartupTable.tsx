import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StartupCardData } from '../graphql';
import { startupFilePath } from '../paths';
import { formatInstantDate } from '../shared/dates';
import { PersonAvatars } from '../shared/PersonAvatars';
import { pageSelection } from '../shared/selection';
import { StartupLogo } from '../shared/StartupLogo';
import { stageLabel } from '../shared/stages';

interface StartupTableProps {
  rows: readonly StartupCardData[];
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; onTogglePage: () => void };
}

const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name).join(', ');

/** The table view; on narrow screens it scrolls sideways inside its own box, the page does not. */
export function StartupTable({ rows, selection }: StartupTableProps) {
  const { t, i18n } = useTranslation('startups');
  const header = selection
    ? pageSelection(
        selection.selected,
        rows.map((r) => r._id),
      )
    : 'none';
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="startup-table">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox checked={header === 'all'} indeterminate={header === 'some'} onChange={selection.onTogglePage} aria-label={t('select.page')} />
              </Table.Th>
            )}
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.stage')}</Table.Th>
            <Table.Th>{t('columns.programs')}</Table.Th>
            <Table.Th>{t('columns.industries')}</Table.Th>
            <Table.Th>{t('columns.tags')}</Table.Th>
            <Table.Th>{t('columns.assigned')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((startup) => (
            <Table.Tr key={startup._id} data-testid="startup-row">
              {selection && (
                <Table.Td>
                  <Checkbox checked={selection.selected.has(startup._id)} onChange={() => selection.onToggle(startup._id)} aria-label={t('select.one', { name: startup.name })} />
                </Table.Td>
              )}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <StartupLogo name={startup.name} logo={startup.logo} size="sm" />
                  <Anchor component={Link} to={startupFilePath(startup._id)} fw={500}>
                    {startup.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                {startup.stage ? (
                  <Badge variant="light" color="grape">
                    {stageLabel(t, startup.stage)}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{names(startup.programs)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{names(startup.industries)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{names(startup.tags)}</Text>
              </Table.Td>
              <Table.Td>
                <PersonAvatars people={startup.assignedPeople} size="compact" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatInstantDate(startup.createdAt, i18n.language)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
