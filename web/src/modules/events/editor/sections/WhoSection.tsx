import { Group, Radio, SimpleGrid, Switch } from '@mantine/core';
import {
  AVAILABILITY_METHODS,
  AVAILABILITY_TYPES,
  EDIT_PERMISSIONS,
  EVENT_CAPACITY_MAX,
  NOTICE_UNITS,
  type AvailabilityMethod,
  type AvailabilityType,
  type EditPermission,
  type NoticeUnit,
} from '@seedbed/contracts/events';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectFields';
import { PeopleMultiPicker } from '../../../startups/shared/PeoplePicker';
import type { NamedPerson } from '../eventForm';
import { Section } from './Section';
import type { SectionProps } from './types';

interface WhoProps extends SectionProps {
  /** The hosts the event came with, named before any search. */
  hosts: readonly NamedPerson[];
  names: ReadonlyMap<string, string>;
}

/** Who hosts it, who may change it, and how people get a place. */
export function WhoSection({ form, field, t, hosts, names }: WhoProps) {
  const { values } = form;
  const group = values.eventType === 'GROUP';
  const hostIds = field('hostIds');
  const calendarHosts = values.hostIds.map((id) => ({ value: id, label: names.get(id) ?? t('fields.unnamedHost') }));
  return (
    <Section title={t('sections.who')}>
      <PeopleMultiPicker
        label={t('fields.hosts')}
        description={t('fields.hostsHint')}
        value={hostIds.value}
        onChange={(ids) => {
          hostIds.onChange(ids);
          hostIds.onBlur();
          if (values.calendarHostId && !ids.includes(values.calendarHostId)) form.setValue('calendarHostId', null);
        }}
        roleTypes={null}
        people={hosts}
        error={hostIds.error}
      />
      {values.hostIds.length ? (
        <SelectField
          {...field('calendarHostId')}
          label={t('fields.calendarHost')}
          description={t('fields.calendarHostHint')}
          optional
          clearable
          data={calendarHosts}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Radio.Group label={t('fields.editPermission')} value={values.editPermission} onChange={(next) => form.setValue('editPermission', next as EditPermission)}>
        <Group gap="lg" mt={4}>
          {EDIT_PERMISSIONS.map((permission) => (
            <Radio key={permission} value={permission} label={t(`editPermission.${permission}`)} />
          ))}
        </Group>
      </Radio.Group>
      {group ? (
        <>
          <Switch {...form.checkbox('unlimited')} label={t('fields.unlimited')} />
          {!values.unlimited ? (
            <NumberField {...field('capacity')} label={t('fields.capacity')} required min={1} max={EVENT_CAPACITY_MAX} allowDecimal={false} w={{ base: '100%', sm: 220 }} />
          ) : null}
        </>
      ) : null}
      <Radio.Group label={t('fields.method')} value={values.method} onChange={(next) => form.setValue('method', next as AvailabilityMethod)}>
        <Group gap="lg" mt={4}>
          {AVAILABILITY_METHODS.map((method) => (
            <Radio key={method} value={method} label={t(`method.${method}`)} />
          ))}
        </Group>
      </Radio.Group>
      {group && !values.unlimited ? (
        <Radio.Group label={t('fields.whenFull')} value={values.whenFull} onChange={(next) => form.setValue('whenFull', next as AvailabilityType)}>
          <Group gap="lg" mt={4}>
            {AVAILABILITY_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`whenFull.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      <Switch {...form.checkbox('noticeEnabled')} label={t('fields.notice')} description={t('fields.noticeHint')} />
      {values.noticeEnabled ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={440}>
          <NumberField {...field('noticeValue')} label={t('fields.noticeValue')} min={0} max={365} allowDecimal={false} />
          <SelectField
            {...field('noticeUnit')}
            onChange={(next) => next && form.setValue('noticeUnit', next as NoticeUnit)}
            label={t('fields.noticeUnit')}
            data={NOTICE_UNITS.map((unit) => ({ value: unit, label: t(`noticeUnit.${unit}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      ) : null}
    </Section>
  );
}
