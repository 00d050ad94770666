import { lazy, Suspense } from 'react';
import { Group, Input, Loader, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_TAGS_MAX, EVENT_TITLE_MAX, modesOf, type EventType } from '@seedbed/contracts/events';
import { MultiSelectField, SelectField } from '../../../../ui/form/SelectFields';
import { TextField } from '../../../../ui/form/TextFields';
import { eventTypeKey } from '../../shared/labels';
import { withEventType, type EventFormValues } from '../eventForm';
import type { Choice } from '../useEditorChoices';
import { PictureField } from '../../../../ui/form/PictureField';
import { EVENT_IMAGE_TYPES, uploadEventImage } from '../uploadImage';
import { Section } from './Section';
import type { SectionProps } from './types';

// The rich-text editor downloads when the description is first shown, as for notes and home texts.
const TextEditor = lazy(async () => ({ default: (await import('../../../home/customise/TextEditor')).TextEditor }));

interface BasicsProps extends SectionProps {
  /** The plan's oneOnOneEvents flag: one-on-one events are offered only with it (or when the event already is one). */
  oneOnOneAllowed: boolean;
  tagChoices: Choice[];
  /** Null: the viewer may not read the topics, so the field is left out. */
  topicChoices: Choice[] | null;
}

export function BasicsSection({ form, field, t, oneOnOneAllowed, tagChoices, topicChoices }: BasicsProps) {
  const { i18n } = useTranslation();
  const { values } = form;
  const types: EventType[] = oneOnOneAllowed || values.eventType === 'ONE_ON_ONE' ? ['GROUP', 'ONE_ON_ONE'] : ['GROUP'];
  const description = field('description');
  return (
    <Section title={t('sections.basics')}>
      <TextField {...field('title')} label={t('fields.title')} required maxLength={EVENT_TITLE_MAX} dir="auto" data-autofocus />
      {types.length > 1 ? (
        <Radio.Group label={t('fields.eventType')} value={values.eventType} onChange={(next) => form.setValues(withEventType(values, next as EventType))}>
          <Group gap="lg" mt={4}>
            {types.map((type) => (
              <Radio key={type} value={type} label={t(eventTypeKey(type))} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      {values.eventType === 'GROUP' ? (
        <SelectField
          {...field('mode')}
          onChange={(next) => next && form.setValue('mode', next as EventFormValues['mode'])}
          label={t('fields.groupMode')}
          data={modesOf('GROUP').map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Input.Wrapper label={t('fields.description')} error={description.error}>
        <Stack gap={0} mt={4}>
          <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
            <TextEditor
              initialHtml={description.value}
              label={t('fields.description')}
              language={i18n.language}
              dir={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
              onChange={(html) => description.onChange(html)}
              onBlur={description.onBlur}
              invalid={Boolean(description.error)}
            />
          </Suspense>
        </Stack>
      </Input.Wrapper>
      <Group grow align="flex-start" wrap="wrap" gap="md">
        <PictureField
          label={t('fields.image')}
          value={values.image}
          onChange={(url) => form.setValue('image', url)}
          upload={uploadEventImage}
          types={EVENT_IMAGE_TYPES}
          height={72}
          width={72}
        />
        <PictureField
          label={t('fields.cover')}
          value={values.cover}
          onChange={(url) => form.setValue('cover', url)}
          upload={uploadEventImage}
          types={EVENT_IMAGE_TYPES}
          height={96}
          width="100%"
        />
      </Group>
      <MultiSelectField
        {...field('tagIds')}
        label={t('fields.tags')}
        optional
        data={tagChoices}
        searchable
        maxValues={EVENT_TAGS_MAX}
        nothingFoundMessage={t('fields.noOptions')}
        comboboxProps={{ withinPortal: true }}
      />
      {topicChoices ? (
        <MultiSelectField
          {...field('topicIds')}
          label={t('fields.topics')}
          optional
          data={topicChoices}
          searchable
          maxValues={EVENT_TAGS_MAX}
          nothingFoundMessage={t('fields.noOptions')}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Section>
  );
}
