export const MANAGEMENT_PATH = '/applications/funnels/management';
export const builderPath = (funnelId: string) => `/applications/funnels/${funnelId}/builder`;
export const programPath = (slug: string) => `/apply/program/${slug}`;
