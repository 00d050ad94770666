import { graphql, type ResultOf } from '../../app/apollo/graphql';

/** What a row of a tags page shows. */
export const TAG_ROW = graphql(`
  fragment TagRow on Tag {
    _id
    name
    color
    category
    usage
  }
`);

export const TAGS = graphql(
  `
  query Tags($category: String!) {
    tags(category: $category) {
      ...TagRow
    }
  }
`,
  [TAG_ROW],
);

export const CREATE_TAG = graphql(
  `
  mutation CreateTag($category: String!, $data: TagInput!) {
    createTag(category: $category, data: $data) {
      ...TagRow
    }
  }
`,
  [TAG_ROW],
);

export const UPDATE_TAG = graphql(
  `
  mutation UpdateTag($tagId: ID!, $data: TagInput!) {
    updateTag(tagId: $tagId, data: $data) {
      ...TagRow
    }
  }
`,
  [TAG_ROW],
);

export const DELETE_TAG = graphql(`
  mutation DeleteTag($tagId: ID!) {
    deleteTag(tagId: $tagId)
  }
`);

export const MERGE_TAGS = graphql(`
  mutation MergeTags($sourceTagIds: [ID!]!, $targetTagId: ID!) {
    mergeTags(sourceTagIds: $sourceTagIds, targetTagId: $targetTagId) {
      _id
      name
      color
      category
      usage
    }
  }
`);

export type TagRow = ResultOf<typeof TAGS>['tags'][number];
