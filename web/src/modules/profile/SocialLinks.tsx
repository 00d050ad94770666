import { Anchor, Group, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconWorld } from '@tabler/icons-react';
import { externalHref } from '../../ui/externalHref';
import type { SocialLinks as Links } from './graphql';

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin },
  { key: 'twitter', label: 'X (Twitter)', Icon: IconBrandX },
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'angellist', label: 'Wellfound (AngelList)', Icon: IconWorld },
] as const;

/** The links the server let through: USER_PROFILE/SOCIAL_MEDIA:VIEW decides, not this list. */
export function visibleSocialLinks(info: Links | null | undefined) {
  return NETWORKS.flatMap((network) => {
    const href = externalHref(info?.[network.key]);
    return href ? [{ ...network, href }] : [];
  });
}

export function SocialLinks({ links }: { links: ReturnType<typeof visibleSocialLinks> }) {
  return (
    <Stack gap={6}>
      {links.map(({ key, label, Icon, href }) => (
        <Group key={key} gap="xs" wrap="nowrap">
          <Icon size={18} aria-hidden />
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
            {label}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
