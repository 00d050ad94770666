import { describeCatalogues } from '../../../test/catalogues';

// The course builder's texts (the lesson types and statuses it shows are the courses namespace's).
describeCatalogues(['courseBuilder']);
