/** Selects or unselects one row. */
export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The page's header box: selects every row shown, or unselects them all when they all were. */
export function togglePage(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (ids.length > 0 && ids.every((id) => next.has(id))) for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

/** What the header box shows: all, some (indeterminate) or none of the rows shown. */
export function pageSelection(selected: ReadonlySet<string>, ids: readonly string[]): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}
