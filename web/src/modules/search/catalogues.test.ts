import { describeCatalogues } from '../../test/catalogues';

describeCatalogues(['search']);
