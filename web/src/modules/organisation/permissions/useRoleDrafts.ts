import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UPDATE_ROLE, type EditableRole } from '../roles/graphql';
import { changesOf, draftOf, isDirty, type RoleDraft } from './matrix';

/**
 * The admin's unsaved edits, per role. A role without an entry shows what is stored; saving sends
 * only the differences and drops the entry once the server has the new role.
 */
export function useRoleDrafts(roles: readonly EditableRole[]) {
  const [drafts, setDrafts] = useState<Record<string, RoleDraft>>({});
  // The page says why a save failed (its own toast), so the app-wide one stays silent.
  const [update] = useMutation(UPDATE_ROLE, { context: { showsOwnError: true } });
  const [saving, setSaving] = useState<string | null>(null);

  const draftFor = useCallback((role: EditableRole) => drafts[role._id] ?? draftOf(role), [drafts]);
  const edit = useCallback((role: EditableRole, change: (draft: RoleDraft) => RoleDraft) => {
    setDrafts((all) => ({ ...all, [role._id]: change(all[role._id] ?? draftOf(role)) }));
  }, []);
  const discard = useCallback((roleId: string) => setDrafts(({ [roleId]: _dropped, ...rest }) => rest), []);
  const dirtyRoles = roles.filter((role) => isDirty(role, drafts[role._id]));

  const save = async (role: EditableRole) => {
    const draft = drafts[role._id];
    if (!draft) return;
    setSaving(role._id);
    try {
      await update({ variables: { roleId: role._id, ...changesOf(role, draft) } });
      discard(role._id);
    } finally {
      setSaving(null);
    }
  };

  // Leaving the page with unsaved changes asks first.
  const anyDirty = dirtyRoles.length > 0;
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  return { draftFor, edit, discard, save, saving, dirtyRoles, isDirty: (role: EditableRole) => isDirty(role, drafts[role._id]) };
}
