import { ActionIcon, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EVENT_LINKS_MAX } from '@seedbed/contracts/events';
import { TextField } from '../../../../ui/form/TextFields';
import { Section } from './Section';
import type { SectionProps } from './types';

/** Links attendees get with the event (slides, a sign-up sheet, a reading list). */
export function LinksSection({ form, field, t }: SectionProps) {
  const links = form.values.attachmentLinks;
  const error = field('attachmentLinks').error;
  const set = (next: typeof links) => {
    form.setValue('attachmentLinks', next);
    form.touch('attachmentLinks');
  };
  const change = (index: number, key: 'label' | 'url', value: string) => set(links.map((link, i) => (i === index ? { ...link, [key]: value } : link)));
  return (
    <Section title={t('sections.links')}>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('links.none')}
        </Text>
      ) : null}
      {links.map((link, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
            <TextField label={t('links.label', { n: index + 1 })} value={link.label} onChange={(e) => change(index, 'label', e.currentTarget.value)} maxLength={200} dir="auto" />
            <TextField label={t('links.url', { n: index + 1 })} value={link.url} onChange={(e) => change(index, 'url', e.currentTarget.value)} inputMode="url" dir="ltr" />
          </SimpleGrid>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('links.remove', { n: index + 1 })} onClick={() => set(links.filter((_, i) => i !== index))}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={links.length >= EVENT_LINKS_MAX}
        onClick={() => set([...links, { label: '', url: '' }])}
      >
        {t('links.add')}
      </Button>
    </Section>
  );
}
