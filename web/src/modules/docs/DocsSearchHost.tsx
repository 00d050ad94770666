import { useCallback, useState } from 'react';
import { useStoreValue } from '../../app/store';
import { useDocsSearchHandler } from '../../shell/docsSearch';
import { DocsSearchDialog } from './DocsSearchDialog';
import { docsSearchSeed } from './openDocs';
import { useDocUserType } from './useDocUserType';

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
