import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { APPLICATION_NAME_MAX_LENGTH } from '@seedbed/contracts/applications-input';
import { fieldLabels, projectRules } from './applyForms';
import { StartFailureAlert } from './StartFailureAlert';
import { useStartApplication } from './useStartApplication';

/** A signed-in applicant names the project and the application starts. */
export function ProjectForm({ funnelId }: { funnelId: string }) {
  const { t } = useTranslation(['apply', 'validation']);
  const form = useForm({ name: '' }, projectRules(t, funnelId));
  const { start, busy, failure } = useStartApplication(funnelId);
  const labels = fieldLabels(t);
  const submit = form.handleSubmit((values) => start(values, false));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StartFailureAlert failure={failure} />
        <TextField
          {...form.field('name')}
          error={form.field('name').error ?? failure?.fields.name}
          label={labels.name}
          description={t('apply:fields.projectNameHint')}
          maxLength={APPLICATION_NAME_MAX_LENGTH}
          required
          data-autofocus
        />
        <Button type="submit" loading={busy}>
          {t('apply:newApplication.start')}
        </Button>
      </Stack>
    </form>
  );
}
