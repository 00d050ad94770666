import type { Feature } from '../../../app/features/types';

/** This part's contribution to the coaching feature (see ../feature.ts). */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {};
