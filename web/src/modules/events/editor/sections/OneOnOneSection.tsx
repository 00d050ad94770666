import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { modesOf, ONE_ON_ONE_DATES_MAX, SESSIONS_PER_ATTENDEE_MAX, SLOT_DURATIONS, SLOT_INCREMENTS, type AvailabilityMode } from '@seedbed/contracts/events';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectFields';
import { LazyDateTimeField } from '../../../../ui/form/LazyDateTimeField';
import type { WindowValue } from '../eventForm';
import { Section } from './Section';
import type { SectionProps } from './types';

/** How a one-on-one event offers slots: their length and step, how many a person may book, and when. */
export function OneOnOneSection({ form, field, t }: SectionProps) {
  const { values } = form;
  const windows = field('oneOnOneDates');
  const setWindows = (next: WindowValue[]) => {
    form.setValue('oneOnOneDates', next);
    form.touch('oneOnOneDates');
  };
  const minutes = (list: readonly number[]) => list.map((n) => ({ value: String(n), label: t('oneOnOne.minutes', { count: n }) }));
  return (
    <Section title={t('sections.oneOnOne')}>
      <Radio.Group label={t('fields.mode')} value={values.mode} onChange={(next) => form.setValue('mode', next as AvailabilityMode)}>
        <Stack gap={6} mt={4}>
          {modesOf('ONE_ON_ONE').map((mode) => (
            <Radio key={mode} value={mode} label={t(`modes.${mode}`)} description={t(`modeHints.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          {...field('duration')}
          value={String(values.duration)}
          onChange={(next) => next && form.setValue('duration', Number(next))}
          label={t('fields.duration')}
          data={minutes(SLOT_DURATIONS)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SelectField
          {...field('timeslotIncrement')}
          value={String(values.timeslotIncrement)}
          onChange={(next) => next && form.setValue('timeslotIncrement', Number(next))}
          label={t('fields.timeslotIncrement')}
          data={minutes(SLOT_INCREMENTS)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberField {...field('numberOfSessions')} label={t('fields.numberOfSessions')} min={1} max={SESSIONS_PER_ATTENDEE_MAX} allowDecimal={false} />
      </SimpleGrid>
      {values.mode === 'ONE_ON_ONE_SPECIFIC' ? (
        <Stack gap="xs" role="group" aria-label={t('oneOnOne.windows')}>
          <Text fw={500} size="sm">
            {t('oneOnOne.windows')}
          </Text>
          {values.oneOnOneDates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('oneOnOne.noWindows')}
            </Text>
          ) : null}
          {values.oneOnOneDates.map((window, index) => (
            <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
                <LazyDateTimeField
                  label={t('oneOnOne.windowStart', { n: index + 1 })}
                  loadingLabel={t('loading')}
                  value={window.start || null}
                  onChange={(next) => setWindows(values.oneOnOneDates.map((w, i) => (i === index ? { ...w, start: next ?? '' } : w)))}
                />
                <LazyDateTimeField
                  label={t('oneOnOne.windowEnd', { n: index + 1 })}
                  loadingLabel={t('loading')}
                  value={window.end || null}
                  onChange={(next) => setWindows(values.oneOnOneDates.map((w, i) => (i === index ? { ...w, end: next ?? '' } : w)))}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('oneOnOne.removeWindow', { n: index + 1 })}
                onClick={() => setWindows(values.oneOnOneDates.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {windows.error ? (
            <Text c="red" size="sm" role="alert">
              {windows.error}
            </Text>
          ) : null}
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={values.oneOnOneDates.length >= ONE_ON_ONE_DATES_MAX}
            onClick={() => setWindows([...values.oneOnOneDates, { start: values.start, end: values.end }])}
          >
            {t('oneOnOne.addWindow')}
          </Button>
        </Stack>
      ) : null}
      <Switch {...form.checkbox('ignoreHostsLinkedCalendar')} label={t('fields.ignoreHostsLinkedCalendar')} description={t('fields.ignoreHostsLinkedCalendarHint')} />
      <Switch {...form.checkbox('ignoreHourAllocation')} label={t('fields.ignoreHourAllocation')} description={t('fields.ignoreHourAllocationHint')} />
    </Section>
  );
}
