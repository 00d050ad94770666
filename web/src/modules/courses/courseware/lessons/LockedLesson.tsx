import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/format';

/** A lesson not released yet to the learner's cohort (drip release): only when it opens. */
export function LockedLesson({ releaseAt }: { releaseAt: string | null | undefined }) {
  const { t, i18n } = useTranslation('courseware');
  const date = formatDay(releaseAt, i18n.language);
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Text fw={600}>{date ? t('lesson.opensOnLong', { date }) : t('lesson.lockedLong')}</Text>
        <Text size="sm" c="dimmed">
          {t('lesson.lockedHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
