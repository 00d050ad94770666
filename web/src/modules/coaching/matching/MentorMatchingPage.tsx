import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { MentorMatchingWeights } from '@seedbed/contracts/coaching';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { OrganisationLayout } from '../../organisation/OrganisationLayout';
import { MENTOR_MATCHING_SETTINGS, UPDATE_MENTOR_MATCHING_SETTINGS } from './graphql';
import { WeightsForm } from './WeightsForm';
import '../styles';

/**
 * /admin/configuration/mentormatching: how much each reason counts when mentors are suggested
 * for a startup (shared industries, skills, mentor tags, availability) and how much each startup
 * a mentor already coaches counts against them.
 */
export function MentorMatchingPage() {
  const { t } = useTranslation('mentorMatching');
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(MENTOR_MATCHING_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(UPDATE_MENTOR_MATCHING_SETTINGS, { context: { showsOwnError: true }, refetchQueries: [MENTOR_MATCHING_SETTINGS], awaitRefetchQueries: true });

  const submit = async (weights: MentorMatchingWeights) => {
    try {
      await save({ variables: { input: weights } });
      showSuccess(t('settings.saved'));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const current = data?.mentorMatchingSettings;
  return (
    <OrganisationLayout active="mentormatching">
      <Stack gap="md" maw={860}>
        <Text c="dimmed">{t('settings.intro')}</Text>
        {error && !current && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {loading && !current && <Loader aria-label={t('settings.loading')} />}
        {current && <WeightsForm key={JSON.stringify(current)} initial={current} saving={saving.loading} onSubmit={submit} />}
      </Stack>
    </OrganisationLayout>
  );
}
