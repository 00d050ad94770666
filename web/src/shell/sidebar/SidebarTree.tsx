import { useState } from 'react';
import { NavLink, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { containsActive, isActivePath, type MenuItem } from '../menu/menuTree';
import classes from './sidebar.module.css';

function LockedEntry({ item, level }: { item: MenuItem; level: number }) {
  const { t } = useTranslation('shell');
  const Icon = item.destination.icon;
  const reason = t('sidebar.locked');
  // Focusable (not `disabled`), so keyboard users reach it and hear why it cannot be used.
  return (
    <Tooltip label={reason} position="right" withArrow events={{ hover: true, focus: true, touch: true }}>
      <NavLink
        component="button"
        type="button"
        aria-disabled="true"
        data-level={level}
        className={classes.link}
        label={
          <>
            {t(item.destination.labelKey)}
            <VisuallyHidden>{` (${reason})`}</VisuallyHidden>
          </>
        }
        leftSection={<Icon size={18} stroke={1.6} />}
        rightSection={<IconLock size={14} aria-hidden />}
        onClick={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}

function Entry({ item, level, onNavigate }: { item: MenuItem; level: number; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (item.locked) return <LockedEntry item={item} level={level} />;
  const active = isActivePath(item.destination.path, pathname);
  if (item.children.length) return <Branch item={item} level={level} active={active} onNavigate={onNavigate} />;
  const Icon = item.destination.icon;
  return (
    <NavLink
      component={Link}
      to={item.destination.path}
      className={classes.link}
      data-level={level}
      label={t(item.destination.labelKey)}
      leftSection={level === 1 ? <Icon size={18} stroke={1.6} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/**
 * A parent opens and closes its branch; its own page is the first entry of the branch. It is a
 * button, so the keyboard reaches it (Tab) and screen readers hear whether it is expanded.
 */
function Branch({ item, level, active, onNavigate }: { item: MenuItem; level: number; active: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => containsActive(item, pathname));
  const Icon = item.destination.icon;
  return (
    <NavLink
      component="button"
      type="button"
      className={classes.link}
      data-level={level}
      label={t(item.destination.labelKey)}
      leftSection={level === 1 ? <Icon size={18} stroke={1.6} /> : undefined}
      active={active && !item.children.some((c) => containsActive(c, pathname))}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      <Entry
        item={{ ...item, children: [], destination: { ...item.destination, labelKey: item.destination.entryLabelKey ?? item.destination.labelKey } }}
        level={level + 1}
        onNavigate={onNavigate}
      />
      {item.children.map((child) => (
        <Entry key={child.destination.name} item={child} level={level + 1} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** Spec 1 §2.8: three levels of destinations; locked ones visible but unusable. */
export function SidebarTree({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('sidebar.label')}>
      {items.map((item) => (
        <Entry key={item.destination.name} item={item} level={1} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
