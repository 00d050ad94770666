import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const TAGS = graphql(`
  query Tags($category: String!) {
    tags(category: $category) {
      _id
      name
      color
      category
      usage
    }
  }
`);

export const CREATE_TAG = graphql(`
  mutation CreateTag($category: String!, $data: TagInput!) {
    createTag(category: $category, data: $data) {
      _id
      name
      color
      category
      usage
    }
  }
`);

export const UPDATE_TAG = graphql(`
  mutation UpdateTag($tagId: ID!, $data: TagInput!) {
    updateTag(tagId: $tagId, data: $data) {
      _id
      name
      color
      category
      usage
    }
  }
`);

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
