import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { validate } from '../../ui/form/useForm';
import { designFromBranding, designRules, toDesignInput } from './design/designForm';

const t = ((key: string, params?: Record<string, unknown>) => `${key}${params?.field ? `|${params.field}` : ''}`) as unknown as TFunction;

describe('the design form', () => {
  it('starts from the organisation’s sidebar colours, as the built-in design does', () => {
    const incubator = { brandPalette: { sidebar: { backgroundColor: '#0B3D2E', activeItemBackgroundColor: '#e4572e' } } } as never;
    expect(designFromBranding(incubator, 'New')).toMatchObject({ name: 'New', headerBackgroundColor: '#0b3d2e', brandColor: '#e4572e', showLogo: true });
    expect(designFromBranding(undefined, 'New').headerBackgroundColor).toBe('#14213d');
  });

  it('checks with the server’s schema: a name, and colours such as #2f6f4f', () => {
    const values = { ...designFromBranding(undefined, ' '), brandColor: 'red' };
    const errors = validate(values, designRules(t));
    expect(errors.name).toBe('emailTemplates:validation.nameRequired|emailTemplates:design.fields.name');
    expect(errors.brandColor).toBe('emailTemplates:validation.colourInvalid|emailTemplates:design.fields.brandColor');
    expect(errors.textColor).toBeUndefined();
    expect(toDesignInput({ ...values, name: ' Harbour ' }).name).toBe('Harbour');
  });
});
