import type { PostCardData } from './graphql';

/** A post as the server answers it, for the tests of the screens that show posts. */
export function postData(overrides: Partial<PostCardData> & { _id: string }): PostCardData {
  return {
    __typename: 'Post',
    kind: 'POST',
    content: '<p>Hello community</p>',
    visibility: 'EVERYONE',
    programIds: [],
    roleTypes: [],
    isPinned: false,
    pinnedAt: null,
    author: { __typename: 'User', _id: 'u-fay', fullName: 'Fay Founder', avatar: null, roleLabel: 'Co/Founder' },
    linkPreview: null,
    reactions: [],
    replyCount: 0,
    rootId: null,
    parentId: null,
    attachments: [],
    subjectId: null,
    data: null,
    editedAt: null,
    createdAt: '2030-03-01T10:00:00.000Z',
    viewerCan: { __typename: 'PostPermissions', edit: false, delete: false, pin: false, reply: true, react: true, deleteItem: false },
    ...overrides,
  } as PostCardData;
}

/** A reply of a post's thread. */
export const replyData = (overrides: Partial<PostCardData> & { _id: string; rootId: string }) => postData({ content: '<p>A reply</p>', parentId: overrides.rootId, ...overrides });

/** A post's author as the server answers it. */
export const authorData = (_id: string, fullName: string, roleLabel: string) => ({ __typename: 'User', _id, fullName, avatar: null, roleLabel }) as PostCardData['author'];
