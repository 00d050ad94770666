import { useMemo } from 'react';
import { Checkbox, Group, Radio, SimpleGrid } from '@mantine/core';
import { RECURRENCE_FREQUENCIES, RECURRENCE_MAX_OCCURRENCES, RECURRENCE_WEEKDAYS, type RecurrenceWeekday } from '@seedbed/contracts/events';
import { isTimeZone } from '@seedbed/contracts/time';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectFields';
import { TextField } from '../../../../ui/form/TextFields';
import { LazyDateTimeField } from '../../../../ui/form/LazyDateTimeField';
import type { Repeat, RepeatEnd } from '../eventForm';
import { Section } from './Section';
import type { SectionProps } from './types';

const ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Every zone the browser knows, with UTC and the event's own even when the list lacks it. */
function zoneChoices(current: string): string[] {
  return [...new Set(['UTC', ...ZONES, ...(isTimeZone(current) ? [current] : [])])].sort();
}

interface WhenProps extends SectionProps {
  /** Part of a series: the recurrence is the series', changed with "this and following events". */
  inSeries: boolean;
}

export function WhenSection({ form, field, t, inSeries }: WhenProps) {
  const { values } = form;
  const zones = useMemo(() => zoneChoices(values.timezone), [values.timezone]);
  const start = field('start');
  const end = field('end');
  const weekdays = field('weekdays');
  return (
    <Section title={t('sections.when')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LazyDateTimeField
          label={t('fields.start')}
          loadingLabel={t('loading')}
          required
          value={start.value || null}
          onChange={(next) => {
            start.onChange(next ?? '');
            start.onBlur();
          }}
          error={start.error}
        />
        <LazyDateTimeField
          label={t('fields.end')}
          loadingLabel={t('loading')}
          required
          value={end.value || null}
          onChange={(next) => {
            end.onChange(next ?? '');
            end.onBlur();
          }}
          error={end.error}
        />
      </SimpleGrid>
      <SelectField
        {...field('timezone')}
        onChange={(next) => next && form.setValue('timezone', next)}
        label={t('fields.timezone')}
        description={t('fields.timezoneHint')}
        data={zones}
        searchable
        allowDeselect={false}
        limit={100}
        comboboxProps={{ withinPortal: true }}
      />
      <SelectField
        {...field('repeat')}
        onChange={(next) => next && form.setValue('repeat', next as Repeat)}
        label={t('fields.repeat')}
        description={inSeries ? t('fields.repeatSeriesHint') : undefined}
        data={(['NONE', ...RECURRENCE_FREQUENCIES] as Repeat[]).map((value) => ({ value, label: t(`repeat.${value}`) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {values.repeat !== 'NONE' ? (
        <>
          <NumberField
            {...field('interval')}
            label={t('fields.interval', { unit: t(`repeatUnit.${values.repeat}`) })}
            min={1}
            max={99}
            allowDecimal={false}
            w={{ base: '100%', sm: 220 }}
          />
          {values.repeat === 'WEEKLY' ? (
            <Checkbox.Group
              label={t('fields.weekdays')}
              description={t('fields.weekdaysHint')}
              value={weekdays.value}
              onChange={(next) => {
                weekdays.onChange(RECURRENCE_WEEKDAYS.filter((day) => next.includes(day)) as RecurrenceWeekday[]);
                weekdays.onBlur();
              }}
              error={weekdays.error}
            >
              <Group gap="md" mt={4}>
                {RECURRENCE_WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={t(`weekdays.${day}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          <Radio.Group label={t('fields.repeatEnd')} value={values.repeatEnd} onChange={(next) => form.setValue('repeatEnd', next as RepeatEnd)}>
            <Group gap="lg" mt={4}>
              <Radio value="UNTIL" label={t('repeatEnd.UNTIL')} />
              <Radio value="COUNT" label={t('repeatEnd.COUNT')} />
            </Group>
          </Radio.Group>
          {values.repeatEnd === 'UNTIL' ? (
            <TextField {...field('until')} type="date" label={t('fields.until')} required w={{ base: '100%', sm: 220 }} />
          ) : (
            <NumberField
              {...field('count')}
              label={t('fields.count')}
              description={t('fields.countHint', { max: RECURRENCE_MAX_OCCURRENCES })}
              min={1}
              max={RECURRENCE_MAX_OCCURRENCES}
              allowDecimal={false}
              w={{ base: '100%', sm: 220 }}
            />
          )}
        </>
      ) : null}
    </Section>
  );
}
