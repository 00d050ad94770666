import type { Context } from '../../core/context.ts';
import { activityNames, type ActivityNames } from './names.ts';

/** What a sentence is made from: an event as stored in domain_events. */
export interface FeedEvent {
  kind: string;
  actorId: string | null;
  subjectId: string | null;
  data: Record<string, unknown>;
}

type Params = Record<string, unknown>;

/**
 * How one kind of event reads in the feed. The sentence is `activity.summaries.<kind>` (or
 * `<kind>.<variant>` when the event picks a variant); `params` gives its values beyond {{actor}}.
 */
interface KindSummary {
  variant?: (event: FeedEvent) => string;
  params?: (event: FeedEvent, names: ActivityNames) => Params | Promise<Params>;
}

const count = (value: unknown) => (Array.isArray(value) ? value.length : typeof value === 'number' && Number.isFinite(value) ? value : 0);
const self = (event: FeedEvent) => (event.subjectId && event.subjectId === event.actorId ? 'self' : 'other');
/** Whom a change about a person concerns: the event names them in data or as its subject. */
const person = (event: FeedEvent) => event.data.userId ?? event.subjectId;

const task: KindSummary = { params: (e, n) => n.task(e.subjectId, e.data.name).then((name) => ({ task: name })) };
const file: KindSummary = { params: (e, n) => n.file(e.subjectId, e.data.name).then((name) => ({ file: name })) };
const role: KindSummary = { params: (e, n) => n.role(e.subjectId, e.data).then((name) => ({ role: name })) };
const industry: KindSummary = { params: (e, n) => n.industry(e.subjectId, e.data.name).then((name) => ({ industry: name })) };
const plain: KindSummary = {};

/** One entry per kind the product records; a kind missing here reads with the generic sentence. */
export const SUMMARIES: Record<string, KindSummary> = {
  'organisation.updated': {
    variant: (e) => (Array.isArray(e.data.fields) && e.data.fields.length ? 'fields' : 'any'),
    params: (e, n) => ({ fields: n.fields(e.data.fields, 'organisationFields') }),
  },
  'organisation.layoutUpdated': { params: (e, n) => ({ screen: n.label('screens', e.data.screen) }) },
  'organisation.emailConfirmationSent': { params: (e, n) => ({ addresses: n.fields(e.data.kinds, 'emailKinds') ?? '' }) },
  'organisation.emailConfirmed': { params: (e, n) => ({ email: e.data.email, address: n.label('emailKinds', e.data.kind) }) },
  'organisation.unconfirmedEmailDeleted': { params: (e, n) => ({ email: e.data.email, address: n.label('emailKinds', e.data.kind) }) },
  'organisation.customDomainVerified': { params: (e) => ({ domain: e.data.domain }) },
  'organisation.customDomainReleased': { params: (e) => ({ domain: e.data.domain }) },
  'role.created': role,
  'role.updated': {
    variant: (e) => (Array.isArray(e.data.changed) && e.data.changed.length ? 'fields' : 'any'),
    params: async (e, n) => ({ role: await n.role(e.subjectId, { label: e.data.to }), fields: n.fields(e.data.changed, 'roleFields') }),
  },
  'role.deleted': role,
  'industry.created': industry,
  'industry.updated': {
    params: async (e, n) => ({ from: typeof e.data.from === 'string' ? e.data.from : await n.industry(null), industry: await n.industry(e.subjectId, e.data.to) }),
  },
  'industry.deleted': industry,
  'user.invited': { params: async (e, n) => ({ user: await n.user(e.subjectId), role: e.data.roleId ? await n.role(e.data.roleId) : n.roleType(e.data.roleType) }) },
  'user.invitationAccepted': plain,
  'user.invitationResent': { params: async (e, n) => ({ user: await n.user(e.subjectId) }) },
  'user.updated': { variant: self, params: async (e, n) => ({ user: await n.user(person(e)) }) },
  'user.roleChanged': { params: async (e, n) => ({ user: await n.user(person(e)), role: await n.role(e.data.toRoleId) }) },
  'user.statusChanged': { params: async (e, n) => ({ user: await n.user(person(e)), status: n.status(e.data.status ?? e.data.to) }) },
  'user.profileUpdated': { variant: self, params: async (e, n) => ({ user: await n.user(e.subjectId) }) },
  'user.settingsUpdated': plain,
  'user.notificationPreferencesUpdated': plain,
  'user.signedIn': plain,
  'user.emailValidated': plain,
  'user.passwordReset': plain,
  'user.passwordChanged': plain,
  'user.otherSessionsEnded': plain,
  'user.deleted': plain,
  'session.ended': plain,
  'task.created': task,
  'task.updated': task,
  'task.deleted': task,
  'task.done': task,
  'task.undone': task,
  'task.completedAutomatically': { params: (e) => ({ count: count(e.data.taskIds) }) },
  'tasks.dueTomorrow': {
    params: (e) => ({
      count: Array.isArray(e.data.people) ? e.data.people.reduce((sum: number, p) => sum + count((p as { count?: unknown })?.count), 0) : 0,
    }),
  },
  'attachment.uploaded': file,
  'attachment.updated': file,
  'attachment.deleted': file,
};

/** The kinds the feed knows, for its filter. */
export const ACTIVITY_KINDS = Object.keys(SUMMARIES);

/** The feed's sentence for one event, in the viewer's language. */
export async function summarise(ctx: Context, event: FeedEvent): Promise<string> {
  const names = activityNames(ctx);
  const actor = await names.actor(event.actorId);
  const entry = SUMMARIES[event.kind];
  if (!entry) return ctx.t('activity.summaries.generic', { actor, kind: kindLabel(ctx, event.kind) });
  const params = (await entry.params?.(event, names)) ?? {};
  const key = entry.variant ? `${event.kind}.${entry.variant(event)}` : event.kind;
  return ctx.t(`activity.summaries.${key}`, { ...params, actor });
}

/** A kind's label for the filter; an unknown kind reads as its own words ("widget resized"). */
export function kindLabel(ctx: Pick<Context, 't'>, kind: string): string {
  return ctx.t(`activity.kinds.${kind}`, {
    defaultValue: kind
      .replace(/[._]/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  });
}
