import { Avatar, Group, Menu, Text, UnstyledButton, useComputedColorScheme, useDirection, useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import {
  IconAdjustments,
  IconBook,
  IconCalendar,
  IconCalendarTime,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconHelpCircle,
  IconLogout,
  IconMail,
  IconMoon,
  IconPlugConnected,
  IconSearch,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { docsHomePath, docUserTypeOf } from '@seedbed/contracts/docs';
import { Link } from 'react-router';
import { registry } from '../../app/features/registry';
import { useTenant } from '../../app/tenant/TenantProvider';
import { useSignOut } from '../../modules/auth/SignOutContext';
import { roleName } from '../user/roleName';
import { openDocsSearch, useDocsSearchAvailable } from '../docsSearch';
import { SHELL_USER, toShellUser } from '../user/shellUser';
import { accountLinks, type AccountLink } from './accountMenuEntries';
import { mirrorArrowsInRtl } from './mirrorArrows';
import switchLook from './switchLook.module.css';

const ICONS: Record<AccountLink['key'], typeof IconUser> = {
  profile: IconUser,
  calendar: IconCalendar,
  availability: IconCalendarTime,
  preferences: IconAdjustments,
  exports: IconDownload,
  security: IconShieldLock,
  integrations: IconPlugConnected,
  coaching: IconUsersGroup,
};

/** Spec 1 §2.5: the avatar's menu — the user's own pages, support, the theme and 'Log out'. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const { incubator } = useTenant();
  const signOut = useSignOut();
  const docsSearch = useDocsSearchAvailable();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const { dir } = useDirection();
  const mirrorArrows = mirrorArrowsInRtl(dir);
  const { data } = useQuery(SHELL_USER, { fetchPolicy: 'cache-only' });
  const me = data?.currentUser;
  const user = data ? toShellUser(data) : null;
  if (!me || !user) return null;

  const links = accountLinks(user, registry.hasPage);
  // The user's own pages come first, then the settings tabs (spec 1 §2.5's order).
  const personal = (link: AccountLink) => ['profile', 'calendar', 'availability'].includes(link.key);
  const before = links.filter(personal);
  const after = links.filter((link) => !personal(link));
  const supportEmail = incubator?.supportEmail?.email || incubator?.generalEmail?.email;
  // The documentation written for this user's type, once the documentation feature serves it.
  const docsPath = docsHomePath(docUserTypeOf(user.roleType));
  const supportDocs = registry.hasPage(docsPath);
  const hasSupport = docsSearch || supportDocs || Boolean(supportEmail);
  const name = me.fullName || (me.email ?? '');
  const item = (link: AccountLink) => {
    const Icon = ICONS[link.key];
    return (
      <Menu.Item key={link.key} component={Link} to={link.path} leftSection={<Icon size={16} aria-hidden />}>
        {t(`account.${link.key}`)}
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-end" width={260} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('account.open', { name })} style={{ borderRadius: '50%' }}>
          <Avatar src={me.avatar || null} name={name} color="initials" size={36} alt="" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {roleName(tCommon, me.role)}
          </Text>
        </Menu.Label>
        {before.map(item)}
        {hasSupport ? (
          <Menu.Sub>
            <Menu.Sub.Target>
              <Menu.Sub.Item
                onKeyDown={mirrorArrows}
                leftSection={<IconHelpCircle size={16} aria-hidden />}
                rightSection={dir === 'rtl' ? <IconChevronLeft size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
              >
                {t('account.support')}
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {docsSearch ? (
                <Menu.Item onKeyDown={mirrorArrows} leftSection={<IconSearch size={16} aria-hidden />} onClick={openDocsSearch}>
                  {t('account.searchDocs')}
                </Menu.Item>
              ) : null}
              {supportDocs ? (
                <Menu.Item onKeyDown={mirrorArrows} component="a" href={docsPath} target="_blank" rel="noopener" leftSection={<IconBook size={16} aria-hidden />}>
                  {t('account.supportDocs')}
                </Menu.Item>
              ) : null}
              {supportEmail ? (
                <Menu.Item onKeyDown={mirrorArrows} component="a" href={`mailto:${supportEmail}`} leftSection={<IconMail size={16} aria-hidden />}>
                  {t('account.contactUs')}
                </Menu.Item>
              ) : null}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        ) : null}
        <Menu.Divider />
        {after.map(item)}
        <Menu.Divider />
        {/* A switch-like entry: the menu stays open so the change can be seen at once. A plain
            Menu.Item always says role="menuitem", which would hide the on/off state from screen
            readers; the checkbox item announces it. Its own check mark gives way to the switch's look. */}
        <Menu.CheckboxItem
          checked={dark}
          onChange={(checked) => setColorScheme(checked ? 'dark' : 'light')}
          styles={{ itemIndicator: { display: 'none' } }}
          rightSection={
            // Only the look of a switch: a control inside the menu entry would be a second control.
            <span className={switchLook.track} data-on={dark || undefined} aria-hidden>
              <span className={switchLook.thumb} />
            </span>
          }
        >
          <Group gap="xs" wrap="nowrap" component="span">
            <IconMoon size={16} aria-hidden />
            {t('account.darkMode')}
          </Group>
        </Menu.CheckboxItem>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut({ returnTo: '/' })}>
          {t('common:logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
