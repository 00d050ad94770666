import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { filterSummary } from './format';

// The phrases as keys with their values, so that the reading is checked apart from the wording.
const t = ((key: string, options?: Record<string, unknown>) => {
  if (key === 'summary.pair') return `${options?.label}=${options?.value}`;
  if (key === 'summary.chosen') return `${options?.count} chosen`;
  return key.startsWith('summary.keys.') || key.startsWith('summary.sorts.') ? key.split('.').pop() : key;
}) as unknown as TFunction;

describe('filterSummary', () => {
  it('reads a list’s filter and order at both levels, counting chosen records', () => {
    const json = JSON.stringify({
      filter: { search: 'acme', statuses: ['active', 'pending'], roleIds: ['3f0c2d9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'], archived: true, tagIds: [] },
      sort: 'NEWEST',
    });
    expect(filterSummary(json, t)).toEqual(['search=acme', 'statuses=active, pending', 'roleIds=1 chosen', 'archived=summary.yes', 'sort=NEWEST']);
  });

  it('answers nothing for no filter or text that is not JSON', () => {
    expect(filterSummary(null, t)).toEqual([]);
    expect(filterSummary('{oops', t)).toEqual([]);
    expect(filterSummary('{}', t)).toEqual([]);
  });
});
