import { useState } from 'react';
import { Anchor, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui/dialog/Dialog';
import type { PostAttachment } from './graphql';
import classes from './post.module.css';

export const isImage = (file: Pick<PostAttachment, 'fileType'>) => file.fileType.startsWith('image/');

/** "2.4 MB" in the reader's language. */
export function fileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** A post's pictures in a grid (each opens larger) and its other files as download links. */
export function PostAttachments({ attachments }: { attachments: readonly PostAttachment[] }) {
  const { t, i18n } = useTranslation('communityFeed');
  const [opened, setOpened] = useState<PostAttachment | null>(null);
  const images = attachments.filter(isImage);
  const files = attachments.filter((file) => !isImage(file));
  if (attachments.length === 0) return null;
  return (
    <>
      {images.length > 0 ? (
        <ul className={classes.images} data-count={Math.min(images.length, 3)} aria-label={t('post.images')}>
          {images.map((image) => (
            <li key={image._id}>
              <UnstyledButton className={classes.imageButton} onClick={() => setOpened(image)} aria-label={t('post.openImage', { name: image.name })}>
                <Image src={image.url} alt="" loading="lazy" />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <Group gap="xs" component="ul" className={classes.plainList} aria-label={t('post.files')}>
          {files.map((file) => (
            <li key={file._id} style={{ maxWidth: '100%' }}>
              <Anchor href={file.url} download={file.name} className={classes.fileChip}>
                <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
                <span dir="auto">{file.name}</span>
                <Text span size="xs" c="dimmed">
                  {fileSize(file.size, i18n.language)}
                </Text>
              </Anchor>
            </li>
          ))}
        </Group>
      ) : null}
      <Dialog opened={opened !== null} onClose={() => setOpened(null)} title={opened?.name} size="auto" centered>
        {opened ? <Image src={opened.url} alt={opened.name} maw="min(90vw, 1200px)" mah="80vh" fit="contain" /> : null}
      </Dialog>
    </>
  );
}
