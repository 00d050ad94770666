import { ARTICLE_STATUSES, RESOURCE_KINDS } from '@seedbed/contracts/community';
import { builder } from '../../core/schema-builder.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { fileUrl } from '../attachments/view.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { mayManageLibrary, mayReadArticle } from './access.ts';
import { createArticle, deleteArticle, publishArticle, unpublishArticle, updateArticle } from './articles.ts';
import { createResource, deleteResource, moveResource, updateResource } from './items.ts';
import { resourceLoaders } from './loaders.ts';
import { articleList, readableArticle, searchResources, sectionResources, visibleResource, visibleSection, visibleSectionList, type ArticlePage } from './queries.ts';
import type { ArticleRow, ResourceRow, SectionRow } from './repo.ts';
import { createResourceSection, deleteResourceSection, reorderResourceSections, updateResourceSection } from './sections.ts';

export const ResourceKindEnum = builder.enumType('ResourceKind', { values: RESOURCE_KINDS });
export const ArticleStatusEnum = builder.enumType('ArticleStatus', { values: ARTICLE_STATUSES });

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const Article = builder.objectRef<ArticleRow>('Article').implement({
  description: 'An article of the library (spec 3 §2): drafts are read by the library’s managers only.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    summary: t.exposeString('summary', { nullable: false }),
    content: t.exposeString('content', { nullable: false, description: 'Sanitised HTML.' }),
    cover: t.exposeString('cover', { description: 'The address of one of the article’s uploaded pictures.' }),
    status: t.field({ type: ArticleStatusEnum, nullable: false, resolve: (a) => a.status as never }),
    author: t.field({ type: User, resolve: (a, _args, ctx) => (a.authorId ? userLoaders(ctx).user.load(a.authorId) : null) }),
    publishedAt: t.string({ description: 'When it was first published.', resolve: (a) => iso(a.publishedAt) }),
    updatedAt: t.string({ nullable: false, resolve: (a) => a.updatedAt.toISOString() }),
    createdAt: t.string({ nullable: false, resolve: (a) => a.createdAt.toISOString() }),
  }),
});

const ResourceFile = builder.objectRef<AttachmentRow>('ResourceFile').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    url: t.string({ nullable: false, resolve: (row) => fileUrl(row) }),
    size: t.int({ nullable: false, resolve: (row) => Number(row.size) }),
    fileType: t.exposeString('fileType', { nullable: false }),
  }),
});

export const Resource = builder.objectRef<ResourceRow>('Resource').implement({
  description: 'A link, a file or an article of a section of the library.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    sectionId: t.exposeID('sectionId', { nullable: false }),
    kind: t.field({ type: ResourceKindEnum, nullable: false, resolve: (r) => r.kind as never }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    url: t.exposeString('url', { description: 'A LINK’s address.' }),
    file: t.field({
      type: ResourceFile,
      description: 'A FILE’s file.',
      resolve: (r, _a, ctx) => (r.kind === 'FILE' && r.attachmentId ? resourceLoaders(ctx).attachment.load(r.attachmentId) : null),
    }),
    article: t.field({
      type: Article,
      description: 'An INTERNAL resource’s article, when the viewer may read it.',
      resolve: async (r, _a, ctx) => {
        const article = r.articleId ? await resourceLoaders(ctx).article.load(r.articleId) : null;
        return article && (await mayReadArticle(ctx, article)) ? article : null;
      },
    }),
    position: t.exposeInt('position', { nullable: false }),
    roleTypes: t.exposeStringList('roleTypes', { nullable: false, description: 'Who sees it (with the plan’s resourceVisibility); empty: everyone who sees its section.' }),
    programIds: t.exposeIDList('programIds', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (r) => r.createdAt.toISOString() }),
  }),
});

const SectionViewerCan = builder.objectRef<SectionRow>('ResourceSectionViewerCan').implement({
  fields: (t) => ({
    edit: t.boolean({ nullable: false, description: 'ARTICLES:EDIT: the library’s managers.', resolve: (_s, _a, ctx) => mayManageLibrary(ctx) }),
  }),
});

export const ResourceSection = builder.objectRef<SectionRow>('ResourceSection').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    position: t.exposeInt('position', { nullable: false }),
    roleTypes: t.exposeStringList('roleTypes', { nullable: false, description: 'Who sees it (with the plan’s resourceVisibility); empty: everyone.' }),
    programIds: t.exposeIDList('programIds', { nullable: false }),
    resourceCount: t.int({ nullable: false, description: 'The resources of it the viewer sees.', resolve: (s, _a, ctx) => resourceLoaders(ctx).resourceCount.load(s.id) }),
    resources: t.field({
      type: [Resource],
      nullable: false,
      description: 'The resources of it the viewer sees, in order: the first `limit`, or all.',
      args: { limit: t.arg.int() },
      resolve: (s, args, ctx) => sectionResources(ctx, s, args.limit),
    }),
    viewerCan: t.field({ type: SectionViewerCan, nullable: false, resolve: (s) => s }),
  }),
});

