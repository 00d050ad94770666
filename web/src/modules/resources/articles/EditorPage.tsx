import '../shared/styles';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { RESOURCE_PATHS } from '../shared/paths';
import { ArticleEditor } from './ArticleEditor';
import { ARTICLE_FOR_EDIT } from './graphql';

/** /articles/management/article/:id (ARTICLES:EDIT): an article of the organisation, or not found. */
export function EditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('resources');
  const { data, loading, error, refetch } = useQuery(ARTICLE_FOR_EDIT, { variables: { id }, fetchPolicy: 'network-only' });
  const article = data?.article;
  if (article) return <ArticleEditor key={article._id} initialArticle={article} />;
  if (loading) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('editor.loading')} />
      </Center>
    );
  }
  if (!error || findGraphQLError(error, 'NOT_FOUND')) return <NotFoundPage backTo={RESOURCE_PATHS.management} />;
  return <LoadError error={error} onRetry={() => void refetch()} />;
}
