import { useEffect, useState } from 'react';
import type { TadaDocumentNode } from 'gql.tada';
import { fetchPublicQuery } from './publicGraphql';

/** The last answer per document, so that coming back to a page shows it at once while it refreshes. */
const lastAnswers = new WeakMap<object, unknown>();

/**
 * A query without variables for a visitor's page (see `fetchPublicQuery`): undefined until the
 * server answers, and when it cannot.
 */
export function usePublicQuery<Result>(document: TadaDocumentNode<Result, Record<string, never>>): Result | undefined {
  const [data, setData] = useState(() => lastAnswers.get(document) as Result | undefined);
  useEffect(() => {
    let mounted = true;
    fetchPublicQuery(document).then(
      (answer) => {
        lastAnswers.set(document, answer);
        if (mounted) setData(answer);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [document]);
  return data;
}
