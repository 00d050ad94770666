import { Outlet, ScrollRestoration } from 'react-router';
import { ConnectionNotice } from './status/ConnectionNotice';
import { LoadingBar } from './status/LoadingBar';

export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ConnectionNotice />
      <ScrollRestoration />
    </>
  );
}
