import { ActionIcon, Alert, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../ui/useImageUpload';
import { HtmlEditor } from './HtmlEditor';
import { mayAddColumn, mayRemoveColumn, type EditBlock } from './pageBlocks';
import { PAGE_IMAGE_TYPES, uploadPageImage } from './uploadPageImage';

interface BlockEditorProps {
  block: EditBlock;
  funnelId: string;
  onChange: (patch: Partial<EditBlock>) => void;
}

/** The fields of one page block. */
export function BlockEditor({ block, funnelId, onChange }: BlockEditorProps) {
  const { t } = useTranslation('funnels');
  switch (block.type) {
    case 'text':
      return <HtmlEditor label={t('page.text')} html={block.html} onChange={(html) => onChange({ html })} />;
    case 'image':
      return <ImageFields block={block} funnelId={funnelId} onChange={onChange} />;
    case 'video':
      return (
        <Stack gap="xs">
          <TextInput
            label={t('page.videoUrl')}
            description={t('page.videoHelp')}
            value={block.url}
            onChange={(e) => onChange({ url: e.currentTarget.value })}
            type="url"
            dir="ltr"
          />
          <TextInput label={t('page.videoTitle')} value={block.title} onChange={(e) => onChange({ title: e.currentTarget.value })} />
        </Stack>
      );
    case 'accordion':
      return (
        <Stack gap="sm">
          {block.items.map((item, i) => (
            // Items have no id of their own: their place is their identity while editing.
            <Stack key={i} gap="xs" p="xs" style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)' }}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('page.itemTitle', { number: i + 1 })}
                  value={item.title}
                  onChange={(e) => onChange({ items: block.items.map((it, j) => (j === i ? { ...it, title: e.currentTarget.value } : it)) })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={block.items.length <= 1}
                  aria-label={t('page.removeItem', { number: i + 1 })}
                  onClick={() => onChange({ items: block.items.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <HtmlEditor
                label={t('page.itemText', { number: i + 1 })}
                html={item.html}
                onChange={(html) => onChange({ items: block.items.map((it, j) => (j === i ? { ...it, html } : it)) })}
              />
            </Stack>
          ))}
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange({ items: [...block.items, { title: '', html: '' }] })}>
            {t('page.addItem')}
          </Button>
        </Stack>
      );
    case 'columns':
      return (
        <Stack gap="sm">
          {block.columns.map((html, i) => (
            // A column's place is its identity.
            <Stack key={i} gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t('page.column', { number: i + 1 })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={!mayRemoveColumn(block)}
                  aria-label={t('page.removeColumn', { number: i + 1 })}
                  onClick={() => onChange({ columns: block.columns.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <HtmlEditor label={t('page.column', { number: i + 1 })} html={html} onChange={(next) => onChange({ columns: block.columns.map((c, j) => (j === i ? next : c)) })} />
            </Stack>
          ))}
          <Button
            variant="light"
            size="xs"
            disabled={!mayAddColumn(block)}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange({ columns: [...block.columns, ''] })}
          >
            {t('page.addColumn')}
          </Button>
        </Stack>
      );
    case 'funnel':
      return (
        <Text size="sm" c="dimmed">
          {t('page.funnelHelp')}
        </Text>
      );
  }
}

function ImageFields({ block, funnelId, onChange }: { block: Extract<EditBlock, { type: 'image' }>; funnelId: string; onChange: (patch: Partial<EditBlock>) => void }) {
  const { t } = useTranslation('funnels');
  const upload = useImageUpload(
    async (file) => {
      const stored = await uploadPageImage(funnelId, file);
      onChange({ attachmentId: stored.id, imageUrl: stored.url });
    },
    t('page.imageOnly'),
    PAGE_IMAGE_TYPES,
  );
  return (
    <Stack gap="xs">
      {block.imageUrl ? <Image src={block.imageUrl} alt={block.alt} mah={200} fit="contain" radius="sm" /> : <Text c="dimmed">{t('page.noImage')}</Text>}
      {upload.failure && (
        <Alert color="red" role="alert">
          {upload.failure}
        </Alert>
      )}
      <FileButton onChange={(file) => void upload.pick(file)} accept={upload.accept}>
        {(props) => (
          <Button {...props} variant="default" size="xs" loading={upload.busy} leftSection={<IconUpload size={14} aria-hidden />} w="fit-content">
            {block.imageUrl ? t('page.replaceImage') : t('page.uploadImage')}
          </Button>
        )}
      </FileButton>
      <TextInput label={t('page.alt')} description={t('page.altHelp')} value={block.alt} onChange={(e) => onChange({ alt: e.currentTarget.value })} />
    </Stack>
  );
}
