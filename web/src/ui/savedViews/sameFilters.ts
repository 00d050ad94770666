/** JSON with object keys in order, so that two equal filter sets read alike whatever order their keys came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Whether a stored view (JSON text) holds exactly the filters shown: the menu marks it as the current one. */
export function sameFilters(stored: string, current: object): boolean {
  try {
    return JSON.stringify(canonical(JSON.parse(stored))) === JSON.stringify(canonical(current));
  } catch {
    return false;
  }
}
