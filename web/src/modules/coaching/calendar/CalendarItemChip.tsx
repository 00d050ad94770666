import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEntry } from './graphql';
import classes from './calendar.module.css';

/** What an item is called: its title (with its startup), or "Busy" when the reader may not know. */
export function useItemLabel() {
  const { t } = useTranslation('calendar');
  return (item: CalendarEntry) => {
    const title = item.title ?? t('busy');
    const name = item.startupName ? `${title} · ${item.startupName}` : title;
    return item.cancelled ? t('cancelledItem', { name }) : name;
  };
}

/**
 * One calendar item, coloured by kind: a link to its session, task or event when it has a page; a busy
 * time is only shown. `prefix` is the time in front of it in the month view.
 */
export function CalendarItemChip({ item, prefix, className, style }: { item: CalendarEntry; prefix?: string; className?: string; style?: CSSProperties }) {
  const label = useItemLabel()(item);
  const names = [classes.item, classes[item.kind], item.cancelled ? classes.cancelled : '', className ?? ''].filter(Boolean).join(' ');
  const text = prefix ? `${prefix} ${label}` : label;
  if (!item.url) {
    return (
      <div className={names} style={style} title={text}>
        {text}
      </div>
    );
  }
  return (
    <Link to={item.url} className={names} style={style} title={text}>
      {text}
    </Link>
  );
}
