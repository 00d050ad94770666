import { describeCatalogues } from '../../test/catalogues';

// The events feature's namespaces: the shared words and lists, the page, the editor, one-on-one booking (see feature.ts).
describeCatalogues(['events', 'eventPage', 'eventEditor', 'eventBooking']);
