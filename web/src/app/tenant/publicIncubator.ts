import { gql, type TypedDocumentNode } from '@apollo/client';

export interface LanguageLabel {
  language: string;
  value: string;
}

/** Spec 1 §3 "Incubator (public view)", as the login page and the shell read it. */
export interface PublicIncubator {
  _id: string;
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
  whiteLogo: string | null;
  logoSquare: string | null;
  currency: string | null;
  timezone: string | null;
  address: string | null;
  defaultLanguage: string | null;
  gtmId: string | null;
  createdAt: string | null;
  seo: { active: boolean | null; seoTitle: string | null; seoDescription: string | null } | null;
  termsAndServices: { url: string | null } | null;
  customLogin: {
    active: boolean | null;
    text: string | null;
    url: string | null;
    buttonBackgroundColor: string | null;
    buttonTextColor: string | null;
  } | null;
  generalEmail: { email: string | null } | null;
  supportEmail: { email: string | null } | null;
  brandPalette: {
    sidebar: {
      backgroundColor: string | null;
      textColor: string | null;
      activeItemBackgroundColor: string | null;
      activeItemTextColor: string | null;
      activeSubItemTextColor: string | null;
      logoType: string | null;
    } | null;
    login: { logoType: string | null } | null;
  } | null;
  loginProviders: Array<{ provider: string; enabled: boolean }> | null;
  startupNameAlternative: { active: boolean | null; label: LanguageLabel[] | null } | null;
  allowUserSelfDelete: boolean | null;
  /** The plan's hidePoweredBy flag: the public screens leave out the "Powered by" line. */
  hidePoweredBy: boolean;
  allowWriteInOptionInUserSkills: boolean | null;
  plan: { name: string | null; employeeCountLimit: number | null } | null;
}

export const PUBLIC_INCUBATOR: TypedDocumentNode<{ publicIncubator: PublicIncubator | null }> = gql`
  query PublicIncubator {
    publicIncubator {
      _id
      id
      name
      slug
      description
      logo
      whiteLogo
      logoSquare
      currency
      timezone
      address
      defaultLanguage
      gtmId
      createdAt
      seo { active seoTitle seoDescription }
      termsAndServices { url }
      customLogin { active text url buttonBackgroundColor buttonTextColor }
      generalEmail { email }
      supportEmail { email }
      brandPalette {
        sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
        login { logoType }
      }
      loginProviders { provider enabled }
      startupNameAlternative { active label { language value } }
      allowUserSelfDelete
      hidePoweredBy
      allowWriteInOptionInUserSkills
      plan { name employeeCountLimit }
    }
  }
`;
