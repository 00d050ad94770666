import type { TFunction } from 'i18next';
import type { ActivityItem } from './graphql';

const read = (data: string | null | undefined): Record<string, unknown> => {
  try {
    const value = data ? JSON.parse(data) : null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sentence of an activity that is not a comment, in the interface language. */
export function activitySentence(t: TFunction, item: Pick<ActivityItem, 'kind' | 'data'>): string {
  const data = read(item.data);
  const status = (value: unknown) => (text(value) ? t(`status.${text(value)}`) : '');
  switch (item.kind) {
    case 'status':
      return t('activity.status', { from: status(data.from), to: status(data.to) });
    case 'decision': {
      const decision = ['accept', 'reject', 'delay_reject'].includes(text(data.decision)) ? text(data.decision) : 'accept';
      if (data.reset) return data.startupKept ? t('activity.resetStartupKept') : t('activity.reset');
      const reasons = Array.isArray(data.reasons) ? data.reasons.filter((r) => typeof r === 'string') : [];
      const sentence = t(`activity.decision.${decision}`, { round: text(data.roundName) });
      return reasons.length ? `${sentence} ${t('activity.reasons', { reasons: reasons.join(', ') })}` : sentence;
    }
    case 'mail':
      return t('activity.mail', { subject: text(data.subject) });
    case 'submitted':
      return t('activity.submitted');
    case 'evaluation':
      return t('activity.evaluation');
    case 'meeting': {
      // The meeting's time, in the reader's language and zone (i18next's Intl date formatter).
      const action = ['scheduled', 'moved', 'cancelled'].includes(text(data.action)) ? text(data.action) : 'scheduled';
      const at = new Date(text(data.startsAt));
      if (Number.isNaN(at.getTime())) return t(`activity.meeting.${action}NoDate`);
      return t(`activity.meeting.${action}`, { when: at, formatParams: { when: { dateStyle: 'medium', timeStyle: 'short' } } });
    }
    default:
      return t('activity.other');
  }
}
