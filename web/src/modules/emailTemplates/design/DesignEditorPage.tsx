import { Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { DESIGN } from '../graphql';
import { EMAIL_TEMPLATE_PATHS } from '../paths';
import { DesignEditor } from './DesignEditor';

/** /emails/templates/:id: a design of the organisation, or not found. */
export function DesignEditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('emailTemplates');
  const { data, loading, error, refetch } = useQuery(DESIGN, { variables: { id }, fetchPolicy: 'network-only' });
  const design = data?.emailTemplate;
  if (design) return <DesignEditor key={design._id} initial={design} />;
  if (loading) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!error || findGraphQLError(error, 'NOT_FOUND')) return <NotFoundPage backTo={EMAIL_TEMPLATE_PATHS.designs} />;
  return <LoadError error={error} onRetry={() => void refetch()} />;
}
