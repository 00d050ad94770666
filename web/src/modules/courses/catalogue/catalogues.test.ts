import { describeCatalogues } from '../../../test/catalogues';

// The courses namespace: the catalogue, one's courses, the course page and the words the course pages share.
describeCatalogues(['courses']);
