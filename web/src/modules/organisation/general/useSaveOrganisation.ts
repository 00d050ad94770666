import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { UPDATE_INCUBATOR, type OrganisationSettings } from './organisationApi';

/** Saves a subset of the organisation's fields; answers the saved organisation, or null when refused. */
export function useSaveOrganisation() {
  const { t } = useTranslation('organisation');
  const errorMessage = useErrorMessage();
  const [mutate, { loading }] = useMutation(UPDATE_INCUBATOR);
  const save = useCallback(
    async (data: Record<string, unknown>): Promise<OrganisationSettings | null> => {
      try {
        const result = await mutate({ variables: { data } });
        showSuccess(t('saved'));
        return result.data?.updateIncubator ?? null;
      } catch (error) {
        showError(errorMessage(error));
        return null;
      }
    },
    [mutate, t, errorMessage],
  );
  return { save, saving: loading };
}
