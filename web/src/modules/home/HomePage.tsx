import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/TenantProvider';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { CURRENT_USER } from '../auth/currentUser';
import { roleName } from '../../shell/user/roleName';

/** The signed-in home: who is signed in, with which role, in which organisation (the frame offers language, theme and sign-out). */
export function HomePage() {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const { data } = useQuery(CURRENT_USER, { fetchPolicy: 'cache-only' });
  const user = data?.currentUser;
  usePageTitle(t('home.pageTitle'));
  if (!user) return null;
  const role = roleName(t, user.role);

  return (
    <Container size="sm" py="xl" px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('home.welcome', { firstName: user.firstName || user.fullName || user.email })}
          </Title>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
            <Text component="dt" c="dimmed">
              {t('home.name')}
            </Text>
            <Text component="dd" m={0}>
              {user.fullName || user.email}
            </Text>
            <Text component="dt" c="dimmed">
              {t('home.role')}
            </Text>
            <Text component="dd" m={0}>
              {role}
            </Text>
            {incubator ? (
              <>
                <Text component="dt" c="dimmed">
                  {t('home.organisation')}
                </Text>
                <Text component="dd" m={0}>
                  {incubator.name}
                </Text>
              </>
            ) : null}
          </dl>
        </Stack>
      </Paper>
    </Container>
  );
}
