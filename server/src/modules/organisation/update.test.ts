import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_ADMINS, ROLE_TYPES, type RoleType } from '@seedbed/contracts/roles';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { createIncubator } from '../incubators/service.ts';
import { PUBLIC, UPDATE, caller, organisationEvents, storedIncubator, uploadPng } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
const call = (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => caller(server, tenant)(query, variables, token, language);

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server.stop());

describe('updateIncubator', () => {
  it('saves a subset of the fields, nested ones merged, and records which fields changed', async () => {
    const before = await storedIncubator(tenant);
    const answer = await call(
      UPDATE,
      {
        data: {
          name: '  Harbour Labs ',
          currency: 'EUR',
          timezone: 'Europe/Paris',
          defaultLanguage: 'fr',
          seo: { active: true, seoTitle: 'Harbour Labs — programmes' },
          startupNameAlternative: {
            active: true,
            label: [
              { language: 'en', value: 'Venture' },
              { language: 'fr', value: 'Projet' },
            ],
          },
          brandPalette: { sidebar: { backgroundColor: '#1A2B3C' } },
          termsAndServices: { url: 'https://harbour.example/terms' },
          gtmId: 'gtm-abc1234',
        },
      },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    const saved = answer.data.updateIncubator;
    expect(saved).toMatchObject({
      name: 'Harbour Labs',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      defaultLanguage: 'fr',
      gtmId: 'GTM-ABC1234',
      seo: { active: true, seoTitle: 'Harbour Labs — programmes', seoDescription: null },
      termsAndServices: { url: 'https://harbour.example/terms' },
      startupNameAlternative: {
        active: true,
        label: [
          { language: 'en', value: 'Venture' },
          { language: 'fr', value: 'Projet' },
        ],
      },
    });
    // Only the colour given changed; the rest of the palette is as it was.
    expect(saved.brandPalette.sidebar).toEqual({ ...before.brandPalette.sidebar, backgroundColor: '#1a2b3c' });
    expect((await call(PUBLIC)).data.publicIncubator).toEqual(saved);
    const [event] = await organisationEvents(tenant);
    expect(event).toMatchObject({ kind: 'organisation.updated', actorId: admin.user.id });
    expect((event.data as { fields: string[] }).fields.sort()).toEqual(
      ['brandPalette', 'currency', 'defaultLanguage', 'gtmId', 'name', 'seo', 'startupNameAlternative', 'termsAndServices', 'timezone'].sort(),
    );
  });

  it('records nothing when nothing differs', async () => {
    const count = (await organisationEvents(tenant)).length;
    const stored = await storedIncubator(tenant);
    const answer = await call(UPDATE, { data: { name: stored.name, currency: stored.currency } }, admin.token);
    expect(answer.errors).toBeUndefined();
    expect(await organisationEvents(tenant)).toHaveLength(count);
  });

  it.each(ROLE_TYPES.filter((type) => type !== 'system'))('as %s: allowed only to the organisation admins', async (roleType) => {
    const email = `${roleType.replace(/\W/g, '-')}-${randomUUID().slice(0, 8)}@example.test`;
    const person = await buildSignedInUser(tenant, { roleType: roleType as RoleType, email });
    const answer = await call(UPDATE, { data: { address: `Quay ${roleType}` } }, person.token);
    if (ORGANISATION_ADMINS.includes(roleType as RoleType)) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateIncubator.address).toBe(`Quay ${roleType}`);
    } else {
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await storedIncubator(tenant)).address).not.toBe(`Quay ${roleType}`);
    }
  });

  it('requires sign-in', async () => {
    expect((await call(UPDATE, { data: { name: 'Nobody' } })).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it("cannot be used with another tenant's admin token, and changes neither tenant", async () => {
    const stranger = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    const answer = await call(UPDATE, { data: { name: 'Taken over' } }, stranger.token);
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await storedIncubator(tenant)).name).not.toBe('Taken over');
    expect((await storedIncubator(otherTenant)).name).toBe(otherTenant.incubator.name);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Nom est un champ obligatoire'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'Champ invalide'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Champ invalide'],
    ['an unknown language', { defaultLanguage: 'xx' }, 'defaultLanguage', 'Champ invalide'],
    [
      'a colour in another notation',
      { brandPalette: { sidebar: { backgroundColor: 'red' } } },
      'brandPalette.sidebar.backgroundColor',
      'Fond de la barre latérale doit être une couleur au format #rrggbb, par exemple #2f6f4f',
    ],
    [
      'a terms link that is not a web address',
      { termsAndServices: { url: 'javascript:alert(1)' } },
      'termsAndServices.url',
      "Lien des conditions de service n'est pas une URL valide",
    ],
    ['a login link that runs script', { customLogin: { url: 'data:text/html,<script>alert(1)</script>' } }, 'customLogin.url', "Lien de connexion n'est pas une URL valide"],
    [
      'a terms link in another script language',
      { termsAndServices: { url: 'vbscript:msgbox(1)' } },
      'termsAndServices.url',
      "Lien des conditions de service n'est pas une URL valide",
    ],
    ['a text with a control character', { address: 'Quai\u001b[2J 4' }, 'address', 'Adresse contient des caractères non autorisés'],
    ['a too long SEO title', { seo: { seoTitle: 'x'.repeat(71) } }, 'seo.seoTitle', 'Titre SEO doit comporter au plus 70 caractères'],
    ['SEO turned on without a title', { seo: { active: true, seoTitle: '' } }, 'seo.seoTitle', 'Saisissez un titre SEO pour activer le SEO'],
    [
      'a startup term given twice for a language',
      {
        startupNameAlternative: {
          label: [
            { language: 'en', value: 'A' },
            { language: 'en', value: 'B' },
          ],
        },
      },
      'startupNameAlternative.label',
      'Terme pour « startup » : chaque langue ne peut figurer qu’une fois',
    ],
    [
      'an empty startup term',
      { startupNameAlternative: { label: [{ language: 'en', value: ' ' }] } },
      'startupNameAlternative.label.0.value',
      'Terme pour « startup » est un champ obligatoire',
    ],
    ['a malformed tag manager id', { gtmId: 'UA-1234' }, 'gtmId', "L'ID du gestionnaire de balises a la forme GTM-XXXXXXX"],
    [
      'a slug with capitals',
      { slug: 'Harbour' },
      'slug',
      "Le nom de l'adresse web ne peut contenir que des minuscules, des chiffres et des tirets, sans tiret au début ni à la fin",
    ],
    ['a two-letter slug', { slug: 'hb' }, 'slug', "Nom de l'adresse web doit comporter au moins 3 caractères"],
    ['a reserved slug', { slug: 'admin' }, 'slug', '« admin » est réservé ; choisissez un autre nom'],
    [
      'a logo from outside',
      { logo: 'https://tracker.example/pixel.png' },
      'logo',
      "Téléversez d'abord l'image ici : seules les images téléversées dans cette organisation peuvent être utilisées",
    ],
    ['a malformed general email', { generalEmail: { email: 'not-an-address' } }, 'generalEmail.email', "E-mail général n'est pas une adresse e-mail valide"],
  ])('refuses %s with a translated VALIDATION_ERROR and writes nothing', async (_name, data, field, message) => {
    const before = await storedIncubator(tenant);
    const events = (await organisationEvents(tenant)).length;
    const answer = await call(UPDATE, { data: { address: 'Never written', ...data } }, admin.token, 'fr');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field, message }] });
    expect(await storedIncubator(tenant)).toEqual(before);
    expect(await organisationEvents(tenant)).toHaveLength(events);
  });

  it('stores links typed without a scheme with http:// in front, as the link helper does', async () => {
    const answer = await call(UPDATE, { data: { termsAndServices: { url: 'harbour.example/terms' }, customLogin: { url: 'https://harbour.example/apply' } } }, admin.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateIncubator).toMatchObject({ termsAndServices: { url: 'http://harbour.example/terms' }, customLogin: { url: 'https://harbour.example/apply' } });
  });

  it("refuses another tenant's slug without telling anything else about it", async () => {
    const answer = await call(UPDATE, { data: { slug: otherTenant.slug } }, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'slug', message: `"${otherTenant.slug}" is already used by another organisation` }],
    });
  });

  it('gives one of two organisations claiming the same new slug at once the field message, not a failure', async () => {
    const [a, b] = [await buildTenant(server), await buildTenant(server)];
    const [adminA, adminB] = [await buildSignedInUser(a, { roleType: 'admin' }), await buildSignedInUser(b, { roleType: 'admin' })];
    const wanted = `race-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all([caller(server, a)(UPDATE, { data: { slug: wanted } }, adminA.token), caller(server, b)(UPDATE, { data: { slug: wanted } }, adminB.token)]);
    const refused = answers.filter((x) => x.errors);
    expect(answers.filter((x) => x.data?.updateIncubator?.slug === wanted)).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'slug', message: `"${wanted}" is already used by another organisation` }],
    });
  });

  it('changes the slug: the organisation then answers at its new name', async () => {
    const own = await buildTenant(server);
    const ownAdmin = await buildSignedInUser(own, { roleType: 'admin' });
    const fresh = `${own.slug}-new`;
    const answer = await caller(server, own)(UPDATE, { data: { slug: fresh } }, ownAdmin.token);
    expect(answer.data.updateIncubator.slug).toBe(fresh);
    const renamed = caller(server, { ...own, slug: fresh });
    expect((await renamed(PUBLIC)).data.publicIncubator._id).toBe(own.incubator.id);
    const [event] = await organisationEvents(own);
    expect(event.data).toEqual({ fields: ['slug'], fromSlug: own.slug, toSlug: fresh });
  });

  it('gives a reserved name back to the organisation that had it, and to no one else', async () => {
    const demo = { incubator: await createIncubator(server.services.pool, { slug: 'demo', name: 'Demo Accelerator', plan: 'enterprise' }), slug: 'demo', server };
    const demoAdmin = await buildSignedInUser(demo, { roleType: 'admin' });
    const moved = await caller(server, demo)(UPDATE, { data: { slug: 'demo-two' } }, demoAdmin.token);
    expect(moved.data?.updateIncubator.slug).toBe('demo-two');

    // Free again but reserved: another organisation may not take it.
    const stranger = await buildTenant(server);
    const strangerAdmin = await buildSignedInUser(stranger, { roleType: 'admin' });
    const refused = await caller(server, stranger)(UPDATE, { data: { slug: 'demo' } }, strangerAdmin.token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'slug', message: '"demo" is reserved; choose another web address name' }] });
    expect((await storedIncubator(stranger)).slug).toBe(stranger.slug);

    const back = await caller(server, { ...demo, slug: 'demo-two' })(UPDATE, { data: { slug: 'demo' } }, demoAdmin.token);
    expect(back.errors).toBeUndefined();
    expect(back.data.updateIncubator.slug).toBe('demo');
    expect((await caller(server, demo)(PUBLIC)).data.publicIncubator._id).toBe(demo.incubator.id);
  });

  it('still refuses a former name of its own once another organisation has it', async () => {
    const own = await buildTenant(server);
    const ownAdmin = await buildSignedInUser(own, { roleType: 'admin' });
    const fresh = `${own.slug}-moved`;
    expect((await caller(server, own)(UPDATE, { data: { slug: fresh } }, ownAdmin.token)).data.updateIncubator.slug).toBe(fresh);
    const taker = await buildTenant(server);
    const takerAdmin = await buildSignedInUser(taker, { roleType: 'admin' });
    expect((await caller(server, taker)(UPDATE, { data: { slug: own.slug } }, takerAdmin.token)).data.updateIncubator.slug).toBe(own.slug);

    const answer = await caller(server, { ...own, slug: fresh })(UPDATE, { data: { slug: own.slug } }, ownAdmin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'slug', message: `"${own.slug}" is already used by another organisation` }],
    });
  });

  it('accepts logos uploaded to this tenant and refuses files of another tenant', async () => {
    const url = await uploadPng(tenant, admin.token);
    const saved = await call(UPDATE, { data: { logo: url, logoSquare: url } }, admin.token);
    expect(saved.data.updateIncubator).toMatchObject({ logo: url, logoSquare: url });

    const strangerAdmin = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    const foreign = await uploadPng(otherTenant, strangerAdmin.token);
    const refused = await call(UPDATE, { data: { whiteLogo: foreign } }, admin.token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'whiteLogo' }] });
    // The right id with a guessed key is not the file either.
    const guessed = url.replace(/\/[A-Za-z0-9_-]{43}\//, `/${'A'.repeat(43)}/`);
    expect((await call(UPDATE, { data: { whiteLogo: guessed } }, admin.token)).errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect((await call(UPDATE, { data: { logo: null } }, admin.token)).data.updateIncubator.logo).toBeNull();
  });

  it('shows the "Powered by" footer unless the plan hides it', async () => {
    expect((await call(PUBLIC)).data.publicIncubator.hidePoweredBy).toBe(false);
    const enterprise = await buildTenant(server, { plan: 'enterprise' });
    expect((await caller(server, enterprise)(PUBLIC)).data.publicIncubator.hidePoweredBy).toBe(true);
  });
});
