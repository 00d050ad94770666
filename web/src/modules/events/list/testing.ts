import { operationServer } from '../../../test/operationServer';
import { shellUserData, type ShellUserOptions } from '../../../test/shellUser';

/** An event as the lists ask for it (shared/graphql.ts EventListFields). */
export function eventRow(id: string, title: string, patch: Record<string, unknown> = {}) {
  return {
    __typename: 'IncubatorEvent',
    _id: id,
    title,
    eventType: 'GROUP',
    status: 'PUBLISHED',
    startTime: '2030-03-12T09:00:00.000Z',
    endTime: '2030-03-12T10:00:00.000Z',
    timezone: 'UTC',
    cover: null,
    image: null,
    locationMode: 'IN_PERSON',
    capacity: 30,
    noOfBookings: 12,
    waitlistCount: 0,
    isArchived: false,
    tags: [{ __typename: 'Tag', _id: 'tag-1', name: 'Fundraising', color: null }],
    topics: [],
    hosts: [{ __typename: 'User', _id: 'u-host', fullName: 'Grace Hopper', avatar: null }],
    ...patch,
  };
}

export const eventPage = (results: unknown[], next: string | null = null) => ({
  data: { incubatorEvents: { __typename: 'IncubatorEventPage', next, results } },
});

/** The list's server: the shell user, the events by cursor, the tag choices, the creation of a draft. */
export function eventsServer({ pages, user = {} }: { pages: (variables: Record<string, unknown>) => ReturnType<typeof eventPage>; user?: ShellUserOptions }) {
  return operationServer({
    ShellUser: { data: shellUserData(user) },
    IncubatorEvents: pages,
    EventTagChoices: { data: { tags: [{ __typename: 'Tag', _id: 'tag-2', name: 'Pitching', color: '#3b82f6' }] } },
    CreateIncubatorEvent: { data: { createIncubatorEvent: { __typename: 'IncubatorEvent', _id: 'new-event' } } },
  });
}
