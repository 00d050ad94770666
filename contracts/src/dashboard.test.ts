import { describe, expect, it } from 'vitest';
import { dashboardWidgetChangesSchema, dashboardWidgetInputSchema, pickDashboardEntry, pickDashboardText } from './dashboard.ts';
import { fieldIssues } from './schemas.ts';

const issues = (input: unknown) => {
  const result = dashboardWidgetInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.flatMap(fieldIssues);
};

describe('a text widget as the admin sends it', () => {
  it('keeps the languages written, trimmed, and lists each role type once (none: everyone)', () => {
    const parsed = dashboardWidgetInputSchema.parse({
      title: [
        { language: 'en', value: ' Office hours ' },
        { language: 'fr', value: '   ' },
      ],
      body: [
        { language: 'en', value: '<p>Thursdays</p>' },
        { language: 'ar', value: '<p> </p>' },
      ],
      roleTypes: ['cofounder', 'cofounder', 'community_member'],
    });
    expect(parsed).toEqual({
      title: [{ language: 'en', value: 'Office hours' }],
      body: [{ language: 'en', value: '<p>Thursdays</p>' }],
      roleTypes: ['cofounder', 'community_member'],
    });
    expect(dashboardWidgetInputSchema.parse({ title: [{ language: 'en', value: 'A' }], body: [{ language: 'en', value: 'B' }] }).roleTypes).toEqual([]);
  });

  it('needs a title and a text in at least one language, and names what else is wrong', () => {
    expect(issues({ title: [], body: [{ language: 'en', value: '<p></p>' }] })).toEqual([
      { field: 'title', key: 'dashboard.titleRequired' },
      { field: 'body', key: 'dashboard.bodyRequired' },
    ]);
    expect(
      issues({
        title: [
          { language: 'en', value: 'A' },
          { language: 'en', value: 'B' },
        ],
        body: [{ language: 'en', value: 'x' }],
      }),
    ).toEqual([{ field: 'title', key: 'validation.invalid' }]);
    expect(issues({ title: [{ language: 'xx', value: 'A' }], body: [{ language: 'en', value: 'x' }], roleTypes: ['system'] })).toEqual([
      { field: 'title.0.language', key: 'validation.invalid' },
      { field: 'roleTypes.0', key: 'validation.invalid' },
    ]);
  });

  it('changes only what is sent', () => {
    expect(dashboardWidgetChangesSchema.parse({ roleTypes: ['staff'] })).toEqual({ roleTypes: ['staff'] });
  });
});

describe("a widget's words in the reader's language", () => {
  const title = [
    { language: 'fr', value: 'Permanences' },
    { language: 'en', value: 'Office hours' },
    { language: 'de', value: '' },
  ];
  it("falls back to the organisation's default language, then English, then any", () => {
    expect(pickDashboardText(title, 'fr', 'en')).toBe('Permanences');
    expect(pickDashboardText(title, 'ar', 'fr')).toBe('Permanences');
    expect(pickDashboardText(title, 'de', 'es')).toBe('Office hours');
    expect(pickDashboardEntry([{ language: 'ko', value: '오피스 아워' }], 'ar', 'fr')).toEqual({ language: 'ko', value: '오피스 아워' });
    expect(pickDashboardText([], 'en')).toBe('');
  });
});
