import { operationServer } from '../../test/operationServer';

/** The startups screens' tests answer each operation by its name (test/operationServer.ts). */
export const startupsServer = operationServer;
/** Ids shaped as the server's, since the forms check them with the shared schema. */
export const PROGRAM_ID = '11111111-1111-4111-8111-111111111111';
export const INDUSTRY_ID = '22222222-2222-4222-8222-222222222222';
export const TAG_ID = '33333333-3333-4333-8333-333333333333';

const viewerCan = (patch: Record<string, boolean> = {}) => ({
  __typename: 'StartupViewerActions',
  editProfile: true,
  editName: true,
  archive: true,
  delete: false,
  addIndustry: true,
  removeIndustry: true,
  addTag: true,
  removeTag: true,
  ...patch,
});

/** A startup as the list and the management table ask for it. */
export function startupRow(id: string, name: string, patch: Record<string, unknown> = {}) {
  return {
    __typename: 'Startup',
    _id: id,
    name,
    logo: null,
    description: `${name} builds things.`,
    stage: 'seed',
    country: 'France',
    city: 'Lyon',
    archived: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    website: null,
    yearFounded: 2021,
    industries: [{ __typename: 'Industry', _id: INDUSTRY_ID, name: 'Fintech' }],
    tags: [{ __typename: 'Tag', _id: TAG_ID, name: 'B2B', color: null }],
    programs: [{ __typename: 'NamedItem', _id: PROGRAM_ID, name: 'Spring cohort' }],
    assignedPeople: [{ __typename: 'StartupAssignee', _id: 'u2', fullName: 'Grace Hopper', avatar: null, roleType: 'coach', roleLabel: null }],
    viewerCan: viewerCan(),
    ...patch,
  };
}

export const startupPage = (results: unknown[], totalCount = results.length, next: string | null = null) => ({
  data: { startups: { __typename: 'StartupPage', totalCount, next, results } },
});

export const CHOICES = {
  StartupProgramChoices: { data: { programs: [{ __typename: 'Program', _id: PROGRAM_ID, name: 'Spring cohort', cohort: '2026' }] } },
  StartupTagChoices: { data: { startupTags: [{ __typename: 'Tag', _id: TAG_ID, name: 'B2B', color: null }] } },
  StartupIndustryChoices: { data: { industries: [{ __typename: 'Industry', _id: INDUSTRY_ID, name: 'Fintech' }] } },
};
