import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../ui/feedback/notify';
import { UPDATE_INCUBATOR, type OrganisationSettings } from './organisationApi';

/** Saves a subset of the organisation's fields; answers the saved organisation, or null when refused. */
export function useSaveOrganisation() {
  const { t } = useTranslation('organisation');
  const [mutate, { loading }] = useMutation(UPDATE_INCUBATOR);
  const save = useCallback(
    async (data: Record<string, unknown>): Promise<OrganisationSettings | null> => {
      try {
        const result = await mutate({ variables: { data } });
        showSuccess(t('saved'));
        return result.data?.updateIncubator ?? null;
      } catch {
        // The failure's message is already shown by the toast every failed mutation gets.
        return null;
      }
    },
    [mutate, t],
  );
  return { save, saving: loading };
}
