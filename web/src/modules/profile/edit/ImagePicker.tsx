import type { ReactNode } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../ui/useImageUpload';
import { IMAGE_TYPES, uploadProfileImage } from './profileApi';

/**
 * Chooses and uploads a picture at once: the file goes to the server as soon as it is picked,
 * and `onUploaded` receives its address. Anything but an image is refused before sending.
 */
export function ImagePicker({ kind, label, preview, onUploaded }: { kind: 'avatar' | 'cover'; label: string; preview: ReactNode; onUploaded: (url: string | null) => void }) {
  const { t } = useTranslation('profile');
  const { busy, failure, pick, accept } = useImageUpload(async (file) => onUploaded((await uploadProfileImage(file, kind))[kind]), t('edit.imageOnly'), IMAGE_TYPES);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap">
        {preview}
        <FileButton onChange={(file) => void pick(file)} accept={accept}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={busy} leftSection={<IconUpload size={14} aria-hidden />}>
              {t('edit.chooseImage')}
            </Button>
          )}
        </FileButton>
      </Group>
      {failure ? (
        <Text size="xs" c="red" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
