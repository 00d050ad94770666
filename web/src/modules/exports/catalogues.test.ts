import { describeCatalogues } from '../../test/catalogues';

// The export history page and the export button every list uses.
describeCatalogues(['exports']);
