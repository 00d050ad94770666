import { SECTION_PREVIEW_SIZE } from '@seedbed/contracts/resources-input';
import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';
import { RESOURCE_ITEM, SECTION_FIELDS } from '../shared/graphql';

export { SECTION_PREVIEW_SIZE };

/** /resources: the sections the viewer sees, each with its first resources. */
export const LIBRARY = graphql(
  `
    query ResourceLibrary($preview: Int) {
      resourceSections {
        ...ResourceSectionFields
        resources(limit: $preview) {
          ...ResourceItem
        }
      }
    }
  `,
  [SECTION_FIELDS, RESOURCE_ITEM],
);
export type LibrarySectionData = ResultOf<typeof LIBRARY>['resourceSections'][number];

export const LIBRARY_SEARCH = graphql(
  `
    query ResourceLibrarySearch($search: String!) {
      resources(search: $search, limit: 50) {
        ...ResourceItem
      }
    }
  `,
  [RESOURCE_ITEM],
);

/** /resources/section/:id: the section and all its resources the viewer sees. */
export const SECTION_PAGE = graphql(
  `
    query ResourceSectionPage($id: ID!) {
      resourceSection(id: $id) {
        ...ResourceSectionFields
        resources {
          ...ResourceItem
        }
      }
    }
  `,
  [SECTION_FIELDS, RESOURCE_ITEM],
);
export type SectionPageData = ResultOf<typeof SECTION_PAGE>['resourceSection'];

/** The other sections a resource may move to. */
export const SECTION_CHOICES = graphql(`
  query ResourceSectionChoices {
    resourceSections {
      _id
      title
    }
  }
`);

/** /resources/internal/:id: an article to read. */
export const READ_ARTICLE = graphql(`
  query ResourceArticle($id: ID!) {
    article(id: $id) {
      _id
      title
      summary
      content
      cover
      status
      publishedAt
      updatedAt
      author {
        _id
        fullName
        avatar
      }
    }
  }
`);

/** The article picker of an INTERNAL resource (the library's managers read every article). */
export const ARTICLE_CHOICES = graphql(`
  query ResourceArticleChoices($search: String) {
    articles(filter: { search: $search }, limit: 20) {
      results {
        _id
        title
        status
      }
    }
  }
`);

export const CREATE_SECTION = graphql(
  `
    mutation CreateResourceSection($data: ResourceSectionInput!) {
      createResourceSection(data: $data) {
        ...ResourceSectionFields
      }
    }
  `,
  [SECTION_FIELDS],
);

export const UPDATE_SECTION = graphql(
  `
    mutation UpdateResourceSection($id: ID!, $data: ResourceSectionInput!) {
      updateResourceSection(id: $id, data: $data) {
        ...ResourceSectionFields
      }
    }
  `,
  [SECTION_FIELDS],
);
export type SectionInput = VariablesOf<typeof UPDATE_SECTION>['data'];

export const DELETE_SECTION = graphql(`
  mutation DeleteResourceSection($id: ID!) {
    deleteResourceSection(id: $id)
  }
`);

export const REORDER_SECTIONS = graphql(`
  mutation ReorderResourceSections($ids: [ID!]!) {
    reorderResourceSections(ids: $ids) {
      _id
      position
    }
  }
`);

export const CREATE_RESOURCE = graphql(
  `
    mutation CreateResource($sectionId: ID!, $data: ResourceInput!) {
      createResource(sectionId: $sectionId, data: $data) {
        ...ResourceItem
      }
    }
  `,
  [RESOURCE_ITEM],
);

export const UPDATE_RESOURCE = graphql(
  `
    mutation UpdateResource($id: ID!, $data: ResourceInput!) {
      updateResource(id: $id, data: $data) {
        ...ResourceItem
      }
    }
  `,
  [RESOURCE_ITEM],
);
export type ResourceInput = VariablesOf<typeof UPDATE_RESOURCE>['data'];

export const DELETE_RESOURCE = graphql(`
  mutation DeleteResource($id: ID!) {
    deleteResource(id: $id)
  }
`);

export const MOVE_RESOURCE = graphql(`
  mutation MoveResource($id: ID!, $sectionId: ID!, $position: Int!) {
    moveResource(id: $id, sectionId: $sectionId, position: $position) {
      _id
      sectionId
      position
    }
  }
`);
