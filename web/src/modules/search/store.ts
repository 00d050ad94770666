import { createSpotlight } from '@mantine/spotlight';

/**
 * The global search's own open/closed state and selection, apart from any other Spotlight, so
 * that the top-bar button (in the first download) can open the dialog (downloaded on first use).
 */
export const [searchStore, searchSpotlight] = createSpotlight();
