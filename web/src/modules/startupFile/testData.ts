/** Answers of the server as the startup file's tests need them. */

export const STARTUP_ID = '5a1e4c2b-0000-4000-8000-000000000001';

export const viewerCan = (overrides: Record<string, boolean> = {}) => ({
  __typename: 'StartupViewerActions',
  editProfile: false,
  editName: false,
  assignPeople: false,
  archive: false,
  delete: false,
  addIndustry: false,
  removeIndustry: false,
  addTag: false,
  removeTag: false,
  createMilestone: false,
  editMilestone: false,
  writePrivateNotes: false,
  viewDocuments: false,
  editDocuments: false,
  viewCustomFields: false,
  ...overrides,
});

const person = (id: string, fullName: string) => ({ __typename: 'StartupPerson', _id: id, fullName });

export function startupAnswer(can: Record<string, boolean> = {}) {
  return {
    data: {
      startup: {
        __typename: 'Startup',
        _id: STARTUP_ID,
        name: 'Seedling',
        logo: null,
        description: 'Soil sensors for small farms.',
        website: 'seedling.example',
        yearFounded: 2021,
        stage: 'seed',
        country: 'France',
        city: 'Lyon',
        archived: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        people: [person('f1', 'Ana Lopez'), person('f2', 'Bo Chen')],
        founders: [
          { __typename: 'StartupFounder', founderType: 'cofounder', user: person('f1', 'Ana Lopez') },
          { __typename: 'StartupFounder', founderType: 'staff', user: person('f2', 'Bo Chen') },
        ],
        assignedPeople: [
          { __typename: 'StartupAssignee', _id: 'c1', fullName: 'Cleo Coach', avatar: null, roleType: 'coach', roleLabel: null },
          { __typename: 'StartupAssignee', _id: 'm1', fullName: 'Max Mentor', avatar: null, roleType: 'mentor', roleLabel: null },
          { __typename: 'StartupAssignee', _id: 'm2', fullName: 'Mia Mentor', avatar: null, roleType: 'mentor', roleLabel: null },
          { __typename: 'StartupAssignee', _id: 'm3', fullName: 'Noa Expert', avatar: null, roleType: 'expert', roleLabel: null },
        ],
        industries: [{ __typename: 'Industry', _id: 'i1', name: 'Agritech' }],
        tags: [],
        programs: [{ __typename: 'NamedItem', _id: 'p1', name: 'Spring cohort' }],
        viewerCan: viewerCan(can),
      },
    },
  };
}

export const author = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'TimelineAuthor',
  _id: 'c1',
  fullName: 'Cleo Coach',
  avatar: null,
  roleType: 'coach',
  roleLabel: null,
  firstStartupPeopleCount: null,
  startups: [],
  ...overrides,
});

export function note(id: string, message: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Event',
    _id: id,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    edited: false,
    eventType: null,
    message,
    isPublic: true,
    isPinned: false,
    isUpdate: false,
    attr1: null,
    start: null,
    end: null,
    replyCount: 0,
    viewerCanEdit: false,
    viewerCanPin: false,
    viewerCanDelete: false,
    createdBy: author(),
    attachments: [],
    replies: [],
    ...overrides,
  };
}

export const eventsPage = (results: unknown[], next: string | null = null) => ({ data: { startupEvents: { __typename: 'StartupEventsPage', results, next } } });
