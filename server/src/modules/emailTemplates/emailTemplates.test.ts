import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_BLUEPRINT_KEYS } from '@seedbed/contracts/email-templates';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildInvitation, buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { buildApplication, buildFunnel } from '../applications/overview-fixtures.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { setFlags, setGrant } from '../startups/test-support.ts';
import {
  BLUEPRINT,
  BLUEPRINTS,
  CONTENT,
  CONTENTS,
  CREATE_CONTENT,
  CREATE_DESIGN,
  DELETE_CONTENT,
  DELETE_DESIGN,
  DESIGN,
  DESIGNS,
  DUPLICATE,
  PREVIEW,
  RESET_BLUEPRINT,
  SEND_TEST,
  SET_DEFAULT,
  UPDATE_BLUEPRINT,
  UPDATE_CONTENT,
  UPDATE_DESIGN,
  aDesign,
  caller,
  codeOf,
  fieldsOf,
  htmlOf,
  ok,
} from './test-support.ts';

/** Designs, content templates and the wording of the product's mails, through the real server and SMTP. */

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { name: 'Harbour Labs' });
  other = await buildTenant(server);
  call = caller(server, tenant);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  await setFlags(server, tenant, { emailTemplates: true });
  await setFlags(server, other, { emailTemplates: true });
});
afterAll(() => server.stop());

describe('designs', () => {
  it('are created, listed by name, made default, duplicated and deleted; the first saved is the default', async () => {
    const first = ok(await call(CREATE_DESIGN, { data: aDesign({ name: 'B design' }) }, admin.token)).createEmailTemplate;
    expect(first).toMatchObject({ name: 'B design', isDefault: true, brandColor: '#aa3311' });
    const second = ok(await call(CREATE_DESIGN, { data: aDesign({ name: 'A design' }) }, admin.token)).createEmailTemplate;
    expect(second.isDefault).toBe(false);
    const page = ok(await call(DESIGNS, { limit: 1 }, admin.token)).emailTemplates;
    expect(page.results.map((d: { name: string }) => d.name)).toEqual(['A design']);
    const rest = ok(await call(DESIGNS, { cursor: page.next, limit: 1 }, admin.token)).emailTemplates;
    expect(rest.results.map((d: { name: string }) => d.name)).toEqual(['B design']);

    expect(ok(await call(SET_DEFAULT, { id: second._id }, admin.token)).setDefaultEmailTemplate.isDefault).toBe(true);
    expect(ok(await call(DESIGN, { id: first._id }, admin.token)).emailTemplate.isDefault).toBe(false);
    const copy = ok(await call(DUPLICATE, { id: second._id, name: 'Copy' }, admin.token)).duplicateEmailTemplate;
    expect(copy).toMatchObject({ name: 'Copy', isDefault: false, headerHtml: second.headerHtml });
    // Deleting the default hands the role to another design.
    ok(await call(DELETE_DESIGN, { id: second._id }, admin.token));
    const left = ok(await call(DESIGNS, {}, admin.token)).emailTemplates.results;
    expect(left.filter((d: { isDefault: boolean }) => d.isDefault)).toHaveLength(1);
    for (const d of left) ok(await call(DELETE_DESIGN, { id: d._id }, admin.token));
  });

  it('keep only safe HTML in header and footer', async () => {
    const design = ok(
      await call(
        CREATE_DESIGN,
        { data: aDesign({ headerHtml: '<p onclick="x()">Hi<script>alert(1)</script></p>', footerHtml: '<a href="javascript:alert(1)">x</a><img src=x onerror=y>' }) },
        admin.token,
      ),
    ).createEmailTemplate;
    expect(design.headerHtml).toBe('<p>Hi</p>');
    expect(design.footerHtml).not.toMatch(/javascript|onerror|<img|<script/);
    ok(await call(DELETE_DESIGN, { id: design._id }, admin.token));
  });

  it('refuse bad input with field errors and write nothing', async () => {
    const answer = await call(CREATE_DESIGN, { data: aDesign({ name: ' ', brandColor: 'red', textColor: '#12345' }) }, admin.token);
    expect(codeOf(answer)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(answer).sort()).toEqual(['brandColor', 'name', 'textColor']);
    expect(answer.errors?.[0].message).toContain('#2f6f4f');
    expect(ok(await call(DESIGNS, {}, admin.token)).emailTemplates.results).toEqual([]);
  });

  it("answer NOT_FOUND for another organisation's design and malformed ids", async () => {
    const theirs = await buildSignedInUser(other, { roleType: 'admin' });
    const foreign = ok(await call(CREATE_DESIGN, { data: aDesign() }, theirs.token, { on: other })).createEmailTemplate;
    for (const id of [foreign._id, 'not-an-id']) {
      expect(codeOf(await call(DESIGN, { id }, admin.token))).toBe('NOT_FOUND');
      expect(codeOf(await call(UPDATE_DESIGN, { id, data: aDesign({ name: 'Mine now' }) }, admin.token))).toBe('NOT_FOUND');
      expect(codeOf(await call(DELETE_DESIGN, { id }, admin.token))).toBe('NOT_FOUND');
      expect(codeOf(await call(SET_DEFAULT, { id }, admin.token))).toBe('NOT_FOUND');
    }
    expect(ok(await call(DESIGN, { id: foreign._id }, theirs.token, { on: other })).emailTemplate.name).toBe('Harbour');
  });

  it('preview the design being edited, and send the sample to the viewer in the saved one', async () => {
    const html = ok(await call(PREVIEW, { data: aDesign({ headerBackgroundColor: '#123456' }), language: 'ar' }, admin.token)).emailTemplatePreview;
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('background-color:#123456');
    const design = ok(await call(CREATE_DESIGN, { data: aDesign({ name: 'Test send', footerHtml: '<p>Footer of the test</p>' }) }, admin.token)).createEmailTemplate;
    expect(ok(await call(SEND_TEST, { id: design._id }, admin.token)).sendTestEmailTemplate).toBe(true);
    const mail = await server.mailbox.waitFor(admin.email, /Harbour Labs/);
    expect(htmlOf(mail.raw)).toContain('Footer of the test');
    ok(await call(DELETE_DESIGN, { id: design._id }, admin.token));
  });
});

