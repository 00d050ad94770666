import '../styles';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { blocksFromServer } from '../builder/pageBlocks';
import { ApplyFrame } from './ApplyFrame';
import { PageBlocksView } from './PageBlocksView';
import { PUBLIC_PROGRAM } from './publicGraphql';
import { RoundsBlock } from './RoundsBlock';

/**
 * /apply/program/:slug: the programme's page as its builder made it. Without a funnel block the
 * rounds and Apply follow the page, so a visitor can always apply.
 */
export function ProgramPage() {
  const { t } = useTranslation('funnels');
  const { slug = '' } = useParams();
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(PUBLIC_PROGRAM, { variables: { slug }, context: { showsOwnError: true } });
  const program = data?.publicProgram;
  if (!program) {
    return (
      <ApplyFrame title={t('public.programTitle')}>
        {loading ? (
          <Center py="lg">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Alert color="yellow" role="alert" w="100%">
              {error ? errorMessage(error) : t('public.loadFailed')}
            </Alert>
            <Anchor component={Link} to="/apply/explore">
              {t('public.explore')}
            </Anchor>
          </Stack>
        )}
      </ApplyFrame>
    );
  }
  const blocks = blocksFromServer(program.page);
  const rounds = <RoundsBlock funnelId={program._id} rounds={program.rounds} blocker={program.applyBlocker ?? null} />;
  return (
    <ApplyFrame title={program.name}>
      {program.summary && (
        <Text size="lg" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {program.summary}
        </Text>
      )}
      <PageBlocksView blocks={blocks} funnelBlock={rounds} />
      {!blocks.some((b) => b.type === 'funnel') && rounds}
    </ApplyFrame>
  );
}
