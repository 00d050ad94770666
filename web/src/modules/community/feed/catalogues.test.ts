import { describeCatalogues } from '../../../test/catalogues';

// The news feed's namespace: the feed, one post's page, the composer, reactions and threads (and the RSS feeds' page).
describeCatalogues(['communityFeed']);
