import type { Context } from '../../core/context.ts';
import { AppError, type FieldError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import type { z } from 'zod';

/** Messages whose generic wording does not say what is wrong with these fields. */
function specificKey(field: string): string | null {
  if (/(^|\.)(\w*[cC]olor)$/.test(field)) return 'organisation.validation.color';
  if (field === 'slug') return 'organisation.validation.slug';
  if (field === 'gtmId') return 'organisation.validation.gtmId';
  if (field === 'customDomain') return 'organisation.validation.hostName';
  if (/(^|\.)(label|description|footer)$/.test(field)) return 'organisation.validation.languageTwice';
  return null;
}

/**
 * Names the field in the message with the organisation form's own label ("SEO title", not
 * "seo.seoTitle"): the common field names do not know these nested paths.
 */
export function labelled(ctx: Context, fields: FieldError[], labels: LabelSet = 'fields'): FieldError[] {
  return fields.map((f) => {
    // A label list's items are named after the list: "startupNameAlternative.label.0.value" is the startup term.
    const withoutIndexes = f.field.replace(/\.\d+(?=\.|$)/g, '');
    const path = withoutIndexes.replace(/\.value$/, '');
    const found: unknown = ctx.t(`organisation.${labels}.${path}`, { defaultValue: '', returnObjects: true });
    const label = typeof found === 'string' ? found : '';
    const generic = f.key.startsWith('validation.');
    const specific = generic && f.key === 'validation.invalid' ? specificKey(withoutIndexes) : null;
    if (specific) return { ...f, key: specific, params: { ...f.params, label: label || path } };
    if (generic && label && f.key !== 'validation.invalid') return { ...f, key: `organisation.${f.key}`, params: { ...f.params, label } };
    return f;
  });
}

/** The organisation's fields and the layout's are labelled apart: both have a `logo`, for instance. */
type LabelSet = 'fields' | 'layoutFields';

export function parseOrganisationInput<S extends z.ZodType>(ctx: Context, schema: S, input: unknown, labels: LabelSet = 'fields'): z.infer<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR') throw organisationValidationError(ctx, error.fields, labels);
    throw error;
  }
}

export const organisationValidationError = (ctx: Context, fields: FieldError[], labels: LabelSet = 'fields') =>
  new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, labelled(ctx, fields, labels));
