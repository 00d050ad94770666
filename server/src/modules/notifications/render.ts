import type { Translate } from '../../core/i18n/index.ts';
import type { NotificationRow, RoleRow, UserRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { roleName } from '../permissions/role-name.ts';

/** What a message names beyond its stored params, loaded by the caller (per request, or for one mail). */
export interface MessageRefs {
  sender: Pick<UserRow, 'firstName' | 'lastName' | 'status'> | null;
  /** The role named by `params.roleId`, when the message has one; null if it no longer exists. */
  role?: Pick<RoleRow, 'type' | 'label'> | null;
}

/**
 * The text of a notification in the reader's language. Stored params are values of the moment
 * (a task's name); people and roles are looked up now, so a renamed sender reads as renamed.
 */
export function renderMessage(t: Translate, notification: Pick<NotificationRow, 'messageKey' | 'params'>, refs: MessageRefs): string {
  const params = notification.params ?? {};
  const values: Record<string, unknown> = { ...params };
  values.sender = refs.sender ? displayName(refs.sender, { t }) : '';
  if ('roleId' in params) values.role = refs.role ? roleName({ t }, refs.role) : (params.roleLabel ?? '');
  return t(`notifications.messages.${notification.messageKey}`, values);
}

/** The role id a message names, if any. */
export const roleIdOf = (notification: Pick<NotificationRow, 'params'>): string | null => (typeof notification.params?.roleId === 'string' ? notification.params.roleId : null);
