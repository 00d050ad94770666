import { isTagCategory } from '@seedbed/contracts/taxonomy';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { Tag } from '../startups/schema.ts';
import { mayOpenEditor } from './access.ts';
import { taxonomyLoaders } from './loaders.ts';
import { listTags } from './queries.ts';
import { createTag, deleteTag, mergeTags, updateMySkills, updateTag } from './service.ts';

builder.objectFields(Tag, (t) => ({
  category: t.exposeString('category', { nullable: false, description: 'One of the tag categories (Startup, UserSkills, EvaluationCriteria, …).' }),
  usage: t.int({
    description: 'How many startups and people carry the tag; null unless the viewer may open the editor of its category.',
    resolve: async (tag, _a, ctx) => (isTagCategory(tag.category) && (await mayOpenEditor(ctx, tag.category)) ? taxonomyLoaders(ctx).usage.load(tag.id) : null),
  }),
}));

const TagInput = builder.inputType('TagInput', {
  description:
    'As tagInputSchema (contracts/taxonomy-input.ts): a name of at most 60 characters and a colour #rrggbb (empty or null for none); on update only the fields sent change.',
  fields: (t) => ({ name: t.string(), color: t.string() }),
});

builder.queryFields((t) => ({
  tags: t.field({
    type: [Tag],
    nullable: false,
    description: "A category's tags by name: for its editor page and for the pickers of whoever may read that category.",
    args: { category: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => listTags(ctx, args.category),
  }),
}));

/** GraphQL sends an absent field as undefined: the schema decides what a missing one means. */
const present = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

builder.mutationFields((t) => ({
  createTag: t.field({
    type: Tag,
    nullable: false,
    args: { category: t.arg.string({ required: true }), data: t.arg({ type: TagInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createTag(ctx, { ...present(args.data), category: args.category });
    },
  }),
  updateTag: t.field({
    type: Tag,
    nullable: false,
    description: 'Renames and recolours a tag.',
    args: { tagId: t.arg.id({ required: true }), data: t.arg({ type: TagInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateTag(ctx, present(args.data), String(args.tagId));
    },
  }),
  deleteTag: t.boolean({
    nullable: false,
    description: 'Deletes a tag and takes it off every startup and person that carried it.',
    args: { tagId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return deleteTag(ctx, {}, String(args.tagId));
    },
  }),
  mergeTags: t.field({
    type: Tag,
    nullable: false,
    description: 'Moves every link of the source tags to the target (same category), then deletes the sources; answers the target.',
    args: { sourceTagIds: t.arg.idList({ required: true }), targetTagId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return mergeTags(ctx, { sourceTagIds: args.sourceTagIds.map(String), targetTagId: String(args.targetTagId) });
    },
  }),
  updateMySkills: t.field({
    type: [Tag],
    nullable: false,
    description: "The viewer's own skills: tags of category UserSkills, and new ones written in where the organisation allows it.",
    args: { tagIds: t.arg.idList({ required: true }), newSkills: t.arg.stringList() },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateMySkills(ctx, { tagIds: args.tagIds.map(String), newSkills: args.newSkills });
    },
  }),
}));
