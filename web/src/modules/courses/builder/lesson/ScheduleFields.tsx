import { NumberInput, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LESSON_MINUTES_MAX, RELEASE_DAYS_MAX } from '@seedbed/contracts/courses';
import type { FieldProps } from '../../../../ui/form/useForm';

type Whole = number | '';
const asWhole = (value: number | string): Whole => (typeof value === 'number' ? value : '');

/** How long the lesson takes, and when it opens to a cohort (drip release: days after the cohort starts). */
export function ScheduleFields({ minutes, releaseDays }: { minutes: FieldProps<Whole>; releaseDays: FieldProps<Whole> }) {
  const { t } = useTranslation('courseBuilder');
  const days = typeof releaseDays.value === 'number' ? releaseDays.value : 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="lesson-schedule">
      <Stack gap="md">
        <Title order={3} size="h5" id="lesson-schedule">
          {t('lesson.schedule')}
        </Title>
        <NumberInput
          {...minutes}
          onChange={(value) => minutes.onChange(asWhole(value))}
          label={t('lesson.minutes')}
          description={t('lesson.minutesHelp')}
          min={1}
          max={LESSON_MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          dir="ltr"
        />
        <NumberInput
          {...releaseDays}
          onChange={(value) => releaseDays.onChange(asWhole(value))}
          label={t('lesson.releaseDays')}
          description={t('lesson.opensAfter', { count: days })}
          min={0}
          max={RELEASE_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          dir="ltr"
        />
      </Stack>
    </Paper>
  );
}
