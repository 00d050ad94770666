import { FEATURE_FLAGS, isFeatureFlag, type FeatureFlag } from '@seedbed/contracts/flags';
import { NOTIFICATION_GROUPS, NOTIFICATION_GROUP_NAMES, NOTIFICATION_TYPES, type NotificationGroup, type NotificationType } from '@seedbed/contracts/notifications';
import { PERMISSION_KEYS, isPermissionKey, type PermissionKey } from '@seedbed/contracts/permissions';

/**
 * What a module delivers of the registries in contracts/: the flags its screens honour, the
 * permission keys it checks, the notification types it sends. The registries keep everything the
 * product will have; the lists people read (the plan, the roles editor, notification preferences)
 * show only what a module has declared here, so they grow with the product instead of
 * advertising what is not built.
 */
export interface Deliveries {
  flags?: readonly FeatureFlag[];
  permissions?: readonly PermissionKey[];
  notificationTypes?: readonly NotificationType[];
}

const deliveredFlags = new Set<FeatureFlag>();
const deliveredPermissions = new Set<PermissionKey>();
const deliveredTypes = new Set<NotificationType>();

const isNotificationType = (value: unknown): value is NotificationType => (NOTIFICATION_TYPES as readonly unknown[]).includes(value);

/** The names a declaration gives that no registry holds, each with what it claims to be. */
export function unknownDeliveries(delivers: Deliveries): string[] {
  return [
    ...(delivers.flags ?? []).filter((name) => !isFeatureFlag(name)).map((name) => `flag ${name}`),
    ...(delivers.permissions ?? []).filter((key) => !isPermissionKey(key)).map((key) => `permission ${key}`),
    ...(delivers.notificationTypes ?? []).filter((type) => !isNotificationType(type)).map((type) => `notification type ${type}`),
  ];
}

/**
 * Adds one module's deliveries. A name outside its registry is a mistake in the declaration (the
 * types catch it unless cast away): the server refuses to assemble rather than list something
 * no registry describes.
 */
export function declareDeliveries(moduleName: string, delivers: Deliveries): void {
  const unknown = unknownDeliveries(delivers);
  if (unknown.length) throw new Error(`Module ${moduleName} declares what no registry holds: ${unknown.join(', ')}`);
  for (const name of delivers.flags ?? []) deliveredFlags.add(name);
  for (const key of delivers.permissions ?? []) deliveredPermissions.add(key);
  for (const type of delivers.notificationTypes ?? []) deliveredTypes.add(type);
}

/** Delivered flags, in the catalogue's order. */
export const listedFlags = (): FeatureFlag[] => FEATURE_FLAGS.filter((name) => deliveredFlags.has(name));

/** Delivered permission keys, in the registry's order. */
export const listedPermissions = (): PermissionKey[] => PERMISSION_KEYS.filter((key) => deliveredPermissions.has(key));

/** Notification groups with at least one delivered type: a preference for nothing that happens is not offered. */
export const listedNotificationGroups = (): NotificationGroup[] =>
  NOTIFICATION_GROUP_NAMES.filter((group) => (NOTIFICATION_GROUPS[group].types as readonly NotificationType[]).some((type) => deliveredTypes.has(type)));
