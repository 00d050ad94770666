import { describeCatalogues } from '../../../test/catalogues';

// The course dashboard's own namespace (the management list's texts are under courses:management).
describeCatalogues(['courseDashboard']);
