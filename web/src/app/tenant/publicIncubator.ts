import { graphql, type ResultOf } from '../apollo/graphql';

export interface LanguageLabel {
  language: string;
  value: string;
}

export const PUBLIC_INCUBATOR = graphql(`
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
      loginProviders { provider enabled label }
      startupNameAlternative { active label { language value } }
      allowUserSelfDelete
      hidePoweredBy
      allowWriteInOptionInUserSkills
      plan { name employeeCountLimit }
    }
  }
`);

/** Spec 1 §3 "Incubator (public view)", as the login page and the shell read it. */
export type PublicIncubator = NonNullable<ResultOf<typeof PUBLIC_INCUBATOR>['publicIncubator']>;
