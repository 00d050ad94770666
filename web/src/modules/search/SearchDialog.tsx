import './styles';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Anchor, Group, Kbd, Stack, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconChevronDown, IconChevronUp, IconCornerDownLeft, IconCornerDownRight, IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchDestination } from '../../app/features/types';
import { useDocsSearchAvailable } from '../../shell/docsSearch';
import { searchDocumentation } from '../docs/openDocs';
import { filterSearch, type SearchModule } from './filter';
import { RecordResults } from './RecordResults';
import { useRecordSearch } from './records';
import { searchSpotlight, searchStore, selectFirstResult } from './store';

const NO_EXPANSION: ReadonlySet<string> = new Set();

/**
 * Spec 1 §2.9: a dialog over the page. Arrow keys move through the results and wrap around, Enter
 * opens one, Tab on a module lists all of its subsections, Escape or a click outside closes it.
 * With `records` (the plan's broadSearch) the records the viewer may see follow the destinations,
 * found by the server as one types. Full screen on a phone.
 */
export function SearchDialog({ destinations, records = false }: { destinations: readonly SearchDestination[]; records?: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const docsAvailable = useDocsSearchAvailable();
  // A subsection's arrow points from its module towards it, whichever way the text reads.
  const SubsectionIcon = useDirection().dir === 'rtl' ? IconCornerDownLeft : IconCornerDownRight;
  const { opened } = useSpotlight(searchStore);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(NO_EXPANSION);
  const phone = useMediaQuery('(max-width: 575.98px)') ?? false;
  const recordSearch = useRecordSearch(query, records && opened);

  // Each opening starts afresh.
  useEffect(() => {
    if (!opened) return;
    setQuery('');
    setExpanded(NO_EXPANSION);
  }, [opened]);

  const modules = useMemo<SearchModule[]>(
    () =>
      destinations.map((d) => ({
        path: d.path,
        label: t(d.labelKey),
        description: t(d.descriptionKey),
        subsections: (d.subsections ?? []).map((s) => ({ path: s.path, label: t(s.labelKey) })),
      })),
    [destinations, t],
  );
  const results = filterSearch(modules, query, expanded);

  // Records arrive after the destinations: when nothing was there to select, the first line is.
  useEffect(() => {
    if (recordSearch.hits.length) selectFirstResult();
  }, [recordSearch.hits]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    const index = searchStore.getState().selected;
    if (index < 0) return;
    // Tab is the "additional actions" key of the footer: it never leaves the search box. A record
    // (listed after the destinations) has none.
    event.preventDefault();
    const selected = results[index];
    if (selected?.kind !== 'module' || selected.subsectionCount === 0) return;
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(selected.path)) next.add(selected.path);
      return next;
    });
  };

  const openDocs = () => {
    searchSpotlight.close();
    searchDocumentation(query);
  };

  return (
    // The name goes on the dialog itself: a plain aria-label would land on the outer wrapper.
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={phone ? 'calc(100dvh - 140px)' : 420}
      fullScreen={phone}
      attributes={{ content: { 'aria-label': t('title') } }}
    >
      <Spotlight.Search
        placeholder={records ? t('placeholder') : t('placeholderDestinations')}
        aria-label={records ? t('placeholder') : t('placeholderDestinations')}
        leftSection={<IconSearch size={20} stroke={1.5} aria-hidden />}
        onKeyDown={onKeyDown}
      />
      <Spotlight.ActionsList>
        {results.map((result) =>
          result.kind === 'module' ? (
            <Spotlight.Action
              key={result.id}
              label={result.label}
              description={result.description}
              leftSection={<IconLayoutGrid size={20} stroke={1.5} aria-hidden />}
              rightSection={
                result.subsectionCount > 0 ? (
                  result.expanded ? (
                    <IconChevronUp size={16} aria-label={t('subsectionsShown')} />
                  ) : (
                    <IconChevronDown size={16} aria-label={t('subsectionsHidden')} />
                  )
                ) : undefined
              }
              onClick={() => navigate(result.path)}
            />
          ) : (
            <Spotlight.Action
              key={result.id}
              label={result.label}
              description={result.parentLabel}
              leftSection={<SubsectionIcon size={18} stroke={1.5} aria-hidden />}
              style={{ paddingInlineStart: 'calc(var(--mantine-spacing-md) * 2.5)' }}
              onClick={() => navigate(result.path)}
            />
          ),
        )}
        {records ? <RecordResults search={recordSearch} onOpen={(hit) => navigate(hit.url)} /> : null}
        {results.length === 0 && recordSearch.hits.length === 0 && !recordSearch.searching ? (
          <Spotlight.Empty>
            <Stack align="center" gap={4}>
              <Text fw={500}>{t('noResults')}</Text>
              {docsAvailable ? (
                <Anchor component="button" type="button" size="sm" onClick={openDocs}>
                  {t('searchDocs')}
                </Anchor>
              ) : null}
            </Stack>
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            <Trans t={t} i18nKey="footer.tab" components={{ kbd: <Kbd size="xs" /> }} />
          </Text>
          <Text size="xs" c="dimmed">
            <Trans t={t} i18nKey="footer.esc" components={{ kbd: <Kbd size="xs" /> }} />
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
