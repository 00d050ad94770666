import type { Feature } from '../../../app/features/types';

export const declarations: Omit<Feature, 'id' | 'namespace'> = {};
