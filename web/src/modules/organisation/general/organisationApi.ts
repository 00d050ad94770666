import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';

export type EmailKind = 'GENERAL' | 'SUPPORT';
export interface DnsRecord { type: string; name: string; value: string }

/** The organisation as its settings tabs read it: the public view plus what only admins use. */
export interface OrganisationSettings extends Omit<PublicIncubator, 'generalEmail' | 'supportEmail'> {
  generalEmail: { email: string | null; confirmed: boolean | null } | null;
  supportEmail: { email: string | null; confirmed: boolean | null } | null;
  customDomain: string | null;
  customDomainRecord: DnsRecord | null;
  /** Only a verified domain leads to the organisation. */
  customDomainVerified: boolean;
  /** The TXT record that proves the domain is the organisation's. */
  customDomainVerification: DnsRecord | null;
  hidePoweredBy: boolean;
}

// Every field the public query reads is asked for again here, so a saved answer updates the one
// cached Incubator and the shell (names, startup term, sidebar colours) changes without reloading.
const FIELDS = `
  _id id name slug description logo whiteLogo logoSquare currency timezone address defaultLanguage gtmId createdAt
  seo { active seoTitle seoDescription }
  termsAndServices { url }
  customLogin { active text url buttonBackgroundColor buttonTextColor }
  generalEmail { email confirmed }
  supportEmail { email confirmed }
  brandPalette {
    sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
    login { logoType }
  }
  loginProviders { provider enabled }
  startupNameAlternative { active label { language value } }
  allowUserSelfDelete allowWriteInOptionInUserSkills
  plan { name employeeCountLimit }
  customDomain customDomainRecord { type name value } customDomainVerified customDomainVerification { type name value } hidePoweredBy
`;

export const ORGANISATION_SETTINGS: TypedDocumentNode<{ incubator: OrganisationSettings }> = gql`
  query OrganisationSettings { incubator { ${FIELDS} } }
`;

export const UPDATE_INCUBATOR: TypedDocumentNode<{ updateIncubator: OrganisationSettings }, { data: Record<string, unknown> }> = gql`
  mutation UpdateIncubator($data: IncubatorInput!) { updateIncubator(data: $data) { ${FIELDS} } }
`;

export const VERIFY_CUSTOM_DOMAIN: TypedDocumentNode<{ verifyCustomDomain: OrganisationSettings | null }, Record<string, never>> = gql`
  mutation VerifyCustomDomain { verifyCustomDomain { ${FIELDS} } }
`;

export const DELETE_UNCONFIRMED_EMAIL: TypedDocumentNode<{ deleteUnconfirmedIncubatorEmail: OrganisationSettings }, { kind: EmailKind }> = gql`
  mutation DeleteUnconfirmedEmailAddressButton($kind: IncubatorEmailKind!) { deleteUnconfirmedIncubatorEmail(kind: $kind) { ${FIELDS} } }
`;

export const CONFIRM_INCUBATOR_EMAIL: TypedDocumentNode<{ confirmIncubatorEmail: { _id: string; id: string; generalEmail: { email: string | null; confirmed: boolean | null } | null; supportEmail: { email: string | null; confirmed: boolean | null } | null } }, { token: string }> = gql`
  mutation ConfirmIncubatorEmail($token: String) {
    confirmIncubatorEmail(token: $token) { _id id generalEmail { email confirmed } supportEmail { email confirmed } }
  }
`;
