import type { ComponentType } from 'react';
import { loadDataLayer } from '../apollo/loadDataLayer';

/**
 * A lazily loaded route whose page reads data through Apollo: the data layer downloads with the
 * page (in parallel, with whatever else it names, such as catalogues), and the page renders inside its provider.
 */
export function withDataLayer(loadPage: () => Promise<{ Component: ComponentType }>, alsoLoad?: () => Promise<unknown>) {
  return async () => {
    const [{ DataProvider }, { Component: Page }] = await Promise.all([loadDataLayer(), loadPage(), alsoLoad?.()]);
    return {
      Component: () => (
        <DataProvider>
          <Page />
        </DataProvider>
      ),
    };
  };
}
