import { Alert, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useImageUpload } from '../../../../ui/useImageUpload';
import { EVENT_IMAGE_TYPES, uploadEventImage } from '../uploadImage';
import type { SectionProps } from './types';

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  t: SectionProps['t'];
  /** A cover is a wide banner; the image a square. */
  wide?: boolean;
}

/** A picture of the event: uploaded at once when picked, kept by its address, removable. */
export function ImageField({ label, value, onChange, t, wide = false }: ImageFieldProps) {
  const upload = useImageUpload(async (file) => onChange(await uploadEventImage(file)), t('fields.imageOnly'), EVENT_IMAGE_TYPES);
  return (
    <Input.Wrapper label={label} miw={200}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Image src={value} alt="" radius="sm" h={wide ? 96 : 72} w={wide ? '100%' : 72} fit="cover" />
        ) : (
          <Group
            h={wide ? 96 : 72}
            w={wide ? '100%' : 72}
            justify="center"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            aria-hidden
          >
            <IconPhoto size={24} />
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload.pick(file)} accept={upload.accept}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={upload.busy}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-label={`${value ? t('fields.replaceImage') : t('fields.uploadImage')}: ${label}`}
              >
                {value ? t('fields.replaceImage') : t('fields.uploadImage')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange('')} aria-label={`${t('fields.removeImage')}: ${label}`}>
              {t('fields.removeImage')}
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
