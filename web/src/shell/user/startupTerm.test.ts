import { describe, expect, it } from 'vitest';
import { pluralOf, startupTerm, startupTermFor } from './startupTerm';

const fallback = { singular: 'Startup', plural: 'Startups' };
const labels = (...pairs: Array<[string, string]>) => pairs.map(([language, value]) => ({ language, value }));

describe('startupTerm (spec 1 §1 and §3)', () => {
  it("uses the interface's own word when the organisation has no replacement", () => {
    expect(startupTerm(null, 'en', fallback)).toEqual(fallback);
    expect(startupTerm({ active: false, label: labels(['en', 'Venture']) }, 'en', fallback)).toEqual(fallback);
  });

  it('uses the replacement in the user’s language when active', () => {
    const alternative = { active: true, label: labels(['en', 'Venture'], ['fr', 'Projet']) };
    expect(startupTerm(alternative, 'fr', fallback)).toEqual({ singular: 'Projet', plural: 'Projets' });
    expect(startupTerm(alternative, 'en', fallback)).toEqual({ singular: 'Venture', plural: 'Ventures' });
  });

  it('falls back to the English label, pluralised by the English rule', () => {
    const alternative = { active: true, label: labels(['en', 'Company'], ['fr', 'Entreprise']) };
    expect(startupTerm(alternative, 'ar', fallback)).toEqual({ singular: 'Company', plural: 'Companies' });
  });

  it('ignores blank labels', () => {
    expect(startupTerm({ active: true, label: labels(['en', '  ']) }, 'en', fallback)).toEqual(fallback);
    expect(startupTerm({ active: true, label: [] }, 'en', fallback)).toEqual(fallback);
  });

  it('keeps the label as typed where the plural depends on the word', () => {
    const alternative = { active: true, label: labels(['ar', 'مشروع'], ['en', 'Project']) };
    expect(startupTerm(alternative, 'ar', fallback)).toEqual({ singular: 'مشروع', plural: 'مشروع' });
  });
});

describe('pluralOf', () => {
  it.each([
    ['Startup', 'en', 'Startups'],
    ['Company', 'en', 'Companies'],
    ['Day', 'en', 'Days'],
    ['Business', 'en', 'Businesses'],
    ['Batch', 'en', 'Batches'],
    ['Projet', 'fr', 'Projets'],
    ['Pays', 'fr', 'Pays'],
    ['Empresa', 'es', 'Empresas'],
    ['Girişim', 'tr', 'Girişim'],
    ['스타트업', 'ko', '스타트업'],
  ])('%s (%s) → %s', (label, language, plural) => {
    expect(pluralOf(label, language)).toBe(plural);
  });
});

describe('startupTermFor (spec 1 §2.4: plural for staff)', () => {
  it.each([
    ['admin', 'Startups'],
    ['staff', 'Startups'],
    ['coach', 'Startups'],
    ['mentor', 'Startups'],
    ['evaluator', 'Startups'],
    ['cofounder', 'Startup'],
    ['community_member', 'Startup'],
    ['applicant', 'Startup'],
    [null, 'Startup'],
  ])('%s sees %s', (role, label) => {
    expect(startupTermFor(fallback, role)).toBe(label);
  });
});
