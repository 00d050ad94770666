import { Group, ScrollArea, Table, Text } from '@mantine/core';
import classes from './analytics.module.css';

export interface BarColumn {
  key: string;
  label: string;
  /** A theme colour as `name.shade` (`teal.6`). */
  color: string;
}

export interface BarRow {
  key: string;
  label: string;
  values: Record<string, number>;
  /** Said after the value (a share, a rate), already formatted. */
  notes?: Record<string, string | null>;
}

const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * Bars as a table: each value is written beside its bar, so that the table reads the same to a
 * screen reader, in any direction, on any screen. Bars are drawn to the largest value in the table.
 */
export function BarTable({
  caption,
  rowHeader,
  columns,
  rows,
  format,
}: {
  caption: string;
  rowHeader: string;
  columns: BarColumn[];
  rows: BarRow[];
  format: (value: number) => string;
}) {
  const max = Math.max(1, ...rows.flatMap((row) => columns.map((column) => row.values[column.key] ?? 0)));
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table verticalSpacing={6} fz="sm" miw={columns.length > 1 ? 520 : undefined}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{rowHeader}</Table.Th>
            {columns.map((column) => (
              <Table.Th scope="col" key={column.key}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm" span dir="auto">
                  {row.label}
                </Text>
              </Table.Th>
              {columns.map((column) => {
                const value = row.values[column.key] ?? 0;
                const note = row.notes?.[column.key];
                return (
                  <Table.Td key={column.key}>
                    <Group gap="xs" wrap="nowrap">
                      <div className={classes.track} aria-hidden>
                        <div className={classes.bar} style={{ inlineSize: `${(value / max) * 100}%`, background: cssColor(column.color) }} />
                      </div>
                      <Text size="sm" span className={classes.value}>
                        {format(value)}
                        {note ? (
                          <Text span size="xs" c="dimmed">
                            {` (${note})`}
                          </Text>
                        ) : null}
                      </Text>
                    </Group>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
