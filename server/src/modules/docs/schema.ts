import { builder } from '../../core/schema-builder.ts';
import type { DocRow } from './repo.ts';
import { documentationIndex, documentationPage, searchDocumentation } from './service.ts';

interface DocCategory {
  categoryName: string;
  slug: string;
}
interface DocVisibility {
  type: string;
  userTypeSlug: string;
}

const DocCategoryRef = builder.objectRef<DocCategory>('DocCategory').implement({
  fields: (t) => ({ categoryName: t.exposeString('categoryName', { nullable: false }), slug: t.exposeString('slug', { nullable: false }) }),
});

const DocVisibilityRef = builder.objectRef<DocVisibility>('DocUserTypeVisibility').implement({
  fields: (t) => ({ type: t.exposeString('type', { nullable: false }), userTypeSlug: t.exposeString('userTypeSlug', { nullable: false }) }),
});

/** What every shape of a document shares, named as spec 1 §3 "Documentation hit" names it. */
const DocInfo = builder.interfaceRef<DocRow>('DocInfo').implement({
  fields: (t) => ({
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    slug: t.exposeString('slug', { nullable: false }),
    language: t.exposeString('language', { nullable: false }),
    doc_categories: t.field({ type: [DocCategoryRef], nullable: false, resolve: (d) => [{ categoryName: d.categoryName, slug: d.category }] }),
    user_types_visibility: t.field({ type: [DocVisibilityRef], nullable: false, resolve: (d) => [{ type: d.userType, userTypeSlug: d.userType }] }),
  }),
});

const DocSummary = builder.objectRef<DocRow>('DocSummary').implement({ interfaces: [DocInfo], fields: () => ({}) });

const DocHit = builder.objectRef<DocRow & { excerpt: string }>('DocHit').implement({
  interfaces: [DocInfo],
  fields: (t) => ({
    excerpt: t.exposeString('excerpt', {
      nullable: false,
      description: 'Text around the matches, HTML-escaped; the matches are wrapped in <mark> and </mark>, the only tags it contains.',
    }),
  }),
});

const Doc = builder.objectRef<DocRow & { html: string }>('Doc').implement({
  interfaces: [DocInfo],
  fields: (t) => ({ html: t.exposeString('html', { nullable: false, description: 'The page, rendered from Markdown without raw HTML.' }) }),
});

builder.queryFields((t) => ({
  searchDocs: t.field({
    type: [DocHit],
    nullable: false,
    description: 'Documentation of one audience matching every typed word as a prefix, best first (at most 20).',
    args: { query: t.arg.string({ required: true }), userType: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: (_r, args, ctx) => searchDocumentation(ctx, args),
  }),
  doc: t.field({
    type: Doc,
    nullable: false,
    args: {
      userType: t.arg.string({ required: true }),
      category: t.arg.string({ required: true }),
      slug: t.arg.string({ required: true }),
      language: t.arg.string(),
    },
    resolve: (_r, args, ctx) => documentationPage(ctx, args),
  }),
  docs: t.field({
    type: [DocSummary],
    nullable: false,
    description: 'Every document of one audience, by category.',
    args: { userType: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: (_r, args, ctx) => documentationIndex(ctx, args),
  }),
}));
