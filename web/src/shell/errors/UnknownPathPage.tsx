import { useLocation } from 'react-router';
import { registry } from '../../app/features/registry';
import { sectionOf, unknownPathPage, visitorSignsInFirst } from '../../app/routing/unknownPath';
import { NotFoundPage } from './NotFoundPage';
import { UnknownLinkPage } from './UnknownLinkPage';

export const registeredSections = [...registry.routes, ...registry.publicRoutes, ...registry.redirects].map((r) => sectionOf(r.path)).filter((s): s is string => s !== undefined);

/** See `visitorSignsInFirst`. */
export function visitorSignsInAt(pathname: string): boolean {
  return visitorSignsInFirst(pathname, registeredSections);
}

/** Any address no route matched (see `unknownPathPage` for which page it gets). */
export function UnknownPathPage({ inFrame = false }: { inFrame?: boolean }) {
  const { pathname } = useLocation();
  return unknownPathPage(pathname, registeredSections) === 'unknownLink' ? <UnknownLinkPage inFrame={inFrame} /> : <NotFoundPage inFrame={inFrame} />;
}
