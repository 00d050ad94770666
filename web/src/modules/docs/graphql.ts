import { graphql, type ResultOf } from '../../app/apollo/graphql';

// Each document writes the shared fields out rather than spreading a fragment on the DocInfo
// interface, which the cache could only match with the schema's possible types.
export const SEARCH_DOCS = graphql(`
  query SearchDocs($query: String!, $userType: String!, $language: String) {
    searchDocs(query: $query, userType: $userType, language: $language) {
      title
      description
      slug
      language
      doc_categories {
        categoryName
        slug
      }
      user_types_visibility {
        type
        userTypeSlug
      }
      excerpt
    }
  }
`);

export const DOC = graphql(`
  query Doc($userType: String!, $category: String!, $slug: String!, $language: String) {
    doc(userType: $userType, category: $category, slug: $slug, language: $language) {
      title
      description
      slug
      language
      doc_categories {
        categoryName
        slug
      }
      user_types_visibility {
        type
        userTypeSlug
      }
      html
    }
  }
`);

export const DOCS_INDEX = graphql(`
  query DocsIndex($userType: String!, $language: String) {
    docs(userType: $userType, language: $language) {
      title
      description
      slug
      language
      doc_categories {
        categoryName
        slug
      }
      user_types_visibility {
        type
        userTypeSlug
      }
    }
  }
`);

type DocInfo = ResultOf<typeof DOCS_INDEX>['docs'][number];

/** Spec 1 §3 "Documentation hit"; `excerpt` is escaped text whose only tags are <mark>. */
export type DocHit = ResultOf<typeof SEARCH_DOCS>['searchDocs'][number];

export type DocPage = ResultOf<typeof DOC>['doc'];

/** Where a hit opens: the product's own documentation page. */
export function hitLocation(hit: DocInfo): { userType: string; category: string; slug: string } {
  return { userType: hit.user_types_visibility[0]?.userTypeSlug ?? '', category: hit.doc_categories[0]?.slug ?? '', slug: hit.slug };
}
