import { useCallback, useState } from 'react';
import { useStoreValue } from '../../app/store';
import { useDocsSearchHandler } from '../../shell/docsSearch';
import { docsSearchSeed } from './openDocs';
import { useDocUserType } from './useDocUserType';
import { lazyComponent } from '../../ui/lazyComponent';

// The dialog's code downloads when it first opens, not with every page.
const DocsSearchDialog = lazyComponent(async () => (await import('./DocsSearchDialog')).DocsSearchDialog);

/**
 * Mounted in the signed-in frame: registers how the documentation search opens (the account
 * menu's 'Search Docs', the global search's no-result link) and holds the dialog.
 */
export function DocsSearchHost() {
  const userType = useDocUserType();
  const seed = useStoreValue(docsSearchSeed);
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that closing can play its transition.
  const [wanted, setWanted] = useState(false);

  const open = useCallback(() => {
    setWanted(true);
    setOpened(true);
  }, []);
  useDocsSearchHandler(open);

  const close = () => {
    setOpened(false);
    docsSearchSeed.set('');
  };

  return wanted ? <DocsSearchDialog opened={opened} onClose={close} userType={userType} initialQuery={seed} /> : null;
}
