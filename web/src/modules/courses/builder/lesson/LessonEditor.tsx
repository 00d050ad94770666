import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Grid, Group, Input, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LESSON_TITLE_MAX, type LessonType } from '@seedbed/contracts/courses';
import { messageBesideFields } from '../../../../app/apollo/errorMessage';
import { showSuccess } from '../../../../ui/feedback/notify';
import { TextField } from '../../../../ui/form/TextFields';
import { useForm, type FieldProps } from '../../../../ui/form/useForm';
import { LessonTypeIcon, lessonTypeLabel } from '../../shared/LessonTypeIcon';
import { UPDATE_LESSON, type EditedLessonData } from '../graphql';
import { uploadCourseFile } from '../upload';
import { useUnsavedGuard } from '../../../../ui/form/useUnsavedGuard';
import { FormPicker } from './FormPicker';
import { HandInField } from './HandInField';
import { lessonFieldOf, lessonLabelKeys, lessonRules, lessonServerErrors, lessonValues, toLessonInput, type LessonField, type LessonValues } from './lessonForm';
import { QuizFields } from './QuizFields';
import { ScheduleFields } from './ScheduleFields';
import { VideoFields } from './VideoFields';

// The rich-text editor downloads with the first lesson opened.
const RichTextField = lazy(async () => ({ default: (await import('../richText/RichTextField')).RichTextField }));

const OWN_ERRORS = { showsOwnError: true };

/**
 * One lesson's editor (spec 3 §3 course unit): its title, length and release day, its text (an
 * article, or instructions), and what its type needs — a video, a quiz or submission form with its
 * pass mark and attempts, who hands the work in. Saved with updateCourseUnit; each refusal on its field.
 */
export function LessonEditor({ lesson }: { lesson: EditedLessonData }) {
  const { t } = useTranslation(['courseBuilder', 'courses', 'validation']);
  const tf = t as unknown as TFunction;
  const type = lesson.type as LessonType;
  const [current, setCurrent] = useState(lesson);
  const [saved, setSaved] = useState(() => lessonValues(lesson));
  const rules = useMemo(() => lessonRules(tf, type), [tf, type]);
  const form = useForm<LessonValues>(saved, rules);
  const [serverErrors, setServerErrors] = useState<Partial<Record<LessonField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [update, updating] = useMutation(UPDATE_LESSON, { refetchQueries: ['CourseInBuilder'] });
  useUnsavedGuard(form.dirty);

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    try {
      const answer = await update({ variables: { unitId: lesson._id, data: toLessonInput(type, values) }, context: OWN_ERRORS });
      const next = answer.data?.updateCourseUnit;
      if (next) {
        const after = lessonValues(next);
        setCurrent(next);
        setSaved(after);
        form.reset(after);
      }
      showSuccess(t('lesson.saved'));
    } catch (error) {
      setServerErrors(lessonServerErrors(error));
      setFailure(messageBesideFields(error, (path) => lessonFieldOf(path) !== null, { networkError: tf('common:networkError') }));
    }
  });

  const field = <K extends LessonField>(name: K): FieldProps<LessonValues[K]> => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (next) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest);
        props.onChange(next);
      },
    };
  };
  const content = field('content');
  const contentLabel = t(type === 'ARTICLE' ? 'lesson.contentArticle' : type === 'ASSIGNMENT' ? 'lesson.contentInstructions' : 'lesson.contentIntro');
  const { values } = form;
  const video = values.newVideo ?? current.video ?? null;

  return (
    <form onSubmit={(event: FormEvent) => submit(event)} noValidate aria-labelledby="lesson-editor-title">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" size="lg" leftSection={<LessonTypeIcon type={type} size={14} />}>
            {lessonTypeLabel(tf, type)}
          </Badge>
          <Title order={2} size="h3" id="lesson-editor-title" dir="auto" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {current.title}
          </Title>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Stack gap="md">
                <TextField {...field('title')} label={t(lessonLabelKeys.title)} required maxLength={LESSON_TITLE_MAX} dir="auto" />
                {type === 'VIDEO' && (
                  <VideoFields
                    courseId={current.courseId}
                    source={values.videoSource}
                    onSource={(source) => form.setValue('videoSource', source)}
                    url={field('videoUrl')}
                    file={video}
                    onFile={(file) => form.setValue('newVideo', file)}
                    fileError={serverErrors.newVideo}
                  />
                )}
                {(type === 'QUIZ' || type === 'SUBMISSION') && <FormPicker type={type} field={field('formId')} current={current.form ?? null} />}
                {type === 'QUIZ' && (
                  <QuizFields
                    passMark={field('passMark')}
                    limited={form.values.attemptsLimited}
                    onLimited={(on) => form.setValue('attemptsLimited', on)}
                    attempts={field('attemptsAllowed')}
                  />
                )}
                {(type === 'ASSIGNMENT' || type === 'SUBMISSION') && <HandInField field={field('handIn')} />}
                <Input.Wrapper label={contentLabel} error={content.error}>
                  <Stack gap={0} mt={4}>
                    <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
                      <RichTextField
                        initialHtml={content.value}
                        label={contentLabel}
                        onChange={(html) => content.onChange(html)}
                        onBlur={content.onBlur}
                        invalid={Boolean(content.error)}
                        uploadImage={async (file) => (await uploadCourseFile(current.courseId, file)).url}
                      />
                    </Suspense>
                  </Stack>
                </Input.Wrapper>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ScheduleFields minutes={field('minutes')} releaseDays={field('releaseDays')} />
          </Grid.Col>
        </Grid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={updating.loading} disabled={!form.dirty}>
            {t('lesson.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
