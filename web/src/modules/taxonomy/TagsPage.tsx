import { useState } from 'react';
import { Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { UnknownPathPage } from '../../shell/errors/UnknownPathPage';
import { TagSection } from './TagSection';
import { tagPageAt } from './tagPages';

/**
 * /taxonomy/tags/{slug}: the tags of the category the address names (the application page holds
 * two: applications' and applicants'), to search, create, edit, merge and delete.
 */
export function TagsPage() {
  const { t } = useTranslation('taxonomy');
  const { pathname } = useLocation();
  const page = tagPageAt(pathname);
  const [search, setSearch] = useState('');
  usePageTitle(page ? t(`pages.${page.slug}.title`) : undefined);
  if (!page) return <UnknownPathPage inFrame />;

  const several = page.categories.length > 1;
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t(`pages.${page.slug}.title`)}
          </Title>
          <Text c="dimmed">{t(`pages.${page.slug}.intro`)}</Text>
        </Stack>
        <TextInput
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={{ sm: 360 }}
        />
        {page.categories.map((category) => (
          <TagSection key={category} category={category} search={search} heading={several} />
        ))}
      </Stack>
    </Container>
  );
}
