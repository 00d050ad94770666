import { describeCatalogues } from '../../test/catalogues';

// The messages namespace: the inbox, conversations, their dialogs, the profile's actions and the shared schemas' messages.
describeCatalogues(['messages']);
