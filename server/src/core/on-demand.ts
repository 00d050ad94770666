/**
 * A value read only when first asked for, then kept: a page's total that costs a count of the whole
 * range is computed only when the client selects `totalCount`, and once however often it is read.
 */
export function onDemand<T>(read: () => Promise<T>): () => Promise<T> {
  let once: Promise<T> | null = null;
  return () => (once ??= read());
}
