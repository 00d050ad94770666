import type { Feature } from '../../../../app/features/types';

/** The applications dashboard's contribution to the applications feature (see ../../feature.ts). */
export const analyticsDeclarations: Omit<Feature, 'id' | 'namespace'> = {};
