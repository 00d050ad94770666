import type { UserRow } from '../../db/schema/index.ts';

/**
 * What a deleted account keeps. The row stays, so the startups, notes and events that name it
 * still hold together, but nothing in it identifies the person any more: names and contact
 * details are cleared (the API shows 'Deleted user' in the reader's language), the address is
 * replaced by one that can never receive mail, which also frees the real one for a new account.
 * Role, startup and programme memberships stay: they are the organisation's records.
 */
export function anonymised(user: Pick<UserRow, 'id'>): Partial<UserRow> {
  return {
    status: 'deleted',
    email: `deleted-${user.id}@deleted.invalid`,
    passwordHash: null,
    firstName: '',
    lastName: '',
    headline: null,
    phone: null,
    bio: null,
    wordFrom: null,
    avatar: null,
    cover: null,
    country: null,
    countryOrigin: null,
    gender: null,
    birthday: null,
    timezone: null,
    language: null,
    dateFormat: null,
    workStatus: null,
    validated: false,
    expertise: [],
    chatNotification: false,
    linkedCalendar: null,
    conferenceDataIntegration: null,
    integratedVideoProviders: [],
    profileCoachingMeetingSettings: { defaultMeetingLocation: null, enabled: false },
    locations: [],
    info: {},
    updatedAt: new Date(),
  };
}
