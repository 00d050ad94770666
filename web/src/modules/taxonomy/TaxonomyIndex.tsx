import { Navigate } from 'react-router';
import { useShellUser } from '../../shell/user/useShellUser';
import { firstTagPage, tagPagePath } from './tagPages';

/** /taxonomy/tags (the Taxonomy section's tab, the sidebar group): the first page the person may open. */
export function TaxonomyIndex() {
  const { user, loading } = useShellUser();
  if (loading && !user) return null;
  return <Navigate replace to={tagPagePath(firstTagPage(user))} />;
}
