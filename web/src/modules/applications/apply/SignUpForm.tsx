import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { APPLICANT_NAME_MAX_LENGTH, APPLICATION_NAME_MAX_LENGTH } from '@seedbed/contracts/applications-input';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@seedbed/contracts/validation';
import { PasswordField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { loginPath } from '../../auth/paths';
import { emptySignUp, fieldLabels, signUpRules, type SignUpValues } from './applyForms';
import { StartFailureAlert } from './StartFailureAlert';
import { useStartApplication } from './useStartApplication';

/**
 * A visitor's sign-up with the project's name: the account is created and signed in, then the
 * application starts. Those who have an account sign in and come back here.
 */
export function SignUpForm({ funnelId }: { funnelId: string }) {
  const { t } = useTranslation(['apply', 'validation']);
  const location = useLocation();
  const form = useForm<SignUpValues>(emptySignUp, signUpRules(t, funnelId));
  const { start, busy, failure } = useStartApplication(funnelId);
  const labels = fieldLabels(t);
  const field = <K extends keyof SignUpValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? failure?.fields[name] };
  };
  const submit = form.handleSubmit((values) => start(values, true));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('apply:signUp.haveAccount')}{' '}
          <Anchor component={Link} to={loginPath(location.pathname + location.search)}>
            {t('apply:signUp.signIn')}
          </Anchor>
        </Text>
        <StartFailureAlert failure={failure} />
        <TextField {...field('name')} label={labels.name} description={t('apply:fields.projectNameHint')} maxLength={APPLICATION_NAME_MAX_LENGTH} required />
        <Group grow gap="sm" wrap="wrap" align="flex-start">
          <TextField {...field('firstName')} label={labels.firstName} autoComplete="given-name" maxLength={APPLICANT_NAME_MAX_LENGTH} miw={180} required />
          <TextField {...field('lastName')} label={labels.lastName} autoComplete="family-name" maxLength={APPLICANT_NAME_MAX_LENGTH} miw={180} required />
        </Group>
        <TextField {...field('email')} type="email" label={labels.email} autoComplete="email" required />
        <PasswordField
          {...field('password')}
          label={labels.password}
          description={t('apply:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <Button type="submit" loading={busy}>
          {t('apply:signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
