const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant is the first label of the host name (`demo.example.org` → `demo`). A bare
 * `localhost` or an IP address names no tenant: the server then serves its default one.
 */
export function tenantSlugFromHost(hostname: string = window.location.hostname): string | undefined {
  if (!hostname.includes('.') || IPV4.test(hostname) || hostname.includes(':')) return undefined;
  return hostname.split('.')[0] || undefined;
}
