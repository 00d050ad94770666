import type { TFunction } from 'i18next';
import type { SessionChangelog } from './graphql';

/** A session's start and end in the reader's language and zone ("Tue 3 Mar 2026, 10:00–11:00"). */
export function sessionWhen(date: string, minutes: number, language: string, timeZone?: string): string {
  const start = new Date(date);
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(start);
  const until = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(end);
  return `${day} – ${until}`;
}

const shortWhen = (value: string, language: string, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value));

/** One changelog entry as a sentence: "Anna moved it from 3 Mar 10:00 to 4 Mar 11:00". */
export function changelogText(t: TFunction, entry: SessionChangelog, language: string, timeZone?: string): string {
  const who = entry.initiator?.fullName ?? t('coaching:changelog.someone');
  switch (entry.type) {
    case 'date':
      return t('coaching:changelog.date', {
        who,
        from: entry.oldValue ? shortWhen(entry.oldValue, language, timeZone) : '',
        to: entry.newValue ? shortWhen(entry.newValue, language, timeZone) : '',
      });
    case 'duration':
      return t('coaching:changelog.duration', { who, from: Number(entry.oldValue), to: Number(entry.newValue) });
    case 'people': {
      const added = entry.newValue ? entry.newValue.split(',').length : 0;
      const removed = entry.oldValue ? entry.oldValue.split(',').length : 0;
      return t('coaching:changelog.people', { who, added, removed });
    }
    case 'created':
    case 'started':
    case 'ended':
    case 'cancelled':
      return t(`coaching:changelog.${entry.type}`, { who });
    default:
      return t('coaching:changelog.changed', { who });
  }
}
