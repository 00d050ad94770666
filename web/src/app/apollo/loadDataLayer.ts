import type { DataLayer, DataLayerHost } from './dataLayer';

let host: DataLayerHost | undefined;
let loading: Promise<DataLayer> | undefined;
let loaded: DataLayer | undefined;

/** Set once at start-up: what the data layer reports to (router, translations, sign-out). */
export function configureDataLayer(value: DataLayerHost): void {
  host = value;
}

/** Downloads and starts the data layer once; every later call gets the same one. */
export function loadDataLayer(): Promise<DataLayer> {
  loading ??= import('./dataLayer').then(({ startDataLayer }) => {
    if (!host) throw new Error('configureDataLayer must run before the data layer loads');
    loaded = startDataLayer(host);
    return loaded;
  });
  return loading;
}

/** The data layer if a screen has loaded it already (sign-out clears its cache then). */
export const loadedDataLayer = (): DataLayer | undefined => loaded;