const Page = builder.objectRef<ArticlePage>('ArticlePage').implement({
  fields: (t) => ({
    results: t.field({ type: [Article], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next'),
  }),
});

const ArticleFilter = builder.inputType('ArticleFilter', {
  fields: (t) => ({ status: t.field({ type: ArticleStatusEnum }), search: t.string() }),
});

const SectionInput = builder.inputType('ResourceSectionInput', {
  description: 'As resourceSectionSchema (contracts/resources-input.ts); an update changes only the fields sent.',
  fields: (t) => ({ title: t.string(), description: t.string(), roleTypes: t.stringList(), programIds: t.idList() }),
});

const ResourceInput = builder.inputType('ResourceInput', {
  description: 'As resourceInputSchema: a LINK’s url, a FILE’s uploaded attachment, an INTERNAL resource’s article.',
  fields: (t) => ({
    kind: t.field({ type: ResourceKindEnum, required: true }),
    title: t.string({ required: true }),
    description: t.string(),
    url: t.string(),
    attachmentId: t.id(),
    articleId: t.id(),
    roleTypes: t.stringList(),
    programIds: t.idList(),
  }),
});

const ArticleInput = builder.inputType('ArticleInput', {
  description: 'As articleChangesSchema: only the fields sent change; content is rich text (HTML), sanitised when stored; a null cover removes it.',
  fields: (t) => ({ title: t.string(), summary: t.string(), content: t.string(), cover: t.string() }),
});

/** GraphQL leaves absent fields out; `null` stands for absent too where a field cannot be emptied. */
const sent = <T extends object>(input: T, nullable: readonly string[] = []) =>
  Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || nullable.includes(key))));

builder.queryFields((t) => ({
  resourceSections: t.field({
    type: [ResourceSection],
    nullable: false,
    description: 'The library’s sections the viewer sees, in order.',
    resolve: (_r, _a, ctx) => visibleSectionList(ctx),
  }),
  resourceSection: t.field({
    type: ResourceSection,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => visibleSection(ctx, String(args.id)),
  }),
  resource: t.field({ type: Resource, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => visibleResource(ctx, String(args.id)) }),
  resources: t.field({
    type: [Resource],
    nullable: false,
    description: 'The library’s search: resources the viewer sees whose title or description hold every word (as prefixes), best first.',
    args: { search: t.arg.string({ required: true }), limit: t.arg.int() },
    resolve: (_r, args, ctx) => searchResources(ctx, args.search, args.limit),
  }),
  articles: t.field({
    type: Page,
    nullable: false,
    description: 'ARTICLES:EDIT: the articles, last changed first.',
    args: { filter: t.arg({ type: ArticleFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => articleList(ctx, args),
  }),
  article: t.field({ type: Article, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => readableArticle(ctx, String(args.id)) }),
}));

builder.mutationFields((t) => {
  const id = () => t.arg.id({ required: true });
  return {
    createResourceSection: t.field({
      type: ResourceSection,
      nullable: false,
      args: { data: t.arg({ type: SectionInput, required: true }) },
      resolve: (_r, args, ctx) => createResourceSection(ctx, sent(args.data)),
    }),
    updateResourceSection: t.field({
      type: ResourceSection,
      nullable: false,
      args: { id: id(), data: t.arg({ type: SectionInput, required: true }) },
      resolve: (_r, args, ctx) => updateResourceSection(ctx, sent(args.data), String(args.id)),
    }),
    deleteResourceSection: t.boolean({
      nullable: false,
      description: 'The section with its resources and their files.',
      args: { id: id() },
      resolve: (_r, args, ctx) => deleteResourceSection(ctx, {}, String(args.id)),
    }),
    reorderResourceSections: t.field({
      type: [ResourceSection],
      nullable: false,
      description: 'Every section, each once, in the new order.',
      args: { ids: t.arg.idList({ required: true }) },
      resolve: (_r, args, ctx) => reorderResourceSections(ctx, { ids: args.ids.map(String) }),
    }),
    createResource: t.field({
      type: Resource,
      nullable: false,
      args: { sectionId: id(), data: t.arg({ type: ResourceInput, required: true }) },
      resolve: (_r, args, ctx) => createResource(ctx, args.data, String(args.sectionId)),
    }),
    updateResource: t.field({
      type: Resource,
      nullable: false,
      args: { id: id(), data: t.arg({ type: ResourceInput, required: true }) },
      resolve: (_r, args, ctx) => updateResource(ctx, args.data, String(args.id)),
    }),
    deleteResource: t.boolean({ nullable: false, args: { id: id() }, resolve: (_r, args, ctx) => deleteResource(ctx, {}, String(args.id)) }),
    moveResource: t.field({
      type: Resource,
      nullable: false,
      description: 'To a place (from 0) in a section; past the end means last.',
      args: { id: id(), sectionId: id(), position: t.arg.int({ required: true }) },
      resolve: (_r, args, ctx) => moveResource(ctx, { sectionId: String(args.sectionId), position: args.position }, String(args.id)),
    }),
    createArticle: t.field({
      type: Article,
      nullable: false,
      description: 'A draft by the viewer (ARTICLES:EDIT).',
      args: { title: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => createArticle(ctx, { title: args.title }),
    }),
    updateArticle: t.field({
      type: Article,
      nullable: false,
      args: { id: id(), data: t.arg({ type: ArticleInput, required: true }) },
      resolve: (_r, args, ctx) => updateArticle(ctx, sent(args.data, ['cover']), String(args.id)),
    }),
    publishArticle: t.field({
      type: Article,
      nullable: false,
      description: 'Readable in the library; the first publication is announced in the news feed.',
      args: { id: id() },
      resolve: (_r, args, ctx) => publishArticle(ctx, {}, String(args.id)),
    }),
    unpublishArticle: t.field({
      type: Article,
      nullable: false,
      description: 'Back to a draft; its announcement leaves the news feed.',
      args: { id: id() },
      resolve: (_r, args, ctx) => unpublishArticle(ctx, {}, String(args.id)),
    }),
    deleteArticle: t.boolean({
      nullable: false,
      description: 'The article, the resources holding it, its files and its announcement.',
      args: { id: id() },
      resolve: (_r, args, ctx) => deleteArticle(ctx, {}, String(args.id)),
    }),
  };
});
