import { SEARCH_KINDS } from '@seedbed/contracts/search';
import { builder } from '../../core/schema-builder.ts';
import { searchRecords } from './service.ts';
import type { SearchHit } from './source.ts';

export const SearchKindEnum = builder.enumType('SearchKind', { values: SEARCH_KINDS });

const SearchHitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  description: 'A record the global search found, as it lists it.',
  fields: (t) => ({
    kind: t.field({ type: SearchKindEnum, nullable: false, resolve: (hit) => hit.kind }),
    id: t.exposeID('id', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    subtitle: t.exposeString('subtitle', { description: "A second line: a person's headline or role, an event's date, a post's beginning." }),
    url: t.exposeString('url', { nullable: false, description: 'The page of the app that opens the record.' }),
    image: t.string({ description: "A person's avatar or a startup's logo.", resolve: (hit) => hit.image ?? null }),
  }),
});

builder.queryFields((t) => ({
  searchRecords: t.field({
    type: [SearchHitRef],
    nullable: false,
    description:
      'Records the viewer may see whose words begin with every word of the text (plan flag broadSearch; FEATURE_DISABLED otherwise), best first: at most 5 per kind and 20 in all. A text shorter than 2 characters finds nothing; one longer than 200 is refused.',
    args: {
      text: t.arg.string({ required: true }),
      kinds: t.arg({ type: [SearchKindEnum], description: 'Only these kinds; every kind when left out.' }),
      limit: t.arg.int({ description: 'At most 20 (the default).' }),
    },
    resolve: (_r, args, ctx) => searchRecords(ctx, args),
  }),
}));
