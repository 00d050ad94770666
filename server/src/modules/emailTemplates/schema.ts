import { EMAIL_BLUEPRINT_KEYS } from '@seedbed/contracts/email-templates';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { builder } from '../../core/schema-builder.ts';
import type { EmailContentTemplateRow, EmailTemplateRow } from '../../db/schema/index.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { mayManageBlueprints, mayUseTemplates } from './access.ts';
import { previewDesign, sendTestMail } from './preview.ts';
import { blueprintList, blueprintWording, contentList, designList, type BlueprintSummary, type BlueprintWording, type Page } from './queries.ts';
import {
  blueprintTarget,
  createContentTemplate,
  createEmailTemplate,
  deleteContentTemplate,
  deleteEmailTemplate,
  duplicateEmailTemplate,
  ownContent,
  ownDesign,
  resetEmailBlueprint,
  setDefaultEmailTemplate,
  updateContentTemplate,
  updateEmailBlueprint,
  updateEmailTemplate,
} from './service.ts';

const EmailBlueprintKeyEnum = builder.enumType('EmailBlueprintKey', { values: EMAIL_BLUEPRINT_KEYS });
const LanguageEnum = builder.enumType('EmailLanguage', { values: LANGUAGES });

export const EmailTemplate = builder.objectRef<EmailTemplateRow>('EmailTemplate').implement({
  description: 'A design: the layout, with the organisation’s branding, that mails are wrapped in.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    showLogo: t.exposeBoolean('showLogo', { nullable: false }),
    headerHtml: t.exposeString('headerHtml', { nullable: false, description: 'Sanitised HTML under the logo.' }),
    footerHtml: t.exposeString('footerHtml', { nullable: false, description: 'Sanitised HTML above the organisation’s address.' }),
    brandColor: t.exposeString('brandColor', { nullable: false, description: 'Links and buttons.' }),
    headerBackgroundColor: t.exposeString('headerBackgroundColor', { nullable: false }),
    backgroundColor: t.exposeString('backgroundColor', { nullable: false }),
    textColor: t.exposeString('textColor', { nullable: false }),
    isDefault: t.exposeBoolean('isDefault', { nullable: false, description: 'The design of the product’s own mails and of campaigns that name none.' }),
    updatedBy: t.field({ type: User, resolve: (row, _a, ctx) => (row.updatedBy ? userLoaders(ctx).user.load(row.updatedBy) : null) }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

export const ContentTemplate = builder.objectRef<EmailContentTemplateRow>('ContentTemplate').implement({
  description: 'A reusable subject and body a composer starts a mail from.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    subject: t.exposeString('subject', { nullable: false }),
    body: t.exposeString('body', { nullable: false, description: 'Sanitised HTML.' }),
    createdBy: t.field({ type: User, resolve: (row, _a, ctx) => (row.createdBy ? userLoaders(ctx).user.load(row.createdBy) : null) }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const EmailTemplatePage = builder.objectRef<Page<EmailTemplateRow>>('EmailTemplatePage').implement({
  fields: (t) => ({ results: t.field({ type: [EmailTemplate], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});
const ContentTemplatePage = builder.objectRef<Page<EmailContentTemplateRow>>('ContentTemplatePage').implement({
  fields: (t) => ({ results: t.field({ type: [ContentTemplate], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});

const EmailBlueprint = builder.objectRef<BlueprintSummary>('EmailBlueprint').implement({
  description: 'One of the product’s own mails (an invitation, a password reset…).',
  fields: (t) => ({
    key: t.field({ type: EmailBlueprintKeyEnum, nullable: false, resolve: (b) => b.key }),
    placeholders: t.stringList({ nullable: false, resolve: (b) => [...b.placeholders] }),
    customisedLanguages: t.field({ type: [LanguageEnum], nullable: false, description: 'The languages the organisation reworded it in.', resolve: (b) => b.customisedLanguages }),
  }),
});

const EmailBlueprintWording = builder.objectRef<BlueprintWording>('EmailBlueprintWording').implement({
  fields: (t) => ({
    key: t.field({ type: EmailBlueprintKeyEnum, nullable: false, resolve: (b) => b.key }),
    language: t.field({ type: LanguageEnum, nullable: false, resolve: (b) => b.language }),
    subject: t.exposeString('subject', { nullable: false }),
    body: t.exposeString('body', { nullable: false, description: 'Sanitised HTML with {{placeholders}}.' }),
    customised: t.exposeBoolean('customised', { nullable: false }),
    placeholders: t.stringList({ nullable: false, resolve: (b) => [...b.placeholders] }),
    defaultSubject: t.exposeString('defaultSubject', { nullable: false }),
    defaultBody: t.exposeString('defaultBody', { nullable: false }),
    updatedAt: t.string({ resolve: (b) => b.updatedAt?.toISOString() ?? null }),
  }),
});

const EmailTemplatesViewerCan = builder.objectRef<object>('EmailTemplatesViewerCan').implement({
  fields: (t) => ({
    useTemplates: t.boolean({
      nullable: false,
      description: 'Designs and content templates: composers, with the plan’s emailTemplates.',
      resolve: (_p, _a, ctx) => mayUseTemplates(ctx),
    }),
    manageBlueprints: t.boolean({ nullable: false, description: 'EMAIL_BLUEPRINT:MANAGE.', resolve: (_p, _a, ctx) => mayManageBlueprints(ctx) }),
  }),
});

const EmailTemplateInput = builder.inputType('EmailTemplateInput', {
  description: 'As emailDesignSchema (contracts/email-templates-input.ts); header and footer are sanitised when stored.',
  fields: (t) => ({
    name: t.string({ required: true }),
    showLogo: t.boolean({ required: true }),
    headerHtml: t.string(),
    footerHtml: t.string(),
    brandColor: t.string({ required: true }),
    headerBackgroundColor: t.string({ required: true }),
    backgroundColor: t.string({ required: true }),
    textColor: t.string({ required: true }),
  }),
});

const ContentTemplateInput = builder.inputType('ContentTemplateInput', {
  description: 'As contentTemplateSchema; the body is rich text (HTML), sanitised when stored.',
  fields: (t) => ({ name: t.string({ required: true }), subject: t.string(), body: t.string() }),
});

const EmailBlueprintInput = builder.inputType('EmailBlueprintInput', {
  description: 'As blueprintWordingSchema: only the blueprint’s own placeholders.',
  fields: (t) => ({ subject: t.string({ required: true }), body: t.string({ required: true }) }),
});

/** GraphQL leaves absent fields out; null stands for absent. */
const sent = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

builder.queryFields((t) => ({
  emailTemplatesViewerCan: t.field({ type: EmailTemplatesViewerCan, nullable: false, resolve: () => ({}) }),
  emailTemplates: t.field({
    type: EmailTemplatePage,
    nullable: false,
    description: 'Designs, by name (plan flag emailTemplates; composers).',
    args: { cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => designList(ctx, args),
  }),
  emailTemplate: t.field({ type: EmailTemplate, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => ownDesign(ctx, String(args.id)) }),
  emailTemplatePreview: t.string({
    nullable: false,
    description: 'The whole HTML of a sample mail in the design as given (not saved): the editor’s preview.',
    args: { data: t.arg({ type: EmailTemplateInput, required: true }), language: t.arg.string() },
    resolve: (_r, args, ctx) => previewDesign(ctx, sent(args.data), args.language),
  }),
  contentTemplates: t.field({
    type: ContentTemplatePage,
    nullable: false,
    description: 'Content templates, by name; `search` matches words of the name and subject.',
    args: { search: t.arg.string(), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => contentList(ctx, args),
  }),
  contentTemplate: t.field({ type: ContentTemplate, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => ownContent(ctx, String(args.id)) }),
  emailBlueprints: t.field({
    type: [EmailBlueprint],
    nullable: false,
    description: 'EMAIL_BLUEPRINT:MANAGE: the product’s own mails.',
    resolve: (_r, _a, ctx) => blueprintList(ctx),
  }),
  emailBlueprint: t.field({
    type: EmailBlueprintWording,
    nullable: false,
    args: { key: t.arg({ type: EmailBlueprintKeyEnum, required: true }), language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_r, args, ctx) => blueprintWording(ctx, blueprintTarget(args.key, args.language)),
  }),
}));

builder.mutationFields((t) => {
  const id = () => t.arg.id({ required: true });
  const blueprintArgs = () => ({ key: t.arg({ type: EmailBlueprintKeyEnum, required: true }), language: t.arg({ type: LanguageEnum, required: true }) });
  return {
    createEmailTemplate: t.field({
      type: EmailTemplate,
      nullable: false,
      args: { data: t.arg({ type: EmailTemplateInput, required: true }) },
      resolve: (_r, args, ctx) => createEmailTemplate(ctx, sent(args.data)),
    }),
    updateEmailTemplate: t.field({
      type: EmailTemplate,
      nullable: false,
      args: { id: id(), data: t.arg({ type: EmailTemplateInput, required: true }) },
      resolve: (_r, args, ctx) => updateEmailTemplate(ctx, sent(args.data), String(args.id)),
    }),
    setDefaultEmailTemplate: t.field({ type: EmailTemplate, nullable: false, args: { id: id() }, resolve: (_r, args, ctx) => setDefaultEmailTemplate(ctx, {}, String(args.id)) }),
    duplicateEmailTemplate: t.field({
      type: EmailTemplate,
      nullable: false,
      args: { id: id(), name: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => duplicateEmailTemplate(ctx, { name: args.name }, String(args.id)),
    }),
    deleteEmailTemplate: t.boolean({ nullable: false, args: { id: id() }, resolve: (_r, args, ctx) => deleteEmailTemplate(ctx, {}, String(args.id)) }),
    sendTestEmailTemplate: t.boolean({
      nullable: false,
      description: 'A sample mail in the saved design, to the viewer’s own address.',
      args: { id: id() },
      resolve: (_r, args, ctx) => sendTestMail(ctx, String(args.id)),
    }),
    createContentTemplate: t.field({
      type: ContentTemplate,
      nullable: false,
      args: { data: t.arg({ type: ContentTemplateInput, required: true }) },
      resolve: (_r, args, ctx) => createContentTemplate(ctx, sent(args.data)),
    }),
    updateContentTemplate: t.field({
      type: ContentTemplate,
      nullable: false,
      args: { id: id(), data: t.arg({ type: ContentTemplateInput, required: true }) },
      resolve: (_r, args, ctx) => updateContentTemplate(ctx, sent(args.data), String(args.id)),
    }),
    deleteContentTemplate: t.boolean({ nullable: false, args: { id: id() }, resolve: (_r, args, ctx) => deleteContentTemplate(ctx, {}, String(args.id)) }),
    updateEmailBlueprint: t.field({
      type: EmailBlueprintWording,
      nullable: false,
      args: { ...blueprintArgs(), data: t.arg({ type: EmailBlueprintInput, required: true }) },
      resolve: async (_r, args, ctx) => blueprintWording(ctx, await updateEmailBlueprint(ctx, blueprintTarget(args.key, args.language), args.data)),
    }),
    resetEmailBlueprint: t.field({
      type: EmailBlueprintWording,
      nullable: false,
      description: 'Back to the product’s wording in that language.',
      args: blueprintArgs(),
      resolve: async (_r, args, ctx) => blueprintWording(ctx, await resetEmailBlueprint(ctx, blueprintTarget(args.key, args.language))),
    }),
  };
});
