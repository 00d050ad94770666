import SchemaBuilder from '@pothos/core';
import { PERMISSION_CRITERIA } from '@seedbed/contracts/permissions';
import type { Context } from './context.ts';

/** One schema builder; each module adds its types, queries, mutations and subscriptions. */
export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { ID: { Input: string; Output: string } };
}>({});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The scopes of the permission registry, one enum for answers and for the roles editor's input alike. */
export const PermissionCriteriaEnum = builder.enumType('PermissionCriteria', { values: PERMISSION_CRITERIA });

export const LanguageValueRef = builder
  .objectRef<{ language: string; value: string }>('LanguageValue')
  .implement({ fields: (t) => ({ language: t.exposeString('language', { nullable: false }), value: t.exposeString('value', { nullable: false }) }) });

export const LanguageValueInput = builder.inputType('LanguageValueInput', {
  fields: (t) => ({ language: t.string({ required: true }), value: t.string({ required: true }) }),
});
