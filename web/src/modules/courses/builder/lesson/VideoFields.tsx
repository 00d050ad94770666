import { Alert, Button, FileButton, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconUpload, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LINK_MAX_LENGTH } from '@seedbed/contracts/validation';
import { TextField } from '../../../../ui/form/TextFields';
import type { FieldProps } from '../../../../ui/form/useForm';
import { useImageUpload } from '../../../../ui/useImageUpload';
import { uploadCourseFile, VIDEO_TYPES, type CourseFile } from '../upload';
import type { LessonValues } from './lessonForm';

interface VideoFieldsProps {
  courseId: string;
  source: LessonValues['videoSource'];
  onSource: (source: LessonValues['videoSource']) => void;
  url: FieldProps<string>;
  /** The file uploaded since the editor opened, else the lesson's own. */
  file: Pick<CourseFile, 'name' | 'size'> | null;
  onFile: (file: CourseFile) => void;
  fileError?: string;
}

const sizeOf = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: bytes >= 1e9 ? 'gigabyte' : 'megabyte', maximumFractionDigits: 1 }).format(bytes / (bytes >= 1e9 ? 1e9 : 1e6));

/** A VIDEO lesson's video: a file uploaded as a file of the course (streamed to learners), or a link. */
export function VideoFields({ courseId, source, onSource, url, file, onFile, fileError }: VideoFieldsProps) {
  const { t, i18n } = useTranslation('courseBuilder');
  // The attachments' own check of the picked file's type, worded for videos.
  const upload = useImageUpload(async (picked) => onFile(await uploadCourseFile(courseId, picked)), t('lesson.video.videoOnly'), VIDEO_TYPES);
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('lesson.video.source')}>
        <SegmentedControl
          mt={4}
          display="flex"
          value={source}
          onChange={(value) => onSource(value as LessonValues['videoSource'])}
          data={[
            { value: 'upload', label: t('lesson.video.upload') },
            { value: 'link', label: t('lesson.video.linkOption') },
          ]}
          aria-label={t('lesson.video.source')}
        />
      </Input.Wrapper>
      {source === 'link' ? (
        <TextField {...url} label={t('lesson.video.link')} description={t('lesson.video.linkHelp')} maxLength={LINK_MAX_LENGTH} dir="ltr" inputMode="url" placeholder="https://" />
      ) : (
        <Stack gap="xs">
          {file ? (
            <Group gap="xs" wrap="nowrap">
              <IconVideo size={18} aria-hidden />
              <Text size="sm" truncate="end" dir="auto" style={{ minWidth: 0 }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {sizeOf(file.size, i18n.language)}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('lesson.video.none')}
            </Text>
          )}
          <FileButton onChange={(picked) => void upload.pick(picked)} accept={upload.accept}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.busy} leftSection={<IconUpload size={14} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                {file ? t('lesson.video.replace') : t('lesson.video.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('lesson.video.fileHelp')}
          </Text>
          {(upload.failure ?? fileError) ? (
            <Alert color="red" role="alert" p="xs">
              {upload.failure ?? fileError}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
