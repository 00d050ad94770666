import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../ui/useImageUpload';
import { IMAGE_TYPES, uploadImage } from './uploadImage';

/** An image of the organisation: uploaded as soon as it is picked; `onChange` gets its URL (null removes it). */
export function ImageField({ label, value, dark = false, onChange }: { label: string; value: string | null; dark?: boolean; onChange: (url: string | null) => void }) {
  const { t } = useTranslation('organisation');
  const { busy, failure, pick, accept } = useImageUpload(async (file) => onChange(await uploadImage(file)), t('branding.imageOnly'), IMAGE_TYPES);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder h={72} p="xs" bg={dark ? 'dark.7' : undefined} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {value ? <Image src={value} alt={label} h={52} w="auto" fit="contain" /> : <IconPhoto size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
      </Paper>
      <Group gap="xs">
        <FileButton onChange={(file) => void pick(file)} accept={accept}>
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={busy} leftSection={<IconUpload size={14} aria-hidden />} aria-label={`${t('branding.upload')} — ${label}`}>
              {t('branding.upload')}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
            aria-label={`${t('branding.remove')} — ${label}`}
          >
            {t('branding.remove')}
          </Button>
        ) : null}
      </Group>
      {failure ? (
        <Text size="xs" c="red" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
