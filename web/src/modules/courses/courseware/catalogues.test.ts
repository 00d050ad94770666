import { describeCatalogues } from '../../../test/catalogues';

// The courseware's own texts (lessons, quizzes, hand-ins, the certificate) in every interface language.
describeCatalogues(['courseware']);
