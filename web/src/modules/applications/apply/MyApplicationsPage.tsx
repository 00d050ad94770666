import '../styles';
import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationCard } from './ApplicationCard';
import { MY_APPLICATIONS } from './graphql';

/** /applications: the applicant's (or founder's) own applications, each with its next step. */
export function MyApplicationsPage() {
  const { t } = useTranslation('apply');
  const { data, error, loading, refetch } = useQuery(MY_APPLICATIONS, { fetchPolicy: 'cache-and-network' });
  const list = data?.myApplications;

  const explore = (
    <Button component={Link} to="/apply/explore" variant="light" leftSection={<IconCompass size={16} aria-hidden />}>
      {t('myApplications.explore')}
    </Button>
  );

  let body: ReactNode;
  if (error && !list) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('myApplications.loadFailed')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void refetch()}>
            {t('common:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  } else if (list.length === 0) {
    body = (
      <Stack gap="sm" align="flex-start" py="md">
        <Text c="dimmed">{t('myApplications.empty')}</Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" aria-busy={loading}>
        {list.map((application) => (
          <ApplicationCard key={application._id} application={application} />
        ))}
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {t('myApplications.title')}
          </Title>
          {explore}
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
