import { ScrollRestoration } from 'react-router';
import { RedirectLayer } from '../app/routing/RedirectLayer';
import { ConnectionNotice } from './status/ConnectionNotice';
import { LoadingBar } from './status/LoadingBar';

export function RootLayout() {
  return (
    <>
      <LoadingBar />
      {/* Old links move on before any page (or sign-in) is considered. */}
      <RedirectLayer />
      <ConnectionNotice />
      <ScrollRestoration />
    </>
  );
}
