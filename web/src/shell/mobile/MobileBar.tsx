import { UnstyledButton } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconCalendarTime, IconFileText, IconRocket, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../menu/menuTree';
import { useStartupTerm } from '../user/useStartupTerm';
import type { MobileEntry, MobileEntryKey } from './mobileBar';
import classes from './mobile.module.css';

const ICONS: Record<MobileEntryKey, typeof IconRocket> = {
  portfolio: IconBriefcase,
  events: IconCalendarEvent,
  applications: IconFileText,
  community: IconUsers,
  account: IconUserCircle,
  availability: IconCalendarTime,
  startupFile: IconRocket,
};

/** Spec 1 §2.7: the bottom bar of phones (under 576 px). */
export function MobileBar({ entries }: { entries: MobileEntry[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { singular } = useStartupTerm();
  return (
    <nav className={classes.bar} aria-label={t('mobile.label')}>
      {entries.map((entry) => {
        const Icon = ICONS[entry.key];
        const active = isActivePath(entry.path, pathname);
        return (
          <UnstyledButton key={entry.key} component={Link} to={entry.path} className={classes.entry} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
            <Icon size={22} stroke={1.6} aria-hidden />
            <span>{t(`mobile.${entry.key}`, { startup: singular })}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
