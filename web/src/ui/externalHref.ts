import { normaliseLink } from '@seedbed/contracts/validation';

/**
 * Spec 1 §5 link helper: a URL typed without http(s) or mailto gets http:// in front.
 * Any other scheme (javascript:, data:, …) is refused, since organisations type these links.
 * The server stores links by the same rule; this keeps links stored before it did harmless.
 */
export function externalHref(url: string | null | undefined): string | undefined {
  return normaliseLink(url) ?? undefined;
}
