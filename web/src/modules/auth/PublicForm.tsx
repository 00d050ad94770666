import type { FormEvent, ReactNode } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface PublicFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's or the network's message, shown above the fields. */
  failure?: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** The form of the public account pages: failure banner, fields, one full-width submit. */
export function PublicForm({ onSubmit, failure, submitLabel, submitting, children }: PublicFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to="/login" size="sm">
      {t('backToSignIn')}
    </Anchor>
  );
}
