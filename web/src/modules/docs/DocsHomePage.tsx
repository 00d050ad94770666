import './styles';
import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docPath, docsHomePath, type DocUserType } from '@seedbed/contracts/docs';
import { directionOf } from '../../app/i18n/language';
import { LoadError } from '../../shell/errors/LoadError';
import { DocAudience } from './DocAudience';
import { DOCS_INDEX } from './graphql';
import { searchDocumentation } from './openDocs';

/** The documentation of one audience, `/docs/user/:userType`: every page, by category. */
export function DocsHomePage() {
  return <DocAudience pathFor={docsHomePath}>{(userType) => <DocsIndex userType={userType} />}</DocAudience>;
}

function DocsIndex({ userType }: { userType: DocUserType }) {
  const { t, i18n } = useTranslation('docs');
  const { data, loading, error, refetch } = useQuery(DOCS_INDEX, { variables: { userType, language: i18n.resolvedLanguage ?? i18n.language } });
  const audience = t(`userTypes.${userType}`, { defaultValue: userType });

  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;

  const categories = new Map<string, { name: string; docs: NonNullable<typeof data>['docs'] }>();
  for (const doc of data?.docs ?? []) {
    const category = doc.doc_categories[0];
    if (!category) continue;
    const entry = categories.get(category.slug) ?? { name: category.categoryName, docs: [] };
    entry.docs.push(doc);
    categories.set(category.slug, entry);
  }

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t('documentation')}
            </Text>
            <Title order={1}>{audience}</Title>
          </div>
          <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} onClick={() => searchDocumentation()}>
            {t('page.search')}
          </Button>
        </Group>
        {loading && !data ? (
          <Stack aria-busy>
            <Skeleton height={20} width="30%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        ) : categories.size === 0 ? (
          <Text c="dimmed">{t('home.empty')}</Text>
        ) : (
          [...categories].map(([slug, category]) => (
            <section key={slug} aria-labelledby={`docs-category-${slug}`}>
              <Title order={2} size="h4" id={`docs-category-${slug}`} mb="sm" lang={category.docs[0]?.language} dir={directionOf(category.docs[0]?.language ?? '')}>
                {category.name}
              </Title>
              <Stack gap="sm">
                {category.docs.map((doc) => (
                  <div key={doc.slug} lang={doc.language} dir={directionOf(doc.language)}>
                    <Anchor component={Link} to={docPath(userType, slug, doc.slug)} fw={500}>
                      {doc.title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {doc.description}
                    </Text>
                  </div>
                ))}
              </Stack>
            </section>
          ))
        )}
      </Stack>
    </Container>
  );
}
