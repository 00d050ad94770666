import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a widget's content is on its way: lines the size of what is coming. */
export function WidgetLoading({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common:loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={18} width={`${90 - i * 15}%`} radius="sm" />
      ))}
    </Stack>
  );
}

/** A widget with nothing to show says so, with the place to go next where there is one. */
export function WidgetEmpty({ children, link }: { children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <Stack gap={4} py="xs">
      <Text c="dimmed" size="sm">
        {children}
      </Text>
      {link ? (
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** A widget whose data could not be read: the rest of the page still works, and this one can try again. */
export function WidgetError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('widgets.loadFailed')}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The link under a widget's list to the page that has all of it. */
export function WidgetFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={500}>
      {children}
    </Anchor>
  );
}
