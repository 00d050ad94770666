import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SCHEMES: Array<{ value: MantineColorScheme; Icon: typeof IconSun }> = [
  { value: 'light', Icon: IconSun },
  { value: 'dark', Icon: IconMoon },
  { value: 'auto', Icon: IconDeviceDesktop },
];

/**
 * Spec 1 §4: the theme is light, dark, or follows the system; it is a choice of this browser
 * (kept under 'aa:colorScheme'), so it applies at once and is not saved to the account.
 */
export function AppearanceSection() {
  const { t } = useTranslation('account');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = 'account-theme-label';
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {t('settings.theme')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={SCHEMES.map(({ value, Icon }) => ({
          value,
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <Icon size={16} aria-hidden />
              {t(`settings.themes.${value}`)}
            </span>
          ),
        }))}
        maw={420}
      />
      <Text size="xs" c="dimmed">
        {t('settings.themeHint')}
      </Text>
    </Stack>
  );
}
