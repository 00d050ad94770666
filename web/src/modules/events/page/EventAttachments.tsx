import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconFile, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { externalHref } from '../../../ui/externalHref';
import type { EventDetails } from './graphql';

/** The event's files (downloaded through the server, which checks who may read them) and links. */
export function EventAttachments({ files, links }: { files: EventDetails['attachments']; links: EventDetails['attachmentLinks'] }) {
  const { t } = useTranslation('eventPage');
  const safeLinks = links.flatMap((link) => {
    const href = externalHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  if (!files.length && !safeLinks.length) return null;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="event-attachments">
      <Stack gap="xs">
        <Title order={2} size="h4" id="event-attachments">
          {t('attachments.title')}
        </Title>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <li key={file._id}>
              <Group gap={6} wrap="nowrap">
                <IconFile size={16} aria-hidden />
                <Anchor href={file.fileUrl} download={file.name} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Anchor>
              </Group>
            </li>
          ))}
          {safeLinks.map((link) => (
            <li key={`${link.label}-${link.href}`}>
              <Group gap={6} wrap="nowrap">
                <IconLink size={16} aria-hidden />
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {link.label || link.url}
                </Anchor>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
