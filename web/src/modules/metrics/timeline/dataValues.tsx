import { Badge, Group, Table, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS, type Tone } from '@seedbed/contracts/metrics-values';
import { formatMasked } from '../../../ui/form/numberMask';
import type { DataValueItem } from './graphql';

const dayFormat = (language: string, day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : day;

/** A posted number in its unit: the currency it was reported in, %, or the custom unit's name. */
function amount(item: DataValueItem, number: number, language: string): string {
  const unitType = item.metric?.unitOfMeasure.unitType ?? null;
  const text = formatMasked(number, unitType, { currency: unitType === 'MONETARY' ? item.unit : null, locale: language });
  return unitType === 'CUSTOM' && item.unit ? `${text} ${item.unit}` : text;
}

/** The value as read on the timeline. */
export function valueText(item: DataValueItem, language: string): string {
  if (item.dateValue) return dayFormat(language, item.dateValue);
  const number = item.value === null || item.value === undefined ? Number.NaN : Number(item.value);
  return Number.isFinite(number) ? amount(item, number, language) : (item.value ?? '');
}

/** The change since the previous period: in % when there is one, else the difference; signed. */
export function changeText(item: DataValueItem, language: string): string | null {
  const { change, diff } = item.metadata;
  const sign = (n: number) => (n > 0 ? '+' : '');
  if (change !== null && change !== undefined) return `${sign(change)}${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(change)} %`;
  if (diff !== null && diff !== undefined) return `${sign(diff)}${amount(item, diff, language)}`;
  return null;
}

/** The values of a post as text for the timeline's CSV export: the stored value and its unit, as a spreadsheet reads them. */
export function valuesCsv(items: readonly DataValueItem[], t: TFunction): string {
  return items
    .map((item) => {
      const unit = item.unit ? (item.unit === '%' ? ' %' : ` ${item.unit}`) : '';
      const value = item.dateValue ?? (item.value !== null && item.value !== undefined ? `${item.value}${unit}` : '');
      return `${item.metric?.name ?? t('metrics:timeline.metricGone')}: ${value}`;
    })
    .join('; ');
}

/** Each value with its change: an arrow in spec 2 §9's colours, or 'First value'. */
export function DataValueTable({ items }: { items: readonly DataValueItem[] }) {
  const { t, i18n } = useTranslation('metrics');
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('timeline.metric')}</Table.Th>
            <Table.Th>{t('timeline.value')}</Table.Th>
            <Table.Th>{t('timeline.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const change = changeText(item, i18n.language);
            const color = TONE_COLORS[(item.metadata.tone as Tone) ?? 'blue'] ?? TONE_COLORS.blue;
            const up = (item.metadata.diff ?? 0) > 0;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.metric?.name ?? t('timeline.metricGone')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                    {valueText(item, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item.isPoint0 ? (
                    <Badge variant="light" color="blue" size="sm" tt="none">
                      {t('timeline.firstValue')}
                    </Badge>
                  ) : change ? (
                    <Group gap={4} wrap="nowrap" c={color} aria-label={t(up ? 'timeline.up' : 'timeline.down', { change })}>
                      {item.metadata.useArrow ? up ? <IconArrowUpRight size={16} aria-hidden /> : <IconArrowDownRight size={16} aria-hidden /> : null}
                      <Text size="sm" c={color} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                        {change}
                      </Text>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('timeline.noChange')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
