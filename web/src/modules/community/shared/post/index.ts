/** What other parts of the community use to show posts (the profile's timeline, the feed). */
export { PostCard, type PostCardProps } from './PostCard';
export { POST_CARD_FIELDS, type PostCardData } from './graphql';
