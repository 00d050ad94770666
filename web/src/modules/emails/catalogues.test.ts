import { describeCatalogues } from '../../test/catalogues';

// The emails namespace: the campaigns list, the planned actions, the composer and the report.
describeCatalogues(['emails']);
