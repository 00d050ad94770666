import { createSpotlight } from '@mantine/spotlight';

/**
 * The global search's own open/closed state and selection, apart from any other Spotlight, so
 * that the top-bar button (in the first download) can open the dialog (downloaded on first use).
 */
export const [searchStore, searchSpotlight] = createSpotlight();

/**
 * Marks the first result as chosen, as Spotlight does when the query changes; records arrive after
 * that, so when nothing could be chosen then, the first record is.
 */
export function selectFirstResult(): void {
  const { listId, selected } = searchStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first || (selected >= 0 && list.querySelector('[data-selected]'))) return;
  first.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: 0 }));
}
