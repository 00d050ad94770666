import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Spec 1 §2.10: a page reached from the Create menu opens its creation form. The menu sets the
 * navigation state `create: true`; a link may say the same with `?create=true`. `clear` forgets
 * the request (state and parameter) without a new history entry, so that going back or reloading
 * does not open the form again.
 */
export function useCreateRequest(): { requested: boolean; clear: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as { create?: unknown } | null)?.create === true || new URLSearchParams(location.search).get('create') === 'true';
  const { pathname, search, hash } = location;
  const clear = useCallback(() => {
    const params = new URLSearchParams(search);
    params.delete('create');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state: null });
  }, [navigate, pathname, search, hash]);
  return { requested, clear };
}
