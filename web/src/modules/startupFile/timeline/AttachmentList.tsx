import { useState } from 'react';
import { Anchor, Group, Image, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilePreview, type PreviewedFile } from '../documents/FilePreview';
import { previewKind } from '../documents/files';
import type { TimelineAttachment } from '../graphql';
import classes from './timeline.module.css';

/** A post's files: images as thumbnails and PDFs opened in the preview, other files as download links. */
export function AttachmentList({ attachments }: { attachments: readonly TimelineAttachment[] }) {
  const { t } = useTranslation('startupFile');
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      <Group gap="xs" component="ul" aria-label={t('timeline.attachments')} className={classes.plainList}>
        {attachments.map((file) => {
          const kind = previewKind(file.fileType);
          const open = () => setPreviewed({ name: file.name, fileType: file.fileType, url: file.url });
          return (
            <li key={file._id}>
              {kind === 'image' ? (
                <UnstyledButton onClick={open} aria-label={t('timeline.previewFile', { name: file.name })} className={classes.thumbnail}>
                  <Image src={file.url} alt="" w={96} h={72} fit="cover" radius="sm" />
                </UnstyledButton>
              ) : kind === 'pdf' ? (
                <UnstyledButton onClick={open} className={classes.fileChip} aria-label={t('timeline.previewFile', { name: file.name })}>
                  <IconFile size={16} aria-hidden />
                  <span>{file.name}</span>
                </UnstyledButton>
              ) : (
                <Anchor href={file.url} download={file.name} className={classes.fileChip}>
                  <IconFile size={16} aria-hidden />
                  <span>{file.name}</span>
                </Anchor>
              )}
            </li>
          );
        })}
      </Group>
      <FilePreview file={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
