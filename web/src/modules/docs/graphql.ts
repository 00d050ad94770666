import { gql, type TypedDocumentNode } from '@apollo/client';

interface DocInfo {
  title: string;
  description: string;
  slug: string;
  language: string;
  doc_categories: Array<{ categoryName: string; slug: string }>;
  user_types_visibility: Array<{ type: string; userTypeSlug: string }>;
}

/** Spec 1 §3 "Documentation hit"; `excerpt` is escaped text whose only tags are <mark>. */
export interface DocHit extends DocInfo {
  excerpt: string;
}

export interface DocPage extends DocInfo {
  html: string;
}

// Written out rather than as a fragment on the DocInfo interface, which the cache could only
// match with the schema's possible types.
const DOC_INFO = `
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
`;

export const SEARCH_DOCS: TypedDocumentNode<{ searchDocs: DocHit[] }, { query: string; userType: string; language?: string }> = gql`
  query SearchDocs($query: String!, $userType: String!, $language: String) {
    searchDocs(query: $query, userType: $userType, language: $language) {
      ${DOC_INFO}
      excerpt
    }
  }
`;

export const DOC: TypedDocumentNode<{ doc: DocPage }, { userType: string; category: string; slug: string; language?: string }> = gql`
  query Doc($userType: String!, $category: String!, $slug: String!, $language: String) {
    doc(userType: $userType, category: $category, slug: $slug, language: $language) {
      ${DOC_INFO}
      html
    }
  }
`;

export const DOCS_INDEX: TypedDocumentNode<{ docs: DocInfo[] }, { userType: string; language?: string }> = gql`
  query DocsIndex($userType: String!, $language: String) {
    docs(userType: $userType, language: $language) {
      ${DOC_INFO}
    }
  }
`;

/** Where a hit opens: the product's own documentation page. */
export function hitLocation(hit: DocInfo): { userType: string; category: string; slug: string } {
  return { userType: hit.user_types_visibility[0]?.userTypeSlug ?? '', category: hit.doc_categories[0]?.slug ?? '', slug: hit.slug };
}
