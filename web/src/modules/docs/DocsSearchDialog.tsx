import './styles';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Anchor, Box, Button, Group, Loader, ScrollArea, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconExternalLink, IconFileText, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docPath, docsHomePath } from '@seedbed/contracts/docs';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { directionOf } from '../../app/i18n/language';
import { Dialog } from '../../ui/dialog/Dialog';
import { DocBreadcrumb } from './DocBreadcrumb';
import { Excerpt } from './Excerpt';
import { hitLocation, SEARCH_DOCS, type DocHit } from './graphql';
import classes from './docs.module.css';

/** Long enough to let a word be typed, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

function hrefOf(hit: DocHit): string {
  const { userType, category, slug } = hitLocation(hit);
  return docPath(userType, category, slug);
}

function openInNewTab(hit: DocHit): void {
  window.open(hrefOf(hit), '_blank', 'noopener');
}

interface DocsSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The audience whose documentation is searched (spec 1 §2.6). */
  userType: string;
  /** What the search box holds when the dialog opens. */
  initialQuery: string;
}

/**
 * Spec 1 §2.6: the documentation searched as one types, a list of hits beside a preview of the
 * selected one. A hit opens the documentation page in a new tab, so the work at hand stays open.
 */
export function DocsSearchDialog({ opened, onClose, userType, initialQuery }: DocsSearchDialogProps) {
  const { t, i18n } = useTranslation('docs');
  const errorMessage = useErrorMessage();
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState(0);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (opened) setQuery(initialQuery);
  }, [opened, initialQuery]);

  const { data, previousData, loading, error } = useQuery(SEARCH_DOCS, {
    variables: { query: debounced, userType, language: i18n.resolvedLanguage ?? i18n.language },
    skip: !debounced,
  });
  const typed = query.trim();
  const searching = Boolean(typed) && (typed !== debounced || loading);
  // While the next answer is on its way the previous hits stay, rather than flashing away.
  const hits = typed ? ((data ?? previousData)?.searchDocs ?? []) : [];
  const current = hits[Math.min(selected, hits.length - 1)];

  useEffect(() => setSelected(0), [data]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelected((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      openInNewTab(current);
    }
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      size="min(960px, 100%)"
      padding={0}
      withCloseButton={false}
      yOffset="6vh"
      aria-label={t('search.title')}
      classNames={{ body: classes.dialogBody }}
    >
      <Box p="md" className={classes.searchBar}>
        <TextInput
          data-autofocus
          size="md"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={searching ? <Loader size="xs" aria-hidden /> : null}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="docs-search-hits"
          aria-activedescendant={current ? `docs-hit-${selected}` : undefined}
          autoComplete="off"
        />
      </Box>
      <Box className={classes.results}>
        {!typed ? (
          <EmptyState title={t('search.intro')} userType={userType} onClose={onClose} />
        ) : error && hits.length === 0 ? (
          <Text role="alert" c="red" p="lg">
            {errorMessage(error)}
          </Text>
        ) : hits.length === 0 ? (
          searching ? (
            <Text c="dimmed" p="lg" role="status">
              {t('search.searching')}
            </Text>
          ) : (
            <EmptyState title={t('search.noHits', { query: typed })} body={t('search.empty')} userType={userType} onClose={onClose} />
          )
        ) : (
          <div className={classes.split}>
            <ScrollArea.Autosize mah="60vh" className={classes.list}>
              {searching ? (
                <Text size="xs" c="dimmed" px="md" pt="xs" role="status">
                  {t('search.searching')}
                </Text>
              ) : null}
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox driven from the search field through aria-activedescendant. */}
              <ul id="docs-search-hits" role="listbox" aria-label={t('search.hits')} className={classes.hits}>
                {hits.map((hit, i) => (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: focus stays in the search field, which points at the option.
                  <li key={hrefOf(hit)} id={`docs-hit-${i}`} role="option" aria-selected={i === selected}>
                    <UnstyledButton
                      component="a"
                      href={hrefOf(hit)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={classes.hit}
                      data-selected={i === selected || undefined}
                      onMouseEnter={() => setSelected(i)}
                      onFocus={() => setSelected(i)}
                      tabIndex={-1}
                    >
                      <IconFileText size={18} stroke={1.5} aria-hidden className={classes.hitIcon} />
                      <span className={classes.hitText} lang={hit.language} dir={directionOf(hit.language)}>
                        <Text span size="xs" c="dimmed" display="block">
                          {hit.doc_categories[0]?.categoryName}
                        </Text>
                        <Text span fw={500} display="block">
                          {hit.title}
                        </Text>
                        <Excerpt excerpt={hit.excerpt} size="xs" c="dimmed" lineClamp={2} hiddenFrom="sm" />
                      </span>
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            </ScrollArea.Autosize>
            {current ? <Preview hit={current} /> : null}
          </div>
        )}
      </Box>
    </Dialog>
  );
}

function Preview({ hit }: { hit: DocHit }) {
  const { t } = useTranslation('docs');
  const { userType } = hitLocation(hit);
  return (
    <Stack gap="sm" p="lg" className={classes.preview} visibleFrom="sm" aria-live="polite">
      <DocBreadcrumb userType={userType} categoryName={hit.doc_categories[0]?.categoryName ?? ''} />
      <Stack gap="sm" lang={hit.language} dir={directionOf(hit.language)}>
        <Title order={2} size="h3">
          {hit.title}
        </Title>
        <Text c="dimmed">{hit.description}</Text>
        <Excerpt excerpt={hit.excerpt} size="sm" className={classes.excerpt} />
      </Stack>
      <Group>
        <Button component="a" href={hrefOf(hit)} target="_blank" rel="noopener noreferrer" variant="light" rightSection={<IconExternalLink size={16} aria-hidden />}>
          {t('search.open')}
        </Button>
      </Group>
    </Stack>
  );
}

function EmptyState({ title, body, userType, onClose }: { title: string; body?: string; userType: string; onClose: () => void }) {
  const { t } = useTranslation('docs');
  return (
    <Stack align="center" gap={6} p="xl" ta="center">
      <Text fw={500}>{title}</Text>
      {body ? <Text c="dimmed">{body}</Text> : null}
      <Anchor component={Link} to={docsHomePath(userType)} onClick={onClose} size="sm">
        {t('search.browse')}
      </Anchor>
    </Stack>
  );
}
