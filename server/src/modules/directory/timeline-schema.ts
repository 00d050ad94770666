import { builder } from '../../core/schema-builder.ts';
import { Post } from '../community/feed-schema.ts';
import { Startup } from '../startups/schema.ts';
import { PERSON_ACTIVITY_KINDS, personTimeline, type PersonActivity } from './person-timeline.ts';

const PersonActivityKind = builder.enumType('PersonActivityKind', {
  description: 'POST and REPLY: in the news feed; NOTE: a note or reply on a startup timeline; EVENT: a place taken at an event; COURSE: a course completed.',
  values: PERSON_ACTIVITY_KINDS,
});

const PersonActivityRef = builder.objectRef<PersonActivity>('PersonActivity').implement({
  description: 'One thing a person posted or did, as the viewer may see it.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.field({ type: PersonActivityKind, nullable: false, resolve: (a) => a.kind }),
    createdAt: t.string({ nullable: false, resolve: (a) => a.createdAt.toISOString() }),
    post: t.field({ type: Post, description: 'POST and REPLY: the post or reply.', resolve: (a) => a.post ?? null }),
    startup: t.field({ type: Startup, description: 'NOTE: the startup whose timeline holds it.', resolve: (a) => a.startup ?? null }),
    note: t.string({ description: "NOTE: the note's sanitised HTML.", resolve: (a) => a.note ?? null }),
    link: t.exposeString('link', { description: 'Where the web opens it.' }),
    title: t.string({ description: "EVENT and COURSE: the event's or course's title.", resolve: (a) => a.title ?? null }),
  }),
});

const PersonTimelinePage = builder.objectRef<{ results: PersonActivity[]; next: string | null }>('PersonTimelinePage').implement({
  fields: (t) => ({
    results: t.field({ type: [PersonActivityRef], nullable: false, resolve: (page) => page.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

builder.queryFields((t) => ({
  personTimeline: t.field({
    type: PersonTimelinePage,
    nullable: false,
    description: 'What a person posted and did that the viewer may see, newest first; NOT_FOUND when the viewer may not see the person.',
    args: { userId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int({ description: 'At most 100; 24 when left out.' }) },
    resolve: (_r, args, ctx) => personTimeline(ctx, args),
  }),
}));
