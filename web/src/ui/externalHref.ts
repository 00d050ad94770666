const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * Spec 1 §5 link helper: a URL typed without http(s) or mailto gets http:// in front.
 * Any other scheme (javascript:, data:, …) is refused, since organisations type these links.
 */
export function externalHref(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  const scheme = value.match(SCHEME)?.[1]?.toLowerCase();
  if (!scheme) return `http://${value.replace(/^\/+/, '')}`;
  return ['http', 'https', 'mailto'].includes(scheme) ? value : undefined;
}
