import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventScope } from '@seedbed/contracts/events';
import { EVENT_LIST_PATHS } from '../shared/paths';

interface EmptyEventsProps {
  scope: EventScope;
  filtered: boolean;
  past: boolean;
  onClearFilters: () => void;
  /** Given to those who may create events. */
  onCreate?: () => void;
}

/** What an empty list means here, and what to do next. */
export function EmptyEvents({ scope, filtered, past, onClearFilters, onCreate }: EmptyEventsProps) {
  const { t } = useTranslation('events');
  const message = filtered ? t('empty.filtered') : past ? t('empty.past') : t(`empty.${scope}`);
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="events-empty">
      <IconCalendarOff size={40} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text c="dimmed" ta="center" maw={460}>
        {message}
      </Text>
      {filtered ? (
        <Button variant="default" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      ) : scope === 'MY' ? (
        <Button component={Link} to={EVENT_LIST_PATHS.FEED} variant="default">
          {t('empty.browse')}
        </Button>
      ) : (
        onCreate && (scope === 'CREATED_BY_ME' || scope === 'UNPUBLISHED') && <Button onClick={onCreate}>{t('actions.create')}</Button>
      )}
    </Stack>
  );
}
