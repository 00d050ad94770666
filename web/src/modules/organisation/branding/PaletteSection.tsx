import { useEffect, useState } from 'react';
import { Button, ColorInput, Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changedFields, isHexColor } from '../general/changes';
import type { OrganisationSettings } from '../general/organisationApi';
import { useSaveOrganisation } from '../general/useSaveOrganisation';
import { ImageField } from './ImageField';

const SIDEBAR_COLORS = ['backgroundColor', 'textColor', 'activeItemBackgroundColor', 'activeItemTextColor', 'activeSubItemTextColor'] as const;

function valuesOf(o: OrganisationSettings) {
  const sidebar = o.brandPalette?.sidebar;
  return {
    logo: o.logo,
    whiteLogo: o.whiteLogo,
    logoSquare: o.logoSquare,
    sidebar: Object.fromEntries(SIDEBAR_COLORS.map((c) => [c, sidebar?.[c] ?? ''])) as Record<(typeof SIDEBAR_COLORS)[number], string>,
    sidebarLogoType: sidebar?.logoType ?? 'REVERSE',
    loginLogoType: o.brandPalette?.login?.logoType ?? 'DEFAULT',
    buttonBackgroundColor: o.customLogin?.buttonBackgroundColor ?? '',
    buttonTextColor: o.customLogin?.buttonTextColor ?? '',
  };
}
type Values = ReturnType<typeof valuesOf>;

function toInput(v: Values) {
  return {
    logo: v.logo,
    whiteLogo: v.whiteLogo,
    logoSquare: v.logoSquare,
    brandPalette: { sidebar: { ...v.sidebar, logoType: v.sidebarLogoType }, login: { logoType: v.loginLogoType } },
    customLogin: { buttonBackgroundColor: v.buttonBackgroundColor || null, buttonTextColor: v.buttonTextColor || null },
  };
}

/** Logos, the sidebar's colours and logo, the login logo: saved together, shown across the product at once. */
export function PaletteSection({ organisation }: { organisation: OrganisationSettings }) {
  const { t } = useTranslation('organisation');
  const { save, saving } = useSaveOrganisation();
  const [values, setValues] = useState<Values>(() => valuesOf(organisation));
  useEffect(() => setValues(valuesOf(organisation)), [organisation]);
  const invalid = [...Object.values(values.sidebar), values.buttonBackgroundColor, values.buttonTextColor].some((c) => c !== '' && !isHexColor(c));
  const logoTypes = [
    { value: 'DEFAULT', label: t('branding.logoType.DEFAULT') },
    { value: 'REVERSE', label: t('branding.logoType.REVERSE') },
  ];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const changes = changedFields(toInput(valuesOf(organisation)), toInput(values));
        if (Object.keys(changes).length) void save(changes);
      }}
    >
      <Stack gap="lg">
        <Fieldset legend={t('branding.sections.logos')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ImageField label={t('branding.logo')} value={values.logo} onChange={(logo) => setValues({ ...values, logo })} />
            <ImageField label={t('branding.whiteLogo')} value={values.whiteLogo} dark onChange={(whiteLogo) => setValues({ ...values, whiteLogo })} />
            <ImageField label={t('branding.logoSquare')} value={values.logoSquare} onChange={(logoSquare) => setValues({ ...values, logoSquare })} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('branding.sections.sidebar')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {SIDEBAR_COLORS.map((c) => (
              <ColorInput
                key={c}
                label={t(`branding.sidebar.${c}`)}
                format="hex"
                value={values.sidebar[c]}
                onChange={(value) => setValues({ ...values, sidebar: { ...values.sidebar, [c]: value } })}
                error={values.sidebar[c] && !isHexColor(values.sidebar[c]) ? t('branding.colorFormat') : undefined}
                dir="ltr"
              />
            ))}
          </SimpleGrid>
          <Stack gap={4} mt="md">
            <Text size="sm" fw={500} id="sidebar-logo-type">
              {t('branding.sidebarLogoType')}
            </Text>
            <SegmentedControl
              aria-labelledby="sidebar-logo-type"
              data={logoTypes}
              value={values.sidebarLogoType}
              onChange={(sidebarLogoType) => setValues({ ...values, sidebarLogoType })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('branding.sections.login')}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="login-logo-type">
              {t('branding.loginLogoType')}
            </Text>
            <SegmentedControl
              aria-labelledby="login-logo-type"
              data={logoTypes}
              value={values.loginLogoType}
              onChange={(loginLogoType) => setValues({ ...values, loginLogoType })}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            <ColorInput
              label={t('branding.buttonBackgroundColor')}
              format="hex"
              value={values.buttonBackgroundColor}
              onChange={(buttonBackgroundColor) => setValues({ ...values, buttonBackgroundColor })}
              dir="ltr"
            />
            <ColorInput
              label={t('branding.buttonTextColor')}
              format="hex"
              value={values.buttonTextColor}
              onChange={(buttonTextColor) => setValues({ ...values, buttonTextColor })}
              dir="ltr"
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={invalid}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
