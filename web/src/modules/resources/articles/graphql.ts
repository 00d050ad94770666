import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** What a row of the managers' list shows. */
export const ARTICLE_ROW = graphql(`
  fragment ManagedArticleRow on Article {
    _id
    title
    summary
    status
    publishedAt
    updatedAt
    author {
      _id
      fullName
    }
  }
`);
export type ArticleRowData = ResultOf<typeof ARTICLE_ROW>;

export const MANAGED_ARTICLES = graphql(
  `
    query ManagedArticles($filter: ArticleFilter, $cursor: String, $limit: Int) {
      articles(filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...ManagedArticleRow
        }
        next
      }
    }
  `,
  [ARTICLE_ROW],
);
export type ArticleFilter = NonNullable<VariablesOf<typeof MANAGED_ARTICLES>['filter']>;

/** The editor's article: everything it edits. */
export const EDITED_ARTICLE = graphql(`
  fragment EditedArticle on Article {
    _id
    title
    summary
    content
    cover
    status
    publishedAt
    updatedAt
  }
`);
export type EditedArticleData = ResultOf<typeof EDITED_ARTICLE>;

export const ARTICLE_FOR_EDIT = graphql(
  `
    query ArticleForEdit($id: ID!) {
      article(id: $id) {
        ...EditedArticle
      }
    }
  `,
  [EDITED_ARTICLE],
);

export const CREATE_ARTICLE = graphql(`
  mutation CreateArticle($title: String!) {
    createArticle(title: $title) {
      _id
    }
  }
`);

export const UPDATE_ARTICLE = graphql(
  `
    mutation UpdateArticle($id: ID!, $data: ArticleInput!) {
      updateArticle(id: $id, data: $data) {
        ...EditedArticle
      }
    }
  `,
  [EDITED_ARTICLE],
);
export type ArticleInput = VariablesOf<typeof UPDATE_ARTICLE>['data'];

export const PUBLISH_ARTICLE = graphql(
  `
    mutation PublishArticle($id: ID!) {
      publishArticle(id: $id) {
        ...EditedArticle
      }
    }
  `,
  [EDITED_ARTICLE],
);

export const UNPUBLISH_ARTICLE = graphql(
  `
    mutation UnpublishArticle($id: ID!) {
      unpublishArticle(id: $id) {
        ...EditedArticle
      }
    }
  `,
  [EDITED_ARTICLE],
);

export const DELETE_ARTICLE = graphql(`
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);
