import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { caller, organisationEvents, uploadPng } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
const call = (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => caller(server, tenant)(query, variables, token, language);

const FIELDS = `screen background { color imageUrl } header { isVisible height } content { columnWidth columns } footer { isVisible height }
  logo { type position height } customText { description { language value } footer { language value } }
  colors { widgetBackgroundColor panelBackgroundColor primaryButtonBackgroundColor primaryButtonTextColor linkColor textColor headingColor headerTextColor }`;
const UPDATE = `mutation UpdateLayout($screen: LayoutScreen!, $data: LayoutCustomizationInput!) { updateLayoutCustomization(screen: $screen, data: $data) { ${FIELDS} } }`;
const READ = `query Layout($screen: LayoutScreen!) { layoutCustomization(screen: $screen) { ${FIELDS} } }`;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server.stop());

describe('updateLayoutCustomization', () => {
  it("merges the parts given into the screen's layout; the other screen is untouched", async () => {
    const apply = (await call(READ, { screen: 'APPLY' })).data.layoutCustomization;
    const image = await uploadPng(tenant, admin.token);
    const answer = await call(
      UPDATE,
      {
        screen: 'LOGIN',
        data: {
          background: { imageUrl: image },
          content: { columns: 2 },
          colors: { primaryButtonBackgroundColor: '#AA3300' },
          customText: {
            description: [
              { language: 'en', value: 'Welcome aboard' },
              { language: 'ar', value: 'مرحبًا' },
            ],
          },
        },
      },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    const login = answer.data.updateLayoutCustomization;
    expect(login).toMatchObject({
      screen: 'LOGIN',
      background: { color: '#f4f6f3', imageUrl: image },
      content: { columnWidth: 440, columns: 2 },
      colors: { primaryButtonBackgroundColor: '#aa3300', linkColor: '#2f6f4f' },
      customText: {
        description: [
          { language: 'en', value: 'Welcome aboard' },
          { language: 'ar', value: 'مرحبًا' },
        ],
        footer: [],
      },
    });
    // The public login page reads it without signing in.
    expect((await call(READ, { screen: 'LOGIN' })).data.layoutCustomization).toEqual(login);
    expect((await call(READ, { screen: 'APPLY' })).data.layoutCustomization).toEqual(apply);
    expect((await organisationEvents(tenant)).at(-1)).toMatchObject({
      kind: 'organisation.layoutUpdated',
      data: { screen: 'LOGIN', fields: ['background', 'content', 'customText', 'colors'] },
    });
  });

  it.each([
    ['a colour name', { colors: { linkColor: 'blue' } }, 'colors.linkColor', 'Couleur des liens doit être une couleur au format #rrggbb, par exemple #2f6f4f'],
    ['three columns', { content: { columns: 3 } }, 'content.columns', 'Colonnes doit être inférieur ou égal à 2'],
    ['a narrow column', { content: { columnWidth: 100 } }, 'content.columnWidth', 'Largeur de colonne doit être supérieur ou égal à 280'],
    ['a negative header height', { header: { height: -1 } }, 'header.height', "Hauteur de l'en-tête doit être supérieur ou égal à 0"],
    ['an unknown logo position', { logo: { position: 'TOP' } }, 'logo.position', 'Champ invalide'],
    [
      'a text language given twice',
      {
        customText: {
          footer: [
            { language: 'fr', value: 'a' },
            { language: 'fr', value: 'b' },
          ],
        },
      },
      'customText.footer',
      'Texte du pied de page : chaque langue ne peut figurer qu’une fois',
    ],
    ['an unknown text language', { customText: { footer: [{ language: 'xx', value: 'a' }] } }, 'customText.footer.0.language', 'Champ invalide'],
    [
      'a background image from outside',
      { background: { imageUrl: 'https://tracker.example/bg.jpg' } },
      'background.imageUrl',
      "Téléversez d'abord l'image ici : seules les images téléversées dans cette organisation peuvent être utilisées",
    ],
  ])('refuses %s with a translated VALIDATION_ERROR and writes nothing', async (_name, data, field, message) => {
    const before = (await call(READ, { screen: 'LOGIN' })).data.layoutCustomization;
    const events = (await organisationEvents(tenant)).length;
    const answer = await call(UPDATE, { screen: 'LOGIN', data: { footer: { height: 99 }, ...data } }, admin.token, 'fr');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field, message }] });
    expect((await call(READ, { screen: 'LOGIN' })).data.layoutCustomization).toEqual(before);
    expect(await organisationEvents(tenant)).toHaveLength(events);
  });

  it.each([
    ['staff', 'FORBIDDEN'],
    ['coach', 'FORBIDDEN'],
    ['applicant', 'FORBIDDEN'],
    ['subadmin', null],
  ] as const)('as %s: %s', async (roleType, code) => {
    const person = await buildSignedInUser(tenant, { roleType });
    const answer = await call(UPDATE, { screen: 'APPLY', data: { header: { height: 70 } } }, person.token);
    expect(answer.errors?.[0].extensions?.code ?? null).toBe(code);
  });

  it("cannot be used with another tenant's admin token", async () => {
    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'admin' });
    const answer = await call(UPDATE, { screen: 'APPLY', data: { header: { height: 71 } } }, stranger.token);
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
