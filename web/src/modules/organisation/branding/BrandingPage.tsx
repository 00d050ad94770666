import './styles';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Divider, Loader, MantineThemeProvider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationLayout } from '../OrganisationLayout';
import { ORGANISATION_SETTINGS } from '../general/organisationApi';
import { LayoutSection } from './LayoutSection';
import { PaletteSection } from './PaletteSection';

export function BrandingPage() {
  const { t } = useTranslation('organisation');
  const { data } = useQuery(ORGANISATION_SETTINGS);
  // Each colour field's eyedropper button says what it does.
  const named = useMemo(() => ({ components: { ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': t('branding.pickFromScreen') } } } } }), [t]);
  return (
    <MantineThemeProvider theme={named}>
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
    </MantineThemeProvider>
  );
}
