import { useLocation } from 'react-router';
import { registry } from '../../app/features/registry';
import { sectionOf, unknownPathPage } from '../../app/routing/unknownPath';
import { NotFoundPage } from './NotFoundPage';
import { UnknownLinkPage } from './UnknownLinkPage';

const registeredSections = [...registry.routes, ...registry.publicRoutes, ...registry.redirects]
  .map((r) => sectionOf(r.path))
  .filter((s): s is string => s !== undefined);

/** Any address no route matched (see `unknownPathPage` for which page it gets). */
export function UnknownPathPage({ inFrame = false }: { inFrame?: boolean }) {
  const { pathname } = useLocation();
  return unknownPathPage(pathname, registeredSections) === 'unknownLink' ? <UnknownLinkPage inFrame={inFrame} /> : <NotFoundPage inFrame={inFrame} />;
}
