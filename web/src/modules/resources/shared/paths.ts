const encoded = (id: string) => encodeURIComponent(id);

/**
 * Every address of the library and its articles (spec 1 §2.2, spec 3 §2), the one place pages build
 * links from: the library, a section, an article's reading page, the managers' list and editor.
 */
export const RESOURCE_PATHS = {
  library: '/resources',
  section: (id: string) => `/resources/section/${encoded(id)}`,
  article: (id: string) => `/resources/internal/${encoded(id)}`,
  management: '/articles/management',
  editor: (id: string) => `/articles/management/article/${encoded(id)}`,
} as const;
