import '../styles';
import { Alert, Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplyFrame } from './ApplyFrame';
import { EXPLORE_FUNNELS } from './publicGraphql';
import { applyPath } from './RoundsBlock';

/** /apply/explore: the organisation's open programmes, each with Apply. Signed in or not. */
export function ExplorePage() {
  const { t } = useTranslation('funnels');
  const { data, error, loading } = useQuery(EXPLORE_FUNNELS);
  const funnels = data?.publicFunnels ?? [];
  return (
    <ApplyFrame title={t('public.exploreTitle')}>
      {loading && !data ? (
        <Center py="lg">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : error ? (
        <Alert color="red" role="alert">
          {t('public.loadFailed')}
        </Alert>
      ) : funnels.length === 0 ? (
        <Text c="dimmed">{t('public.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {funnels.map((funnel) => (
            <Card key={funnel._id} withBorder radius="md" p="lg" component="article" data-testid="program-card">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap="xs">
                  <Title order={2} size="h4" dir="auto">
                    {funnel.name}
                  </Title>
                  {funnel.summary && (
                    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {funnel.summary}
                    </Text>
                  )}
                  {!funnel.isOpen && funnel.applyBlocker && (
                    <Text size="sm" c="dimmed">
                      {t(`public.blockers.${funnel.applyBlocker}`)}
                    </Text>
                  )}
                </Stack>
                <Group gap="sm" justify="space-between" wrap="wrap">
                  {funnel.hasPage ? (
                    <Anchor component={Link} to={`/apply/program/${funnel.slug}`}>
                      {t('public.learnMore')}
                    </Anchor>
                  ) : (
                    <span />
                  )}
                  {funnel.isOpen ? (
                    <Button component={Link} to={applyPath(funnel._id)} aria-label={t('public.applyTo', { name: funnel.name })}>
                      {t('public.apply')}
                    </Button>
                  ) : (
                    <Button disabled>{t('public.apply')}</Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </ApplyFrame>
  );
}
