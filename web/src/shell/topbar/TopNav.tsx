import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../menu/menuTree';
import { useStartupTerm } from '../user/useStartupTerm';
import type { ShellUser } from '../../app/features/types';
import { sectionTabFor } from './topBarPaths';
import type { TopNavItem } from './topNavItems';
import { useNavOverflow } from './useNavOverflow';
import classes from './topbar.module.css';

interface LabelledItem extends TopNavItem {
  label: string;
  active: boolean;
}

function Tab({ item }: { item: LabelledItem }) {
  const Icon = item.icon;
  return (
    <UnstyledButton component={Link} to={item.path} className={classes.tab} data-active={item.active || undefined} aria-current={item.active ? 'page' : undefined}>
      <Icon size={18} stroke={1.6} />
      {item.label}
    </UnstyledButton>
  );
}

/**
 * Spec 1 §2.4: the top bar's items, or inside a section its single tab. Items that do not fit
 * move into 'More'.
 */
export function TopNav({ items, user }: { items: TopNavItem[]; user: ShellUser }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const term = useStartupTerm();
  const section = sectionTabFor(pathname);
  const labelled: LabelledItem[] = items.map((item) => ({
    ...item,
    label: item.startupTerm ? term.forRole(user.roleType) : t(item.labelKey),
    active: isActivePath(item.path, pathname),
  }));
  const shown = section ? [] : labelled;
  const { containerRef, measureRef, visible } = useNavOverflow(shown.length, shown.map((i) => i.label).join('|'));
  const inBar = shown.slice(0, visible);
  const inMore = shown.slice(visible);

  return (
    <nav className={classes.nav} ref={containerRef} aria-label={t('topNav.label')}>
      {section ? (
        <UnstyledButton component={Link} to={section.to} className={classes.tab} data-active aria-current="page">
          {t(section.labelKey)}
        </UnstyledButton>
      ) : (
        <>
          <div className={classes.row}>
            {inBar.map((item) => (
              <Tab key={item.name} item={item} />
            ))}
            {inMore.length > 0 ? (
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <UnstyledButton className={classes.tab} data-active={inMore.some((i) => i.active) || undefined}>
                    {t('topNav.more')}
                    <IconChevronDown size={14} aria-hidden />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {inMore.map((item) => {
                    const Icon = item.icon;
                    return (
                      <Menu.Item key={item.name} component={Link} to={item.path} leftSection={<Icon size={16} stroke={1.6} />} aria-current={item.active ? 'page' : undefined}>
                        {item.label}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </div>
          <div className={classes.measure} ref={measureRef} aria-hidden>
            {shown.map((item) => {
              const Icon = item.icon;
              return (
                <span key={item.name} className={classes.tab}>
                  <Icon size={18} stroke={1.6} />
                  {item.label}
                </span>
              );
            })}
            <span className={classes.tab}>
              {t('topNav.more')}
              <IconChevronDown size={14} />
            </span>
          </div>
        </>
      )}
    </nav>
  );
}
