import { Anchor, Group, ScrollArea, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GridMetric, GridPeriod, GridRow } from './graphql';
import classes from './grid.module.css';
import { cellValue, formatValue, monthLabel, periodColumns, periodsAt, STATUS_STYLE, type ValueFormat } from './gridModel';

interface GridTableProps {
  rows: GridRow[];
  metrics: ReadonlyMap<string, GridMetric>;
  format: ValueFormat;
  onOpen: (row: GridRow, period: GridPeriod) => void;
}

/** The values of a period as lines "metric: value", in the metrics' order (its row's metricIds). */
function valueLines(row: GridRow, period: GridPeriod, metrics: ReadonlyMap<string, GridMetric>, format: ValueFormat): Array<{ name: string; text: string }> {
  return row.metricIds.flatMap((metricId, index) => {
    const metric = metrics.get(metricId);
    const cell = period.cells[index] ?? null;
    return metric && cell !== null ? [{ name: metric.name, text: formatValue(cellValue(cell, metric), metric, format) }] : [];
  });
}

/**
 * Startups × periods: each cell a button with the period's status in colour and words, its values
 * shown on hover and on keyboard focus; opening it shows and edits the values. At phone width the
 * periods scroll sideways while the startup column stays.
 */
export function GridTable({ rows, metrics, format, onOpen }: GridTableProps) {
  const { t } = useTranslation('metrics');
  const columns = periodColumns(rows);
  const viewport = useRef<HTMLDivElement>(null);
  const latest = columns.at(-1);
  // The latest periods are what staff follow: the grid opens scrolled to them, on the right (on the left in right-to-left).
  useEffect(() => {
    const element = viewport.current;
    if (!element || !latest) return;
    element.scrollLeft = getComputedStyle(element).direction === 'rtl' ? -element.scrollWidth : element.scrollWidth;
  }, [latest]);
  return (
    <ScrollArea type="auto" offsetScrollbars="x" viewportRef={viewport}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing="xs" miw="100%">
        <Table.Caption>{t('grid.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {t('grid.startup')}
            </Table.Th>
            {columns.map((from) => (
              <Table.Th scope="col" key={from} className={classes.head}>
                {monthLabel(from, format.locale)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.startup._id}>
              <Table.Th scope="row" className={classes.sticky}>
                <Anchor component={Link} to={`/startup/${row.startup._id}/file/analytics`} size="sm" fw={500} dir="auto" lineClamp={2}>
                  {row.startup.name}
                </Anchor>
              </Table.Th>
              {columns.map((from) => (
                <Table.Td key={from} className={classes.cell}>
                  <Stack gap={4}>
                    {periodsAt(row, from).map((period) => (
                      <PeriodCell key={period.id} row={row} period={period} lines={valueLines(row, period, metrics, format)} locale={format.locale} onOpen={onOpen} />
                    ))}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

interface PeriodCellProps {
  row: GridRow;
  period: GridPeriod;
  lines: Array<{ name: string; text: string }>;
  locale: string;
  onOpen: (row: GridRow, period: GridPeriod) => void;
}

function PeriodCell({ row, period, lines, locale, onOpen }: PeriodCellProps) {
  const { t } = useTranslation('metrics');
  const style = STATUS_STYLE[period.status];
  const status = t(`grid.status.${period.status}`);
  const filled = lines.filter((line) => line.text);
  const summary = filled.length ? filled.map((line) => `${line.name}: ${line.text}`).join('; ') : t('grid.noValues');
  return (
    <Tooltip
      label={
        filled.length ? (
          <Stack gap={2}>
            {filled.map((line) => (
              <Group key={line.name} gap={6} wrap="nowrap" justify="space-between">
                <Text size="xs" dir="auto">
                  {line.name}
                </Text>
                <Text size="xs" fw={600} dir="ltr">
                  {line.text}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          t('grid.noValues')
        )
      }
      events={{ hover: true, focus: true, touch: false }}
      withinPortal
      multiline
      maw={320}
    >
      <UnstyledButton
        className={classes.status}
        style={{ '--status-color': `var(--mantine-color-${style.color}-6)` } as CSSProperties}
        aria-label={t('grid.cellLabel', { startup: row.startup.name, period: monthLabel(period.from, locale), status, values: summary })}
        onClick={() => onOpen(row, period)}
      >
        <span className={classes.symbol} aria-hidden>
          {style.symbol}
        </span>
        <span>{status}</span>
      </UnstyledButton>
    </Tooltip>
  );
}
