import { describeCatalogues } from '../../test/catalogues';

// The coaching feature's namespaces, one per part (see feature.ts).
describeCatalogues(['coaching', 'coachingNotes', 'availability', 'calendar', 'coachingInvites', 'mentorMatching']);
