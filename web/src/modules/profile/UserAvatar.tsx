import { Avatar, type AvatarProps } from '@mantine/core';

/** Spec 1 §2.13: an avatar shows the person's picture, else their initials. */
export function UserAvatar({ name, src, ...props }: { name: string; src: string | null | undefined } & Omit<AvatarProps, 'src' | 'name'>) {
  return <Avatar src={src || null} name={name} color="initials" alt={src ? name : undefined} {...props} />;
}
