import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export type EmailKind = 'GENERAL' | 'SUPPORT';
export interface DnsRecord {
  type: string;
  name: string;
  value: string;
}

// Every field the public query reads is asked for again here, so a saved answer updates the one
// cached Incubator and the shell (names, startup term, sidebar colours) changes without reloading.
const ORGANISATION_FIELDS = graphql(`
  fragment OrganisationSettingsFields on Incubator {
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
    }
`);

/** The organisation as its settings tabs read it: the public view plus what only admins use. */
export type OrganisationSettings = ResultOf<typeof ORGANISATION_FIELDS>;

export const ORGANISATION_SETTINGS = graphql(
  `
  query OrganisationSettings { incubator { ...OrganisationSettingsFields } }
`,
  [ORGANISATION_FIELDS],
);

export const UPDATE_INCUBATOR = graphql(
  `
  mutation UpdateIncubator($data: IncubatorInput!) { updateIncubator(data: $data) { ...OrganisationSettingsFields } }
`,
  [ORGANISATION_FIELDS],
);

export const VERIFY_CUSTOM_DOMAIN = graphql(
  `
  mutation VerifyCustomDomain { verifyCustomDomain { ...OrganisationSettingsFields } }
`,
  [ORGANISATION_FIELDS],
);

export const DELETE_UNCONFIRMED_EMAIL = graphql(
  `
  mutation DeleteUnconfirmedEmailAddressButton($kind: IncubatorEmailKind!) { deleteUnconfirmedIncubatorEmail(kind: $kind) { ...OrganisationSettingsFields } }
`,
  [ORGANISATION_FIELDS],
);

export const CONFIRM_INCUBATOR_EMAIL = graphql(`
  mutation ConfirmIncubatorEmail($token: String) {
    confirmIncubatorEmail(token: $token) { _id id generalEmail { email confirmed } supportEmail { email confirmed } }
    }
`);
