import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Notifications } from '@mantine/notifications';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ORGANISATION_SETTINGS, VERIFY_CUSTOM_DOMAIN } from '../general/organisationApi';
import { DomainPage } from './DomainPage';

const record = (type: string, name: string, value: string) => ({ __typename: 'DnsRecord', type, name, value });

/** The organisation as the settings query answers it, with a claimed domain in the given state. */
function organisation(verified: boolean) {
  return {
    __typename: 'Incubator',
    _id: 'inc-1',
    id: 'inc-1',
    name: 'Harbour Labs',
    slug: 'harbour',
    description: null,
    logo: null,
    whiteLogo: null,
    logoSquare: null,
    currency: 'EUR',
    timezone: 'Europe/Paris',
    address: null,
    defaultLanguage: 'en',
    gtmId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    seo: { __typename: 'Seo', active: false, seoTitle: null, seoDescription: null },
    termsAndServices: { __typename: 'TermsAndServices', url: null },
    customLogin: { __typename: 'CustomLogin', active: false, text: null, url: null, buttonBackgroundColor: null, buttonTextColor: null },
    generalEmail: null,
    supportEmail: null,
    brandPalette: {
      __typename: 'BrandPalette',
      sidebar: {
        __typename: 'SidebarPalette',
        backgroundColor: '#1a2b3c',
        textColor: '#ffffff',
        activeItemBackgroundColor: '#000000',
        activeItemTextColor: '#ffffff',
        activeSubItemTextColor: '#ffffff',
        logoType: 'DEFAULT',
      },
      login: { __typename: 'LoginPalette', logoType: 'DEFAULT' },
    },
    loginProviders: [{ __typename: 'LoginProvider', provider: 'local', enabled: true }],
    startupNameAlternative: { __typename: 'StartupNameAlternative', active: false, label: [] },
    allowUserSelfDelete: false,
    allowWriteInOptionInUserSkills: false,
    plan: { __typename: 'Plan', name: 'enterprise', employeeCountLimit: null },
    customDomain: 'portal.harbour.example',
    customDomainRecord: record('CNAME', 'portal.harbour.example', 'seedbed.example'),
    customDomainVerified: verified,
    customDomainVerification: record('TXT', '_seedbed-verification.portal.harbour.example', 'seedbed-verification=0123abcd'),
    hidePoweredBy: false,
  };
}

async function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  await renderWithApollo(
    <>
      <Notifications />
      <DomainPage />
    </>,
    { mocks },
  );
}

const settings = (verified: boolean): MockLink.MockedResponse => ({ request: { query: ORGANISATION_SETTINGS }, result: { data: { incubator: organisation(verified) } } });

describe('DomainPage', () => {
  it('shows the CNAME and TXT records to create and that the domain waits for verification', async () => {
    await renderPage([settings(false)]);
    const note = await screen.findByRole('note');
    // Each record in turn: its type, then the name and the value to create.
    expect(note.textContent).toMatch(/CNAME.*portal\.harbour\.example.*seedbed\.example.*TXT.*_seedbed-verification\.portal\.harbour\.example.*seedbed-verification=0123abcd/);
    expect(within(note).getAllByRole('button', { name: /^Copy/ })).toHaveLength(4);
    expect(screen.getByText('Waiting for verification')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify domain' })).toBeTruthy();
  });

  it("shows the server's reason in place when the record is not found yet", async () => {
    const reason = 'The TXT record _seedbed-verification.portal.harbour.example was not found yet. Create it at your DNS provider and try again in a few minutes';
    await renderPage([
      settings(false),
      {
        request: { query: VERIFY_CUSTOM_DOMAIN },
        result: { errors: [new GraphQLError('Invalid field', { extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'customDomain', message: reason }] } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify domain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByText('Waiting for verification')).toBeTruthy();
  });

  it('shows the domain as verified once the server has found the record', async () => {
    await renderPage([settings(false), { request: { query: VERIFY_CUSTOM_DOMAIN }, result: { data: { verifyCustomDomain: organisation(true) } } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify domain' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('portal.harbour.example is verified and leads to your organisation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify domain' })).toBeNull();
    expect(await screen.findByText('Domain verified')).toBeTruthy();
  });
});
