import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useShellUser } from '../../shell/user/useShellUser';
import { useStartupTerm } from '../../shell/user/useStartupTerm';
import { DEFAULT_TAB_PATH } from './tabs/fileTabs';

/** Where /startup/file/<section> leads: the same section of the viewer's first startup. */
export function firstStartupPath(startupIds: readonly string[], splat: string | undefined): string | null {
  const [first] = startupIds;
  return first ? `/startup/${encodeURIComponent(first)}/file/${splat || DEFAULT_TAB_PATH}` : null;
}

/** /startup/file (spec 2 §2): a founder's own startup; someone in no startup is told so. */
export function FirstStartupFile() {
  const { t } = useTranslation('startupFile');
  const term = useStartupTerm();
  const { '*': splat } = useParams();
  const { user, loading } = useShellUser();
  if (loading || !user) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const target = firstStartupPath(user.startupIds, splat);
  if (target) return <Navigate to={target} replace />;
  return (
    <Center mih="40vh" px="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          {t('noStartup.title', { startup: term.singular })}
        </Title>
        <Text c="dimmed">{t('noStartup.text', { startup: term.singular })}</Text>
        <Button component={Link} to="/" variant="default">
          {t('noStartup.home')}
        </Button>
      </Stack>
    </Center>
  );
}

/** /startup/:id: the startup's file at its default section. */
export function StartupDefaultSection() {
  const { id = '' } = useParams();
  return <Navigate to={`/startup/${encodeURIComponent(id)}/file/${DEFAULT_TAB_PATH}`} replace />;
}
