import { Avatar, type AvatarProps } from '@mantine/core';

/** A startup's logo, or its initials on a colour taken from its name. */
export function StartupLogo({ name, logo, size = 'md' }: { name: string; logo: string | null | undefined; size?: AvatarProps['size'] }) {
  return <Avatar src={logo || null} name={name} color="initials" size={size} radius="md" alt="" aria-hidden />;
}
