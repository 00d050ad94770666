import { config, z } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may, and finds out by trying as each
 * schema is built. In the browser the page's Content-Security-Policy (script-src 'self') refuses
 * it and reports every try as a violation, so there zod is told not to try. The schemas of this
 * package import zod from here, so this runs before the first is built, whatever the bundler's
 * chunk order; the server keeps zod's compiled checks.
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z };
