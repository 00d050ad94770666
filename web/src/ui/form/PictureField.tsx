import { Alert, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../useImageUpload';

interface PictureFieldProps {
  label: string;
  description?: string;
  error?: string;
  /** The picture's address; empty for none. */
  value: string;
  onChange: (url: string) => void;
  /** Uploads the picked file and answers its address. */
  upload: (file: File) => Promise<string>;
  /** The image types accepted (MIME types). */
  types: readonly string[];
  /** The preview's size: a square icon, or a wide banner (width '100%'). */
  height: number;
  width: number | string;
  maxWidth?: number;
}

/** A picture of a record (an event's image, a course's cover): uploaded as soon as it is picked, kept by its address, removable. */
export function PictureField({ label, description, error, value, onChange, upload: send, types, height, width, maxWidth }: PictureFieldProps) {
  const { t } = useTranslation('common');
  const upload = useImageUpload(async (file) => onChange(await send(file)), t('picture.imageOnly'), types);
  const pickLabel = value ? t('picture.replace') : t('picture.upload');
  return (
    <Input.Wrapper label={label} description={description} error={error} miw={200}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Image src={value} alt="" radius="sm" h={height} w={width} maw={maxWidth} fit="cover" />
        ) : (
          <Group h={height} w={width} maw={maxWidth} justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} aria-hidden>
            <IconPhoto size={24} />
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload.pick(file)} accept={upload.accept}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.busy} leftSection={<IconUpload size={14} aria-hidden />} aria-label={`${pickLabel}: ${label}`}>
                {pickLabel}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange('')} aria-label={`${t('picture.remove')}: ${label}`}>
              {t('picture.remove')}
            </Button>
          ) : null}
        </Group>
        {upload.failure ? (
          <Alert color="red" role="alert" p="xs">
            {upload.failure}
          </Alert>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
