import { Anchor, Box, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { previewKind } from './files';

export interface PreviewedFile {
  name: string;
  fileType: string;
  url: string;
}

/** An image or a PDF shown over the page, with its download beside it. */
export function FilePreview({ file, onClose }: { file: PreviewedFile | null; onClose: () => void }) {
  const { t } = useTranslation('startupFile');
  const kind = file ? previewKind(file.fileType) : null;
  return (
    <Dialog opened={file !== null} onClose={onClose} title={file?.name} size="xl">
      {file ? (
        <Stack gap="sm">
          {kind === 'image' ? <Image src={file.url} alt={file.name} fit="contain" mah="70vh" /> : null}
          {kind === 'pdf' ? <Box component="iframe" src={file.url} title={file.name} w="100%" h="70vh" style={{ border: 0 }} /> : null}
          {kind === null ? <Text>{t('documents.noPreview')}</Text> : null}
          <Group gap="md">
            <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconExternalLink size={16} aria-hidden />
                {t('documents.openNewTab')}
              </Group>
            </Anchor>
            <Anchor href={file.url} download={file.name} size="sm">
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {t('documents.download')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
