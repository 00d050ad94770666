import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Input, Loader, Paper, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { COURSE_ADMINS_MAX, COURSE_PROGRAMS_MAX, COURSE_TITLE_MAX } from '@seedbed/contracts/courses';
import { messageBesideFields } from '../../../../app/apollo/errorMessage';
import { showSuccess } from '../../../../ui/feedback/notify';
import { MultiSelectField } from '../../../../ui/form/SelectFields';
import { TextField } from '../../../../ui/form/TextFields';
import { useForm } from '../../../../ui/form/useForm';
import { STARTUP_PROGRAM_CHOICES } from '../../../startups/graphql';
import { PeopleMultiPicker } from '../../../startups/shared/PeoplePicker';
import { SET_COURSE_ADMINS, UPDATE_COURSE, type BuilderCourseData } from '../graphql';
import { useUnsavedGuard } from '../../../../ui/form/useUnsavedGuard';
import { PictureField } from '../../../../ui/form/PictureField';
import { IMAGE_TYPES, uploadCourseFile } from '../upload';
import { labelKeys, settingsFieldOf, settingsRules, settingsServerErrors, settingsValues, toCourseInput, type SettingsField, type SettingsValues } from './settingsForm';

// The rich-text editor downloads when the settings are first opened.
const RichTextField = lazy(async () => ({ default: (await import('../richText/RichTextField')).RichTextField }));

/** The form shows a failed save itself: on its fields, else above its button. */
const OWN_ERRORS = { showsOwnError: true };

/** The course's settings (spec 3 §3 Course): title, description, cover, who may take it and how, certificate, admins. */
export function SettingsTab({ course }: { course: BuilderCourseData }) {
  const { t } = useTranslation(['courseBuilder', 'courses', 'validation']);
  const tf = t as unknown as TFunction;
  const [saved, setSaved] = useState(() => settingsValues(course));
  const rules = useMemo(() => settingsRules(tf), [tf]);
  const form = useForm<SettingsValues>(saved, rules);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [updateCourse, updating] = useMutation(UPDATE_COURSE);
  const [setAdmins, settingAdmins] = useMutation(SET_COURSE_ADMINS);
  const programs = useQuery(STARTUP_PROGRAM_CHOICES, { fetchPolicy: 'cache-and-network' }).data?.programs ?? [];
  useUnsavedGuard(form.dirty);

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    try {
      let next: BuilderCourseData | undefined;
      const input = toCourseInput(values);
      if (JSON.stringify(input) !== JSON.stringify(toCourseInput(saved))) {
        next = (await updateCourse({ variables: { courseId: course._id, data: input }, context: OWN_ERRORS })).data?.updateCourse;
      }
      if (JSON.stringify(values.adminIds) !== JSON.stringify(saved.adminIds)) {
        next = (await setAdmins({ variables: { courseId: course._id, userIds: values.adminIds }, context: OWN_ERRORS })).data?.setCourseAdmins ?? next;
      }
      const after = next ? settingsValues(next) : values;
      setSaved(after);
      form.reset(after);
      showSuccess(t('settings.saved'));
    } catch (error) {
      const fields = settingsServerErrors(error);
      setServerErrors(fields);
      setFailure(messageBesideFields(error, (path) => settingsFieldOf(path) !== null, { networkError: tf('common:networkError') }));
    }
  });

  const field = <K extends SettingsField>(name: K) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (next: Parameters<typeof props.onChange>[0]) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest);
        props.onChange(next);
      },
    };
  };
  const toggle = (name: 'isPublic' | 'selfEnrolment' | 'certificate') => form.checkbox(name);
  const description = field('description');
  const admins = field('adminIds');
  const programIds = field('programIds');
  const cover = field('cover');

  return (
    <form onSubmit={(event: FormEvent) => submit(event)} noValidate aria-label={t('settings.formLabel')}>
      <Stack gap="lg" maw={760}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="course-settings-about">
          <Stack gap="md">
            <Title order={2} size="h4" id="course-settings-about">
              {t('settings.about')}
            </Title>
            <TextField {...field('title')} label={t(labelKeys.title)} required maxLength={COURSE_TITLE_MAX} dir="auto" />
            <Input.Wrapper label={t(labelKeys.description)} error={description.error} id="course-description">
              <Stack gap={0} mt={4}>
                <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
                  <RichTextField
                    initialHtml={description.value}
                    label={t(labelKeys.description)}
                    onChange={(html) => description.onChange(html)}
                    onBlur={description.onBlur}
                    invalid={Boolean(description.error)}
                  />
                </Suspense>
              </Stack>
            </Input.Wrapper>
            <PictureField
              label={t('settings.cover')}
              description={t('settings.coverHelp')}
              error={cover.error}
              value={cover.value}
              onChange={(url) => cover.onChange(url)}
              upload={async (file) => (await uploadCourseFile(course._id, file)).url}
              types={IMAGE_TYPES}
              height={140}
              width="100%"
              maxWidth={480}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="course-settings-access">
          <Stack gap="md">
            <Title order={2} size="h4" id="course-settings-access">
              {t('settings.access')}
            </Title>
            <Switch {...toggle('isPublic')} label={t(labelKeys.isPublic)} description={t('settings.isPublicHelp')} />
            <Switch {...toggle('selfEnrolment')} label={t(labelKeys.selfEnrolment)} description={t('settings.selfEnrolmentHelp')} />
            <MultiSelectField
              {...programIds}
              onChange={(ids) => programIds.onChange(ids)}
              label={t(labelKeys.programIds)}
              description={t('settings.programsHelp')}
              data={programs.map((p) => ({ value: p._id, label: p.cohort ? `${p.name} (${p.cohort})` : p.name }))}
              maxValues={COURSE_PROGRAMS_MAX}
              searchable
              clearable
              nothingFoundMessage={t('settings.noPrograms')}
              comboboxProps={{ withinPortal: true }}
            />
            <Switch {...toggle('certificate')} label={t(labelKeys.certificate)} description={t('settings.certificateHelp')} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="course-settings-admins">
          <Stack gap="md">
            <Title order={2} size="h4" id="course-settings-admins">
              {t(labelKeys.adminIds)}
            </Title>
            <PeopleMultiPicker
              label={t('settings.adminsField')}
              description={t('settings.adminsHelp', { max: COURSE_ADMINS_MAX })}
              roleTypes={null}
              value={admins.value}
              people={course.admins}
              onChange={(ids) => {
                admins.onChange(ids);
                admins.onBlur();
              }}
              error={admins.error}
            />
          </Stack>
        </Paper>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={updating.loading || settingAdmins.loading} disabled={!form.dirty}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
