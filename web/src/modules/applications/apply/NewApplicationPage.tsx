import '../styles';
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '../../../ui/PublicPage';
import { useToken } from '../../auth/token';
import { OPEN_FUNNELS } from './graphql';
import { ProjectForm } from './ProjectForm';
import { SignUpForm } from './SignUpForm';

const PAGE_WIDTH = 560;

/**
 * /application/new?funnel=<id>: a visitor signs up and names their project; a signed-in applicant
 * only names it. Either way the application starts and its first round's form opens. (Other roles
 * are sent to the overview before reaching this page.)
 */
export function NewApplicationPage() {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const funnelId = params.get('funnel') ?? '';
  const signedIn = Boolean(useToken());
  // A visitor who signs up here keeps this form: a failure after the sign-up stays on it.
  const [visitor] = useState(!signedIn);
  const { data, error } = useQuery(OPEN_FUNNELS);
  const funnels = data?.publicFunnels;
  const funnel = funnels?.find((candidate) => candidate._id === funnelId);

  let body: ReactNode;
  if (!funnels) {
    body = error ? (
      <Alert color="red" role="alert">
        {t('newApplication.loadFailed')}
      </Alert>
    ) : (
      <Center py="lg">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  } else if (!funnel) {
    body = <ChooseFunnel funnels={funnels.filter((candidate) => candidate.isOpen)} />;
  } else if (!funnel.isOpen) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" role="status" w="100%">
          {t('newApplication.closed', { funnel: funnel.name })}
        </Alert>
        <Anchor component={Link} to="/apply/explore">
          {t('newApplication.explore')}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>{t(visitor ? 'newApplication.intro' : 'newApplication.introSignedIn', { funnel: funnel.name })}</Text>
        {funnel.summary ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} dir="auto">
            {funnel.summary}
          </Text>
        ) : null}
        {visitor ? <SignUpForm funnelId={funnel._id} /> : <ProjectForm funnelId={funnel._id} />}
      </Stack>
    );
  }

  return (
    <PublicPage title={funnel ? t('newApplication.titleFor', { funnel: funnel.name }) : t('newApplication.title')} width={PAGE_WIDTH}>
      {body}
    </PublicPage>
  );
}

/** Without a funnel that takes applications named in the address, the open ones are offered. */
function ChooseFunnel({ funnels }: { funnels: Array<{ _id: string; name: string }> }) {
  const { t } = useTranslation('apply');
  if (funnels.length === 0) return <Text c="dimmed">{t('newApplication.noneOpen')}</Text>;
  return (
    <Stack gap="sm">
      <Text>{t('newApplication.choose')}</Text>
      {funnels.map((funnel) => (
        <Button key={funnel._id} component={Link} to={`/application/new?funnel=${encodeURIComponent(funnel._id)}`} variant="default" justify="space-between" fullWidth>
          {funnel.name}
        </Button>
      ))}
    </Stack>
  );
}
