import { describeCatalogues } from '../../../test/catalogues';

// Assigning people to startups and the community analytics.
describeCatalogues(['communityPeople']);
