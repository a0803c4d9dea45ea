import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentMeta } from '../document-meta';

export function RootLayout() {
  return (
    <>
      <DocumentMeta />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
