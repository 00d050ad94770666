/** What other features may use from the profile feature. */
export { ProfileCard } from './card/ProfileCard';
export { UserAvatar } from './UserAvatar';
