import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadingScreen } from '../LoadingScreen';
import { ChunkErrorPage } from './ChunkErrorPage';
import { CrashPage } from './CrashPage';
import { NotFoundPage } from './NotFoundPage';
import { isChunkLoadError, mayReloadForChunkError, reloadForChunkError } from './chunkReload';

type Outcome = 'reload' | 'chunk' | 'notFound' | 'crash';

function outcomeOf(error: unknown): Outcome {
  if (isChunkLoadError(error)) return mayReloadForChunkError() ? 'reload' : 'chunk';
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  return 'crash';
}

/** The router's error element: a stale chunk reloads once, anything else shows a page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const [outcome] = useState(() => outcomeOf(error));

  useEffect(() => {
    if (outcome === 'reload') reloadForChunkError();
    else if (outcome !== 'notFound') console.error(error);
  }, [outcome, error]);

  switch (outcome) {
    case 'reload':
      return <LoadingScreen />;
    case 'chunk':
      return <ChunkErrorPage />;
    case 'notFound':
      return <NotFoundPage />;
    default:
      return <CrashPage />;
  }
}
