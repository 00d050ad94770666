/**
 * Whether an Escape pressed on `target` is the dialog's to close, given the dialog's content
 * element. Not when the key belongs to an inner layer that closes on Escape by itself:
 * - a layer outside the dialog's content (a list, calendar or popover drawn in a portal, or a
 *   confirmation asked on top of the dialog);
 * - a field whose own dropdown is open (Mantine marks it `data-mantine-stop-propagation`; a
 *   combobox or menu button also says `aria-expanded` with its `aria-haspopup`).
 */
export function escapeClosesDialog(content: HTMLElement | null, target: EventTarget | null): boolean {
  if (!content) return false;
  if (!(target instanceof Element) || target === document.body || target === document.documentElement) return true;
  if (!content.contains(target)) return false;
  if (target.getAttribute('data-mantine-stop-propagation') === 'true') return false;
  if (target.hasAttribute('aria-haspopup') && target.getAttribute('aria-expanded') === 'true') return false;
  return true;
}
