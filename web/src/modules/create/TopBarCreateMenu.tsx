import { useMemo } from 'react';
import { FEATURES } from '../../features';
import { useShellUser } from '../../shell/user/useShellUser';
import { CreateMenu } from './CreateMenu';

/** The Create menu of the top bar, over the entries the features declare. */
export function TopBarCreateMenu() {
  const { user } = useShellUser();
  const entries = useMemo(() => FEATURES.flatMap((f) => f.create ?? []), []);
  if (!user) return null;
  return <CreateMenu entries={entries} viewer={user} />;
}
