import { Anchor, Group, Image, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../graphql';
import classes from '../messages.module.css';
import { fileSize, isPicture } from './files';

/** A message's files: pictures as thumbnails, other files as links with their size; each opens apart. */
export function MessageAttachments({ files }: { files: Message['attachments'] }) {
  const { t, i18n } = useTranslation('messages');
  if (!files.length) return null;
  return (
    <Group gap="xs" mt={4} component="ul" className={classes.list} aria-label={t('message.files')}>
      {files.map((file) => (
        <li key={file._id} style={{ maxWidth: '100%' }}>
          {isPicture(file.fileType) ? (
            <a href={file.url} target="_blank" rel="noopener noreferrer" className={classes.thumbnail} aria-label={t('message.openFile', { name: file.name })}>
              <Image src={file.url} alt={file.name} w={160} h={110} fit="cover" />
            </a>
          ) : (
            <Anchor href={file.url} target="_blank" rel="noopener noreferrer" download={file.name} className={classes.file} size="sm">
              <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text span size="sm" truncate="end">
                {file.name}
              </Text>
              <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {fileSize(file.size, i18n.language)}
              </Text>
            </Anchor>
          )}
        </li>
      ))}
    </Group>
  );
}
