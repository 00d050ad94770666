import { Alert, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../../../../ui/useImageUpload';
import { IMAGE_TYPES, uploadCourseFile } from '../upload';

interface CoverFieldProps {
  courseId: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** The course's cover: a wide picture uploaded as a file of the course as soon as it is picked; removable. */
export function CoverField({ courseId, value, onChange, error }: CoverFieldProps) {
  const { t } = useTranslation('courseBuilder');
  const upload = useImageUpload(async (file) => onChange((await uploadCourseFile(courseId, file)).url), t('richText.imageOnly'), IMAGE_TYPES);
  const label = t('settings.cover');
  return (
    <Input.Wrapper label={label} description={t('settings.coverHelp')} error={error}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Image src={value} alt="" radius="sm" h={140} w="100%" maw={480} fit="cover" />
        ) : (
          <Group h={140} maw={480} justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} aria-hidden>
            <IconPhoto size={28} />
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
                aria-label={`${value ? t('settings.replaceCover') : t('settings.uploadCover')}: ${label}`}
              >
                {value ? t('settings.replaceCover') : t('settings.uploadCover')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange('')}>
              {t('settings.removeCover')}
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
