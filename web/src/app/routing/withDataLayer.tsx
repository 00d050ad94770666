import type { ComponentType } from 'react';
import { loadDataLayer } from '../apollo/loadDataLayer';

/**
 * A lazily loaded route whose page reads data through Apollo: the data layer downloads with the
 * page (in parallel), and the page renders inside its provider.
 */
export function withDataLayer(loadPage: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    const [{ DataProvider }, { Component: Page }] = await Promise.all([loadDataLayer(), loadPage()]);
    return {
      Component: () => (
        <DataProvider>
          <Page />
        </DataProvider>
      ),
    };
  };
}
