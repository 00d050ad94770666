import { Group, Text, type TextProps } from '@mantine/core';
import { IconBuilding, IconDeviceLaptop, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventLocationMode } from '@seedbed/contracts/events';
import { locationModeKey } from './labels';

const ICONS = { IN_PERSON: IconBuilding, ONLINE: IconDeviceLaptop, HYBRID: IconWorld } as const;

/** In person, online or hybrid, with its icon. */
export function LocationModeLabel({ mode, ...props }: TextProps & { mode: EventLocationMode }) {
  const { t } = useTranslation();
  const Icon = ICONS[mode];
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} aria-hidden />
      <Text size="sm" span {...props}>
        {t(locationModeKey(mode))}
      </Text>
    </Group>
  );
}
