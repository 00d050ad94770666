import { describeCatalogues } from '../../test/catalogues';

// The emailTemplates namespace: designs, content templates and the product's own mails.
describeCatalogues(['emailTemplates']);
