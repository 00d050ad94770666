import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { validate } from '../../../ui/form/useForm';
import { allowedLinks, changedInput, companyRules, companyValues, mayEditCompany, yearOptions } from './companyForm';

const I1 = '0b6f2c1e-6a1d-4e3b-9a55-1f3c2d4e5f60';
const I2 = '1c7f3d2e-7b2e-4f4c-8b66-2a4d3e5f6071';
const T1 = '2d8a4e3f-8c3f-4a5d-9c77-3b5e4f607182';

const can = {
  editProfile: true,
  editName: false,
  assignPeople: false,
  archive: false,
  delete: false,
  addIndustry: true,
  removeIndustry: false,
  addTag: false,
  removeTag: false,
  createMilestone: false,
  editMilestone: false,
  writePrivateNotes: false,
  viewDocuments: false,
  editDocuments: false,
  viewCustomFields: false,
};

const startup = {
  _id: 's1',
  name: 'Seedling',
  logo: null,
  description: null,
  website: 'https://seedling.example',
  yearFounded: 2020,
  stage: 'mvp',
  country: 'France',
  city: null,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  people: [],
  founders: [],
  assignedPeople: [],
  industries: [{ _id: I1, name: 'Health' }],
  tags: [],
  programs: [],
  viewerCan: can,
} as unknown as Parameters<typeof companyValues>[0];

const t = ((key: string, params?: Record<string, unknown>) => `[${key}${params?.max ? ` ${params.max}` : ''}]`) as unknown as TFunction;
const labels = {
  name: 'Name',
  description: 'Description',
  website: 'Website',
  logo: 'Logo',
  yearFounded: 'Year',
  stage: 'Stage',
  country: 'Country',
  city: 'City',
  industryIds: 'Industries',
  tagIds: 'Tags',
  programIds: 'Programmes',
};

describe('company form', () => {
  it('offers the years from this one back to 1950 (spec 2 §9)', () => {
    const years = yearOptions(new Date('2026-05-01T00:00:00Z'));
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1950');
    expect(years).toHaveLength(77);
  });

  it('sends only what changed and what the viewer may change', () => {
    const initial = companyValues(startup);
    const values = { ...initial, name: 'Renamed', city: 'Lyon', yearFounded: '2019', industryIds: [I1, I2], tagIds: [T1] };
    // The name needs STARTUP/NAME:EDIT and tags TAG:STARTUP:ADD, which this viewer lacks.
    expect(changedInput(initial, values, can)).toEqual({ city: 'Lyon', yearFounded: 2019, industryIds: [I1, I2] });
    expect(changedInput(initial, initial, can)).toEqual({});
  });

  it('keeps saved links the viewer may not remove and refuses new ones they may not add', () => {
    expect(allowedLinks(['a', 'b'], ['b', 'c'], { add: true, remove: false })).toEqual(['a', 'b', 'c']);
    expect(allowedLinks(['a', 'b'], ['b', 'c'], { add: false, remove: true })).toEqual(['b']);
    expect(allowedLinks(['a', 'b'], ['b', 'c'], { add: true, remove: true })).toEqual(['b', 'c']);
  });

  it('is checked with the server schema: name required, year within 1950 and this year', () => {
    const rules = companyRules(t, () => new Date('2026-05-01T00:00:00Z'), labels);
    const values = companyValues(startup);
    expect(validate({ ...values, name: ' ' }, rules).name).toBe('[startupFile:validation.nameRequired]');
    expect(validate({ ...values, yearFounded: '1949' }, rules).yearFounded).toBe('[startupFile:validation.yearFounded 2026]');
    expect(validate({ ...values, website: 'not a link at all' }, rules).website).toBeTruthy();
    expect(validate(values, rules)).toEqual({});
  });

  it('offers editing only to a viewer who may change something', () => {
    expect(mayEditCompany(can)).toBe(true);
    expect(mayEditCompany({ ...can, editProfile: false, addIndustry: false })).toBe(false);
  });
});
