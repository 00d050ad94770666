import { useQuery } from '@apollo/client/react';
import { Divider, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationLayout } from '../OrganisationLayout';
import { ORGANISATION_SETTINGS } from '../general/organisationApi';
import { LayoutSection } from './LayoutSection';
import { PaletteSection } from './PaletteSection';

export function BrandingPage() {
  const { t } = useTranslation('organisation');
  const { data } = useQuery(ORGANISATION_SETTINGS);
  return (
    <OrganisationLayout active="branding" wide>
      {!data ? (
        <Loader />
      ) : (
        <Stack gap="xl">
          <PaletteSection organisation={data.incubator} />
          <Divider />
          <Title order={2} size="h4">
            {t('branding.sections.layout')}
          </Title>
          <LayoutSection organisation={data.incubator} />
        </Stack>
      )}
    </OrganisationLayout>
  );
}
