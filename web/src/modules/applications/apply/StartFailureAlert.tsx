import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StartFailure } from './useStartApplication';

/** What kept the application from starting, beside the fields; an existing application is pointed to. */
export function StartFailureAlert({ failure }: { failure: StartFailure | undefined }) {
  const { t } = useTranslation('apply');
  if (!failure?.message) return null;
  return (
    <Alert color={failure.duplicate ? 'yellow' : 'red'} role="alert">
      <Stack gap={4}>
        <Text size="sm">{failure.message}</Text>
        {failure.duplicate ? (
          <Anchor component={Link} to="/applications" size="sm">
            {t('newApplication.toMyApplications')}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