describe('content templates', () => {
  it('are created with sanitised bodies, searched, updated and deleted', async () => {
    const made = ok(
      await call(
        CREATE_CONTENT,
        { data: { name: 'Demo day logistics', subject: 'Demo day is coming', body: '<p>See you <strong>there</strong><script>x</script></p>' } },
        admin.token,
      ),
    ).createContentTemplate;
    expect(made.body).toBe('<p>See you <strong>there</strong></p>');
    ok(await call(CREATE_CONTENT, { data: { name: 'Mentor introduction', subject: 'Meet your mentor' } }, admin.token));
    const found = ok(await call(CONTENTS, { search: 'demo' }, admin.token)).contentTemplates.results;
    expect(found.map((c: { name: string }) => c.name)).toEqual(['Demo day logistics']);
    const changed = ok(await call(UPDATE_CONTENT, { id: made._id, data: { name: 'Demo day', subject: 'Soon', body: '<p>Hi</p>' } }, admin.token)).updateContentTemplate;
    expect(changed).toMatchObject({ name: 'Demo day', subject: 'Soon' });
    ok(await call(DELETE_CONTENT, { id: made._id }, admin.token));
    expect(codeOf(await call(CONTENT, { id: made._id }, admin.token))).toBe('NOT_FOUND');
  });

  it("refuse bad input, and another organisation's ids are NOT_FOUND", async () => {
    const bad = await call(CREATE_CONTENT, { data: { name: '', subject: 'x'.repeat(301) } }, admin.token);
    expect(codeOf(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad).sort()).toEqual(['name', 'subject']);
    const theirs = await buildSignedInUser(other, { roleType: 'admin' });
    const foreign = ok(await call(CREATE_CONTENT, { data: { name: 'Theirs' } }, theirs.token, { on: other })).createContentTemplate;
    expect(codeOf(await call(CONTENT, { id: foreign._id }, admin.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(UPDATE_CONTENT, { id: foreign._id, data: { name: 'Mine' } }, admin.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(DELETE_CONTENT, { id: foreign._id }, admin.token))).toBe('NOT_FOUND');
  });
});

describe('who may', () => {
  it('the plan without emailTemplates refuses designs and content templates', async () => {
    const plain = await buildTenant(server);
    await setFlags(server, plain, { emailTemplates: false });
    const person = await buildSignedInUser(plain, { roleType: 'admin' });
    const onPlain = caller(server, plain);
    expect(codeOf(await onPlain(DESIGNS, {}, person.token))).toBe('FEATURE_DISABLED');
    expect(codeOf(await onPlain(CREATE_DESIGN, { data: aDesign() }, person.token))).toBe('FEATURE_DISABLED');
    expect(codeOf(await onPlain(CREATE_CONTENT, { data: { name: 'x' } }, person.token))).toBe('FEATURE_DISABLED');
    // The product's own mails are always sent, so they may always be reworded.
    expect(ok(await onPlain(BLUEPRINTS, {}, person.token)).emailBlueprints.length).toBeGreaterThan(0);
  });

  it('designs and content templates are for composers: a coach or a founder is refused', async () => {
    for (const roleType of ['coach', 'cofounder'] as const) {
      const person = await buildSignedInUser(tenant, { roleType });
      expect(codeOf(await call(DESIGNS, {}, person.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(CREATE_CONTENT, { data: { name: 'x' } }, person.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(BLUEPRINTS, {}, person.token))).toBe('FORBIDDEN');
    }
  });

  it('the wording of product mails needs EMAIL_BLUEPRINT:MANAGE', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect(ok(await call(BLUEPRINTS, {}, staff.token)).emailBlueprints.length).toBe(EMAIL_BLUEPRINT_KEYS.length);
    await setGrant(server, tenant, 'staff', 'EMAIL_BLUEPRINT:MANAGE', 'NONE');
    expect(codeOf(await call(BLUEPRINTS, {}, staff.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(UPDATE_BLUEPRINT, { key: 'invitation', language: 'en', data: { subject: 'x', body: '<p>x</p>' } }, staff.token))).toBe('FORBIDDEN');
    await setGrant(server, tenant, 'staff', 'EMAIL_BLUEPRINT:MANAGE', 'ALL');
  });
});

describe("the product's own mails", () => {
  it('offer their default wording with placeholders, refuse placeholders they do not fill, and reset', async () => {
    const wording = ok(await call(BLUEPRINT, { key: 'invitation', language: 'fr' }, admin.token)).emailBlueprint;
    expect(wording).toMatchObject({ customised: false, placeholders: ['name', 'incubator', 'inviter', 'link'] });
    expect(wording.subject).toContain('{{incubator}}');
    expect(wording.body).toContain('<a href="{{link}}">{{link}}</a>');
    const bad = await call(UPDATE_BLUEPRINT, { key: 'reset', language: 'en', data: { subject: 'For {{startupName}}', body: '<p>{{inviter}}</p>' } }, admin.token);
    expect(codeOf(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad).sort()).toEqual(['body', 'subject']);
    expect(bad.errors?.[0].message).toContain('startupName');
    const saved = ok(await call(UPDATE_BLUEPRINT, { key: 'reset', language: 'en', data: { subject: 'New password', body: '<p>{{link}}</p>' } }, admin.token)).updateEmailBlueprint;
    expect(saved.customised).toBe(true);
    const list = ok(await call(BLUEPRINTS, {}, admin.token)).emailBlueprints;
    expect(list.find((b: { key: string }) => b.key === 'reset').customisedLanguages).toEqual(['en']);
    const reset = ok(await call(RESET_BLUEPRINT, { key: 'reset', language: 'en' }, admin.token)).resetEmailBlueprint;
    expect(reset).toMatchObject({ customised: false, subject: reset.defaultSubject });
  });

  it('an invitation arrives in the organisation’s default design with its reworded text, in the invitee’s language', async () => {
    ok(await call(CREATE_DESIGN, { data: aDesign({ name: 'House style', footerHtml: '<p>Harbour footer</p>', headerBackgroundColor: '#0a0b0c' }) }, admin.token));
    const designs = ok(await call(DESIGNS, {}, admin.token)).emailTemplates.results;
    const house = designs.find((d: { name: string }) => d.name === 'House style');
    ok(await call(SET_DEFAULT, { id: house._id }, admin.token));
    ok(
      await call(
        UPDATE_BLUEPRINT,
        { key: 'invitation', language: 'en', data: { subject: 'Join {{incubator}}, {{name}}!', body: '<p>Dear {{name}}, <a href="{{link}}">accept here</a>.</p>' } },
        admin.token,
      ),
    );
    const { email } = await buildInvitation(tenant, { firstName: 'Lena' });
    const mail = await server.mailbox.waitFor(email, /Join/);
    expect(mail.subject).toBe('Join Harbour Labs, Lena!');
    expect(mail.text).toMatch(/Dear Lena, accept here \(http:\/\/[^\s]+\/acceptinvitation\?token=[A-Za-z0-9_-]+\)/);
    const html = htmlOf(mail.raw);
    expect(html).toContain('background-color:#0a0b0c');
    expect(html).toContain('Harbour footer');
    expect(html).toMatch(/<a style="color:#aa3311" href="http:\/\/[^"]+\/acceptinvitation\?token=[A-Za-z0-9_-]+"[^>]*>accept here<\/a>/);
  });

  it('a mail in a language without a wording reads as the product writes it, still in the design', async () => {
    const staffFr = await buildInvitation(tenant, { firstName: 'Léa' });
    // The invitee has no language yet: the organisation's (English) applies, reworded above.
    const mail = await server.mailbox.waitFor(staffFr.email, /Join/);
    expect(htmlOf(mail.raw)).toContain('Harbour footer');
    ok(await call(RESET_BLUEPRINT, { key: 'invitation', language: 'en' }, admin.token));
    const later = await buildInvitation(tenant, { firstName: 'Noor' });
    const plain = await server.mailbox.waitFor(later.email, /acceptinvitation/);
    expect(plain.subject).toBe('You are invited to Harbour Labs');
    expect(plain.text).toContain('Hello Noor,');
    expect(htmlOf(plain.raw)).toContain('Harbour footer');
  });

  it('a decision’s own mails read as the organisation words them, in the applicant’s language; a funnel’s own mail stays its own', async () => {
    const DECIDE = `mutation D($id: ID!, $decision: RoundDecision!, $mail: ID, $reasons: [String!]) {
      decideApplicationRound(applicationId: $id, decision: $decision, rejectionMailId: $mail, reasons: $reasons) { status } }`;
    ok(
      await call(
        UPDATE_BLUEPRINT,
        {
          key: 'rejection',
          language: 'fr',
          data: {
            subject: '{{application}} : notre réponse',
            body: '<p>Bonjour {{name}}, merci pour {{funnel}}.</p><p>{{reasons}}</p><p><a href="{{link}}">Vos candidatures</a></p>',
          },
        },
        admin.token,
      ),
    );
    ok(
      await call(
        UPDATE_BLUEPRINT,
        { key: 'acceptance', language: 'en', data: { subject: 'Welcome aboard, {{name}}', body: '<p>{{application}} joins {{incubator}}.</p>' } },
        admin.token,
      ),
    );
    const funnel = await buildFunnel(tenant, { name: 'Spring call' });
    const french = await buildUser(tenant, { roleType: 'applicant', firstName: 'Aline', language: 'fr' });
    const english = await buildUser(tenant, { roleType: 'applicant', firstName: 'Omar' });
    const otherFrench = await buildUser(tenant, { roleType: 'applicant', language: 'fr' });
    const [no, yes, own] = await Promise.all([
      buildApplication(tenant, { funnel, applicant: french.user, name: 'Solar Kites' }),
      buildApplication(tenant, { funnel, applicant: english.user, name: 'Tidal Labs' }),
      buildApplication(tenant, { funnel, applicant: otherFrench.user, name: 'Wind Farms' }),
    ]);
    const funnelMail = newId();
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .insert(schema.rejectionMails)
        .values({ incubatorId: tenant.incubator.id, id: funnelMail, funnelId: funnel.id, name: 'Polite no', subject: 'About {{application}}', body: '<p>Not this time.</p>' }),
    );
    ok(await call(DECIDE, { id: no.id, decision: 'reject', reasons: ['Trop tôt'] }, admin.token));
    ok(await call(DECIDE, { id: yes.id, decision: 'accept' }, admin.token));
    ok(await call(DECIDE, { id: own.id, decision: 'reject', mail: funnelMail }, admin.token));

    const rejection = await server.mailbox.waitFor(french.email, /notre réponse/);
    expect(rejection.subject).toBe('Solar Kites : notre réponse');
    expect(rejection.text).toContain('Bonjour Aline, merci pour Spring call.');
    expect(rejection.text).toMatch(/Trop tôt/);
    expect(htmlOf(rejection.raw)).toMatch(/<a [^>]*href="http:\/\/[^"]+\/applications"[^>]*>Vos candidatures<\/a>/);
    const acceptance = await server.mailbox.waitFor(english.email, /Welcome aboard/);
    expect(acceptance.subject).toBe('Welcome aboard, Omar');
    expect(acceptance.text).toContain('Tidal Labs joins Harbour Labs.');
    // The rejection mail a funnel chose is that funnel's own wording, not the organisation's default.
    const chosen = await server.mailbox.waitFor(otherFrench.email, /About/);
    expect(chosen.text).toContain('Not this time.');

    // The default wording offered for editing names the decision's placeholders.
    const offered = ok(await call(BLUEPRINT, { key: 'rejection', language: 'en' }, admin.token)).emailBlueprint;
    expect(offered.placeholders).toEqual(['name', 'application', 'funnel', 'incubator', 'reasons', 'link']);
    expect(offered.defaultBody).toContain('{{reasons}}');
  });
});
