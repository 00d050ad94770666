import { Box, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../ui/chart/LineChart';

export interface ChartLine {
  /** Key of the values in each row. */
  name: string;
  label: string;
  color: string;
  dashed?: boolean;
}

export interface ChartRow {
  /** The period as the axis and the table's first column show it. */
  period: string;
  [line: string]: string | number | null;
}

interface MetricChartProps {
  /** Names the chart for assistive technologies; the table that follows carries the same values. */
  title: string;
  rows: ChartRow[];
  lines: ChartLine[];
  format: (value: number) => string;
  /** Columns of the table beyond the lines (counts, growth), already formatted. */
  extraColumns?: Array<{ key: string; label: string }>;
  /** Dates are not charted: the table alone shows them. */
  chart?: boolean;
}

/**
 * A line chart over periods with its accessible alternative: the chart is an image named by its
 * title, and the table below it lists every value it draws, in reading order.
 */
export function MetricChart({ title, rows, lines, format, extraColumns = [], chart = true }: MetricChartProps) {
  const { t } = useTranslation('metrics');
  const hasNumbers = rows.some((row) => lines.some((line) => typeof row[line.name] === 'number'));
  const cell = (value: string | number | null | undefined) => (typeof value === 'number' ? format(value) : (value ?? '—'));
  return (
    <>
      {chart && hasNumbers && (
        <Box role="img" aria-label={t('analytics.chartLabel', { metric: title })}>
          <LineChart rows={rows} xKey="period" series={lines} format={format} />
        </Box>
      )}
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table withTableBorder striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('analytics.tableCaption', { metric: title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analytics.period')}</Table.Th>
              {lines.map((line) => (
                <Table.Th scope="col" key={line.name}>
                  {line.label}
                </Table.Th>
              ))}
              {extraColumns.map((column) => (
                <Table.Th scope="col" key={column.key}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.period}>
                <Table.Th scope="row" fw={400}>
                  {row.period}
                </Table.Th>
                {lines.map((line) => (
                  <Table.Td key={line.name}>
                    <Text size="sm" span dir="ltr">
                      {cell(row[line.name])}
                    </Text>
                  </Table.Td>
                ))}
                {extraColumns.map((column) => (
                  <Table.Td key={column.key}>
                    <Text size="sm" span dir="ltr">
                      {row[column.key] ?? '—'}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
