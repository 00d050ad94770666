import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { docAudienceOf, type DocUserType } from '@seedbed/contracts/docs';
import { DocNotFound } from './DocNotFound';

interface DocAudienceProps {
  /** The same page's address for an audience, where a role type's address moves to. */
  pathFor: (audience: DocUserType) => string;
  children: (audience: DocUserType) => ReactNode;
}

/**
 * The audience a documentation address names (spec 1 §2.6). A role type stands for the
 * documentation its people read, so `/docs/user/admin` moves to `/docs/user/incubator`; anything
 * else is a page that does not exist, never a raw input error.
 */
export function DocAudience({ pathFor, children }: DocAudienceProps) {
  const { userType = '' } = useParams();
  const audience = docAudienceOf(userType);
  if (!audience) return <DocNotFound />;
  if (audience !== userType) return <Navigate to={pathFor(audience)} replace />;
  return children(audience);
}
