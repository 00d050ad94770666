import SchemaBuilder from '@pothos/core';
import type { Context } from '../core/context.ts';

/** One schema builder; each module adds its types, queries, mutations and subscriptions. */
export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { ID: { Input: string; Output: string } };
}>({});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const PermissionCriteriaEnum = builder.enumType('PermissionCriteria', {
  values: ['ALL', 'ASSIGNED', 'NONE', 'SELECTED'] as const,
});

export const LanguageValueRef = builder
  .objectRef<{ language: string; value: string }>('LanguageValue')
  .implement({ fields: (t) => ({ language: t.exposeString('language', { nullable: false }), value: t.exposeString('value', { nullable: false }) }) });

export const LanguageValueInput = builder.inputType('LanguageValueInput', {
  fields: (t) => ({ language: t.string({ required: true }), value: t.string({ required: true }) }),
});
