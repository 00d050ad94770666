import { Group, Radio, SimpleGrid } from '@mantine/core';
import { EVENT_LOCATION_MAX, EVENT_LOCATION_MODES, type EventLocationMode } from '@seedbed/contracts/events';
import { TextField } from '../../../../ui/form/TextFields';
import { locationModeKey } from '../../shared/labels';
import { Section } from './Section';
import type { SectionProps } from './types';

/** Where it takes place: a place for people to come to, a conference to join, or both (HYBRID). */
export function WhereSection({ form, field, t }: SectionProps) {
  const { values } = form;
  const inPerson = values.locationMode !== 'ONLINE';
  const online = values.locationMode !== 'IN_PERSON';
  return (
    <Section title={t('sections.where')}>
      <Radio.Group label={t('fields.locationMode')} value={values.locationMode} onChange={(next) => form.setValue('locationMode', next as EventLocationMode)}>
        <Group gap="lg" mt={4}>
          {EVENT_LOCATION_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(locationModeKey(mode))} />
          ))}
        </Group>
      </Radio.Group>
      {inPerson ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField {...field('locationText')} label={t('fields.locationText')} optional maxLength={EVENT_LOCATION_MAX} dir="auto" />
          <TextField {...field('locationLink')} label={t('fields.locationLink')} description={t('fields.locationLinkHint')} optional inputMode="url" dir="ltr" />
        </SimpleGrid>
      ) : null}
      {online ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField {...field('conferenceUrl')} label={t('fields.conferenceUrl')} optional inputMode="url" dir="ltr" />
          <TextField {...field('conferenceSolution')} label={t('fields.conferenceSolution')} description={t('fields.conferenceSolutionHint')} optional maxLength={100} />
        </SimpleGrid>
      ) : null}
    </Section>
  );
}
