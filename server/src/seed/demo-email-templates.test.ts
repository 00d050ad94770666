import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, createDemoTenant } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 240_000);
afterAll(() => server.stop());

async function call(email: string, query: string, variables: Record<string, unknown> = {}) {
  const token = (await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug })).body.token;
  return gql(server, query, variables, { tenant: slug, token });
}

describe('the demo’s e-mail templates', () => {
  it('has a default design in its colours and a second one, five content templates, the invitation reworded in English and French and the acceptance in English', async () => {
    const designs = (await call('admin@demo.test', '{ emailTemplates { results { name isDefault } } }')).data.emailTemplates.results;
    expect(designs).toEqual([
      { name: 'Newsletter (light)', isDefault: false },
      { name: 'Seedbed house style', isDefault: true },
    ]);
    const contents = (await call('staff@demo.test', '{ contentTemplates { results { name } } }')).data.contentTemplates.results;
    expect(contents).toHaveLength(5);
    const blueprints = (await call('admin@demo.test', '{ emailBlueprints { key customisedLanguages } }')).data.emailBlueprints;
    expect(blueprints.find((b: { key: string }) => b.key === 'invitation').customisedLanguages).toEqual(['en', 'fr']);
    expect(blueprints.find((b: { key: string }) => b.key === 'acceptance').customisedLanguages).toEqual(['en']);
  });

  it('keeps them from those who do not compose: a founder is refused', async () => {
    expect((await call('founder@demo.test', '{ emailTemplates { results { name } } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
