import { describeCatalogues } from '../../../test/catalogues';

// The community namespace: the directory, the shell's words for the community and a person's timeline.
describeCatalogues(['community']);
