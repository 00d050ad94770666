import type { Question } from '@seedbed/contracts/forms';

export type ChangedPart = 'type' | 'label' | 'description' | 'required' | 'options' | 'logic' | 'validations' | 'settings';
export type DiffRow =
  | { kind: 'added'; after: Question }
  | { kind: 'removed'; before: Question }
  | { kind: 'changed'; before: Question; after: Question; parts: ChangedPart[] }
  | { kind: 'same'; before: Question; after: Question };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What differs between two versions of one question, by the parts a builder edits. */
export function changedParts(before: Question, after: Question): ChangedPart[] {
  const parts: ChangedPart[] = [];
  if (before.questionType !== after.questionType) parts.push('type');
  if (!same(before.label, after.label)) parts.push('label');
  if (!same(before.description, after.description)) parts.push('description');
  const { required: requiredBefore, ...restBefore } = before.validations ?? {};
  const { required: requiredAfter, ...restAfter } = after.validations ?? {};
  if (Boolean(requiredBefore) !== Boolean(requiredAfter)) parts.push('required');
  if (!same(before.options, after.options) || !same(before.rows, after.rows) || !same(before.columns, after.columns)) parts.push('options');
  if (!same(before.dependency, after.dependency)) parts.push('logic');
  if (!same(restBefore, restAfter)) parts.push('validations');
  if (
    !same(before.scale, after.scale) ||
    !same(before.formula, after.formula) ||
    Boolean(before.userAddRow) !== Boolean(after.userAddRow) ||
    before.optionsDepth !== after.optionsDepth
  ) {
    parts.push('settings');
  }
  return parts;
}

/**
 * The questions of two versions lined up: in the newer version's order, each removed question
 * where it stood in the older one (after the question that preceded it there).
 */
export function diffVersions(base: readonly Question[], compare: readonly Question[]): DiffRow[] {
  const before = new Map(base.map((q) => [q._id, q]));
  const after = new Set(compare.map((q) => q._id));
  const rows: DiffRow[] = compare.map((q) => {
    const old = before.get(q._id);
    if (!old) return { kind: 'added', after: q };
    const parts = changedParts(old, q);
    return parts.length ? { kind: 'changed', before: old, after: q, parts } : { kind: 'same', before: old, after: q };
  });
  base.forEach((q, index) => {
    if (after.has(q._id)) return;
    const previous = base
      .slice(0, index)
      .reverse()
      .find((p) => after.has(p._id));
    const at = previous ? rows.findIndex((r) => r.kind !== 'removed' && (r.kind === 'added' ? r.after : r.after)._id === previous._id) + 1 : 0;
    let insertAt = at;
    while (insertAt < rows.length && rows[insertAt].kind === 'removed') insertAt++;
    rows.splice(insertAt, 0, { kind: 'removed', before: q });
  });
  return rows;
}
