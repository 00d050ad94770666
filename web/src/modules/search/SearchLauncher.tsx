import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchDestination } from '../../app/features/types';
import { SearchDialog } from './SearchDialog';
import { isSearchShortcut } from './shortcut';
import { searchSpotlight } from './store';

/**
 * The top bar's search button and the keyboard shortcuts ('/', Ctrl/Cmd+K). The dialog mounts
 * the first time it is asked for, and stays mounted afterwards.
 */
export function SearchLauncher({ destinations, records = false }: { destinations: readonly SearchDestination[]; records?: boolean }) {
  const { t } = useTranslation('search');
  const [wanted, setWanted] = useState(false);

  const open = useCallback(() => {
    setWanted(true);
    searchSpotlight.open();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // '/' would otherwise land in the search box as its first character, Ctrl+K in the browser's bar.
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Tooltip label={t('tooltip')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('open')} aria-keyshortcuts="/ Control+K Meta+K" onClick={open}>
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {wanted ? <SearchDialog destinations={destinations} records={records} /> : null}
    </>
  );
}
