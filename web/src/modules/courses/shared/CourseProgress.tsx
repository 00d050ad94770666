import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CourseProgressProps {
  /** Whole percent, 0–100. */
  value: number;
  size?: 'xs' | 'sm' | 'md';
  /** Done courses turn green. */
  completed?: boolean;
}

/** A learner's progress in a course: a bar with its percent written beside it, named for screen readers. */
export function CourseProgress({ value, size = 'sm', completed = false }: CourseProgressProps) {
  const { t } = useTranslation('courses');
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const label = t('progress.label', { percent });
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} size={size} radius="xl" color={completed ? 'teal' : undefined} aria-label={label} style={{ flex: 1 }} />
      <Text size="xs" c="dimmed" fw={500} aria-hidden style={{ minWidth: '3ch', textAlign: 'end' }}>
        {t('progress.percent', { percent })}
      </Text>
    </Group>
  );
}
