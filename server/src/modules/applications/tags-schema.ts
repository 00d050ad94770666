import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { Tag } from '../startups/schema.ts';
import { Application } from './types.ts';
import { tagApplication, tagsOfApplication } from './tags.ts';

builder.objectFields(Application, (t) => ({
  tags: t.field({
    type: [Tag],
    nullable: false,
    description: 'Its tags (category Application), by name; empty without TAGS:APPLICATION:VIEW.',
    resolve: (row, _a, ctx) => tagsOfApplication(ctx, row),
  }),
}));

builder.mutationFields((t) => ({
  tagApplication: t.field({
    type: Application,
    nullable: false,
    description: 'Sets the tags of an application (category Application) to exactly these.',
    args: { applicationId: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return tagApplication(ctx, args);
    },
  }),
}));
