import { useQuery } from '@apollo/client/react';
import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeliverySettingsCard } from '../../emailThreads/DeliverySettingsCard';
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
        <Stack gap="lg">
          <GeneralForm organisation={data.incubator} />
          <DeliverySettingsCard />
        </Stack>
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      )}
    </OrganisationLayout>
  );
}
