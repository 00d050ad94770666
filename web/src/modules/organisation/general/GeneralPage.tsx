import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationLayout } from '../OrganisationLayout';
import { GeneralForm } from './GeneralForm';
import { ORGANISATION_SETTINGS } from './organisationApi';

/** /admin/configuration/general, the default tab. */
export function GeneralPage() {
  const { t } = useTranslation('common');
  const { data } = useQuery(ORGANISATION_SETTINGS);
  return (
    <OrganisationLayout active="general">
      {data ? (
        <GeneralForm organisation={data.incubator} />
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      )}
    </OrganisationLayout>
  );
}
