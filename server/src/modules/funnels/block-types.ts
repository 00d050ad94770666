import type { FunnelMail, PageBlock } from '@seedbed/contracts/applications';
import { PAGE_BLOCK_TYPES } from '@seedbed/contracts/applications';
import { videoEmbedUrl } from '@seedbed/contracts/funnel-page';
import { builder } from '../../core/schema-builder.ts';
import { fileUrl } from '../attachments/view.ts';
import { funnelManageLoaders } from './loaders.ts';

/** GraphQL types the builder and the public page share: page blocks and mails. */

export const PageBlockTypeEnum = builder.enumType('FunnelPageBlockType', { values: PAGE_BLOCK_TYPES });

const AccordionItem = builder.objectRef<{ title: string; html: string }>('FunnelAccordionItem').implement({
  fields: (t) => ({ title: t.exposeString('title', { nullable: false }), html: t.exposeString('html', { nullable: false }) }),
});

/** One block of a programme page; the fields of other types are null. */
export const PageBlockRef = builder.objectRef<PageBlock>('FunnelPageBlock').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    type: t.field({ type: PageBlockTypeEnum, nullable: false, resolve: (b) => b.type }),
    html: t.string({ resolve: (b) => (b.type === 'text' ? b.html : null) }),
    attachmentId: t.string({ resolve: (b) => (b.type === 'image' ? b.attachmentId : null) }),
    alt: t.string({ resolve: (b) => (b.type === 'image' ? b.alt : null) }),
    imageUrl: t.string({
      description: 'Where the image is served (its access key is the capability; no sign-in needed).',
      resolve: async (b, _a, ctx) => {
        if (b.type !== 'image') return null;
        const file = await funnelManageLoaders(ctx).image.load(b.attachmentId);
        return file ? fileUrl(file) : null;
      },
    }),
    url: t.string({ resolve: (b) => (b.type === 'video' ? b.url : null) }),
    embedUrl: t.string({ description: 'The YouTube or Vimeo player address.', resolve: (b) => (b.type === 'video' ? videoEmbedUrl(b.url) : null) }),
    title: t.string({ resolve: (b) => (b.type === 'video' ? b.title : null) }),
    items: t.field({ type: [AccordionItem], resolve: (b) => (b.type === 'accordion' ? b.items : null) }),
    columns: t.stringList({ resolve: (b) => (b.type === 'columns' ? b.columns : null) }),
  }),
});

export const PageBlockInput = builder.inputType('FunnelPageBlockInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    type: t.field({ type: PageBlockTypeEnum, required: true }),
    html: t.string(),
    attachmentId: t.string(),
    alt: t.string(),
    url: t.string(),
    title: t.string(),
    items: t.field({ type: [builder.inputType('FunnelAccordionItemInput', { fields: (f) => ({ title: f.string({ required: true }), html: f.string({ required: true }) }) })] }),
    columns: t.stringList(),
  }),
});

export const FunnelMailRef = builder.objectRef<FunnelMail>('FunnelMail').implement({
  fields: (t) => ({ subject: t.exposeString('subject', { nullable: false }), body: t.exposeString('body', { nullable: false }) }),
});

export const FunnelMailInput = builder.inputType('FunnelMailInput', {
  fields: (t) => ({ subject: t.string({ required: true }), body: t.string({ required: true }) }),
});
