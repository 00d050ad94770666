import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@seedbed/contracts/menu';
import { emailTemplatesFeature } from './feature';

describe('the Emails group', () => {
  it('maps each of its sidebar destinations to a page of this feature', () => {
    const group = SIDEBAR.find((entry) => entry.name === 'emails')!;
    const names = [group.name, ...(group.subMenu ?? []).map((entry) => entry.name)];
    const declared = new Map(emailTemplatesFeature.menu?.map((destination) => [destination.name, destination.path]));
    expect(names.map((name) => declared.get(name))).toEqual(['/emails/templates', '/emails/content-templates', '/emails/templates?tab=blueprints']);
    expect(group.subMenu?.find((entry) => entry.name === 'emailContentTemplates')?.flag).toBe('emailTemplates');
    expect(group.subMenu?.find((entry) => entry.name === 'emailBlueprints')?.permission).toBe('EMAIL_BLUEPRINT:MANAGE');
  });

  it('opens the design editor without the top bar', () => {
    const editor = emailTemplatesFeature.routes?.find((route) => route.path === 'emails/templates/:id');
    expect(editor).toMatchObject({ hideTopBar: true, access: { flag: 'emailTemplates' } });
  });
});
