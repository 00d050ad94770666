import { Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ErrorLike } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../shell/errors/LoadError';
import type { ResourceItemData } from '../shared/graphql';
import { RESOURCE_PATHS } from '../shared/paths';
import { ResourceLink } from '../shared/ResourceLink';
import classes from './library.module.css';

interface SearchResultsProps {
  loading: boolean;
  error: ErrorLike | undefined;
  results: readonly ResourceItemData[];
  sectionTitles: ReadonlyMap<string, string>;
  onRetry: () => void;
}

/** The library's search: the resources found, best first, each with the section it is in. */
export function SearchResults({ loading, error, results, sectionTitles, onRetry }: SearchResultsProps) {
  const { t } = useTranslation('resources');
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (loading && !results.length) {
    return (
      <Center mih="20vh">
        <Loader aria-label={t('library.searching')} />
      </Center>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" aria-live="polite">
      {results.length === 0 ? (
        <Text c="dimmed">{t('library.noMatch')}</Text>
      ) : (
        <Stack component="ul" gap={0} className={classes.list} aria-label={t('library.results', { count: results.length })}>
          {results.map((resource) => (
            <Stack component="li" key={resource._id} gap={2} py="xs" className={classes.row}>
              <ResourceLink resource={resource} />
              {resource.description ? (
                <Text size="sm" c="dimmed" dir="auto" className={classes.description} lineClamp={2}>
                  {resource.description}
                </Text>
              ) : null}
              <Anchor component={Link} to={RESOURCE_PATHS.section(resource.sectionId)} size="xs" c="dimmed">
                {t('library.inSection', { title: sectionTitles.get(resource.sectionId) ?? t('library.section') })}
              </Anchor>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
