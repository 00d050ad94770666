import './styles';
import type { MouseEvent } from 'react';
import { Button, Container, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { docPath, type DocUserType } from '@seedbed/contracts/docs';
import { findGraphQLError } from '../../app/apollo/errors';
import { directionOf } from '../../app/i18n/language';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { LoadError } from '../../shell/errors/LoadError';
import { DocAudience } from './DocAudience';
import { DocBreadcrumb } from './DocBreadcrumb';
import { DocNotFound } from './DocNotFound';
import { DOC } from './graphql';
import { searchDocumentation } from './openDocs';
import classes from './docs.module.css';

/**
 * A documentation page, `/docs/user/:userType/category/:category/doc/:slug`, in the interface
 * language when it exists in it, otherwise in English.
 */
export function DocPage() {
  const { category = '', slug = '' } = useParams();
  return <DocAudience pathFor={(audience) => docPath(audience, category, slug)}>{(userType) => <DocContent userType={userType} category={category} slug={slug} />}</DocAudience>;
}

function DocContent({ userType, category, slug }: { userType: DocUserType; category: string; slug: string }) {
  const { t, i18n } = useTranslation('docs');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(DOC, {
    variables: { userType, category, slug, language: i18n.resolvedLanguage ?? i18n.language },
  });
  const doc = data?.doc;
  usePageTitle(doc?.title);

  // Links between documents stay in the application instead of reloading it.
  const followInternalLinks = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  if (error && !doc) {
    if (!findGraphQLError(error, 'NOT_FOUND')) return <LoadError error={error} onRetry={() => void refetch()} />;
    return <DocNotFound userType={userType} />;
  }

  return (
    <Container size="md" py="xl" px="md" component="article">
      {loading && !doc ? (
        <Stack aria-busy>
          <Skeleton height={14} width="40%" />
          <Skeleton height={32} width="70%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="90%" />
        </Stack>
      ) : doc ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <DocBreadcrumb userType={userType} categoryName={doc.doc_categories[0]?.categoryName ?? ''} title={doc.title} links />
            </div>
            <Button variant="subtle" size="compact-sm" leftSection={<IconSearch size={14} aria-hidden />} onClick={() => searchDocumentation()}>
              {t('page.search')}
            </Button>
          </Group>
          {/* A page not yet translated is read in English, left to right even in an Arabic interface. */}
          <Stack gap="md" lang={doc.language} dir={directionOf(doc.language)}>
            <div>
              <Title order={1} fz={{ base: 28, sm: 34 }}>
                {doc.title}
              </Title>
              <Text size="lg" c="dimmed" mt="xs">
                {doc.description}
              </Text>
            </div>
            {/* The server renders its own Markdown files with raw HTML shown as text and only safe links. */}
            <Typography className={classes.content} onClick={followInternalLinks}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is the server's rendering of its own Markdown, described above. */}
              <div dangerouslySetInnerHTML={{ __html: doc.html }} />
            </Typography>
          </Stack>
        </Stack>
      ) : null}
    </Container>
  );
}
