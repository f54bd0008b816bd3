import { AdminApp } from './index';
import type { AdminPlatform } from './platform';

const browserPlatform: AdminPlatform = {
  kind: 'browser',
  apiBaseUrl: '',
  openExternal: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
};

/** The back-office in the browser, at /admin/* of the site's own router. */
export default function BrowserAdmin() {
  return <AdminApp platform={browserPlatform} />;
}
