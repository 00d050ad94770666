import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { SESSION_DURATIONS } from '@seedbed/contracts/coaching';
import { coachingPreferencesSchema } from '@seedbed/contracts/coaching-input';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { NumberField } from '../../../ui/form/NumberField';
import { SelectField } from '../../../ui/form/SelectFields';
import { schemaRules } from '../../../ui/form/schemaRules';
import { TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { availabilityIssue } from './availabilityText';
import { COACHING_PREFERENCES, UPDATE_COACHING_PREFERENCES, type Preferences } from './graphql';
import '../styles';

interface Values {
  timeZone: string | null;
  defaultDuration: string | null;
  bufferMinutes: number | string;
  minimumNoticeMinutes: number | string;
  bookingHorizonDays: number | string;
  hours: string;
  meetingLink: string;
}
const FIELDS = ['timeZone', 'defaultDuration', 'bufferMinutes', 'minimumNoticeMinutes', 'bookingHorizonDays', 'hours', 'meetingLink'] as const;

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));
export const preferencesInput = (v: Values) => ({
  timeZone: v.timeZone || null,
  defaultDuration: Number(v.defaultDuration),
  bufferMinutes: numberOrNull(v.bufferMinutes),
  minimumNoticeMinutes: numberOrNull(v.minimumNoticeMinutes),
  bookingHorizonDays: numberOrNull(v.bookingHorizonDays),
  hours: v.hours,
  meetingLink: v.meetingLink.trim() || null,
});

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

/** /account/settings/coaching: the zone, lengths and booking rules others book one's time with. */
export function PreferencesPage() {
  const { t } = useTranslation('availability');
  const [params] = useSearchParams();
  const userId = params.get('user');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(COACHING_PREFERENCES, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const preferences = data?.coachingPreferences;
  if (!preferences && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!preferences)
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(error)}
      </Alert>
    );
  return <PreferencesForm key={preferences.userId} preferences={preferences} userId={userId} />;
}

function PreferencesForm({ preferences, userId }: { preferences: Preferences; userId: string | null }) {
  const { t } = useTranslation('availability');
  const errorMessage = useErrorMessage();
  const rules = useMemo(() => schemaRules<Values>(coachingPreferencesSchema, preferencesInput, FIELDS, (issue) => availabilityIssue(t, issue, t(`fields.${issue.field}`))), [t]);
  const form = useForm<Values>(
    {
      timeZone: preferences.timeZone ?? null,
      defaultDuration: String(preferences.defaultDuration),
      bufferMinutes: preferences.bufferMinutes,
      minimumNoticeMinutes: preferences.minimumNoticeMinutes,
      bookingHorizonDays: preferences.bookingHorizonDays,
      hours: preferences.hours,
      meetingLink: preferences.meetingLink ?? '',
    },
    rules,
  );
  const [save, saving] = useMutation(UPDATE_COACHING_PREFERENCES, { context: { showsOwnError: true }, refetchQueries: ['WeeklyAvailability'] });
  const [serverError, setServerError] = useState('');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ variables: { userId, input: preferencesInput(values) } });
      setServerError('');
      form.reset(values);
      showSuccess(t('preferences.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerError(Object.keys(fields).length ? Object.values(fields).join(' ') : errorMessage(error));
    }
  });

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('preferences.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('preferences.intro')}{' '}
          <Anchor component={Link} to="/availability/weekly">
            {t('preferences.weeklyLink')}
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SelectField
            label={t('fields.timeZone')}
            description={t('preferences.timeZoneHint', { zone: preferences.effectiveTimeZone })}
            data={zones}
            searchable
            clearable
            optional
            {...form.field('timeZone')}
          />
          <SelectField
            label={t('fields.defaultDuration')}
            data={SESSION_DURATIONS.map((d) => ({ value: String(d), label: t('minutes', { n: d }) }))}
            allowDeselect={false}
            {...form.field('defaultDuration')}
          />
          <NumberField label={t('fields.bufferMinutes')} description={t('preferences.bufferHint')} min={0} max={120} allowDecimal={false} {...form.field('bufferMinutes')} />
          <NumberField
            label={t('fields.minimumNoticeMinutes')}
            description={t('preferences.noticeHint')}
            min={0}
            max={20160}
            allowDecimal={false}
            {...form.field('minimumNoticeMinutes')}
          />
          <NumberField
            label={t('fields.bookingHorizonDays')}
            description={t('preferences.horizonHint')}
            min={1}
            max={365}
            allowDecimal={false}
            {...form.field('bookingHorizonDays')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="coaching-hours-label">
              {t('fields.hours')}
            </Text>
            <SegmentedControl
              aria-labelledby="coaching-hours-label"
              data={[
                { value: 'business', label: t('hours.business') },
                { value: 'all', label: t('hours.all') },
              ]}
              value={form.values.hours}
              onChange={(value) => form.setValue('hours', value)}
            />
          </Stack>
          <TextField label={t('fields.meetingLink')} description={t('preferences.meetingLinkHint')} optional inputMode="url" {...form.field('meetingLink')} />
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving.loading} disabled={!form.dirty}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
