import { describeCatalogues } from '../../test/catalogues';

// The resources namespace: the library, its sections and resources, the articles and their editor.
describeCatalogues(['resources']);
