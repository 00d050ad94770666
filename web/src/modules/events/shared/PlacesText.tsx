import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { placesOf } from './places';

type Room = Parameters<typeof placesOf>[0];

/** "Places left: 4", or "Full" with the waiting list's length; nothing for events without a limit. */
export function PlacesText({ event, ...props }: TextProps & { event: Room }) {
  const { t } = useTranslation('events');
  const places = placesOf(event);
  if (places.kind === 'none') return null;
  if (places.kind === 'left')
    return (
      <Text size="sm" {...props}>
        {t('places.left', { places: places.count })}
      </Text>
    );
  return (
    <Text size="sm" c="orange" {...props}>
      {places.waitlist > 0 ? t('places.fullWithWaitlist', { waitlist: places.waitlist }) : t('places.full')}
    </Text>
  );
}
