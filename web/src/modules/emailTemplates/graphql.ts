import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

export const DESIGN_FIELDS = graphql(`
  fragment EmailDesignFields on EmailTemplate {
    _id
    name
    showLogo
    headerHtml
    footerHtml
    brandColor
    headerBackgroundColor
    backgroundColor
    textColor
    isDefault
    updatedAt
  }
`);
export type DesignData = ResultOf<typeof DESIGN_FIELDS>;

export const VIEWER_CAN = graphql(`
  query EmailTemplatesViewerCan {
    emailTemplatesViewerCan {
      useTemplates
      manageBlueprints
    }
  }
`);

export const DESIGNS = graphql(
  `
    query EmailDesigns($cursor: String, $limit: Int) {
      emailTemplates(cursor: $cursor, limit: $limit) {
        results {
          ...EmailDesignFields
        }
        next
      }
    }
  `,
  [DESIGN_FIELDS],
);

export const DESIGN = graphql(
  `
    query EmailDesign($id: ID!) {
      emailTemplate(id: $id) {
        ...EmailDesignFields
      }
    }
  `,
  [DESIGN_FIELDS],
);

export const DESIGN_PREVIEW = graphql(`
  query EmailDesignPreview($data: EmailTemplateInput!, $language: String) {
    emailTemplatePreview(data: $data, language: $language)
  }
`);
export type DesignInput = VariablesOf<typeof DESIGN_PREVIEW>['data'];

export const CREATE_DESIGN = graphql(
  `
    mutation CreateEmailDesign($data: EmailTemplateInput!) {
      createEmailTemplate(data: $data) {
        ...EmailDesignFields
      }
    }
  `,
  [DESIGN_FIELDS],
);

export const UPDATE_DESIGN = graphql(
  `
    mutation UpdateEmailDesign($id: ID!, $data: EmailTemplateInput!) {
      updateEmailTemplate(id: $id, data: $data) {
        ...EmailDesignFields
      }
    }
  `,
  [DESIGN_FIELDS],
);

export const SET_DEFAULT_DESIGN = graphql(
  `
    mutation SetDefaultEmailDesign($id: ID!) {
      setDefaultEmailTemplate(id: $id) {
        ...EmailDesignFields
      }
    }
  `,
  [DESIGN_FIELDS],
);

export const DUPLICATE_DESIGN = graphql(
  `
    mutation DuplicateEmailDesign($id: ID!, $name: String!) {
      duplicateEmailTemplate(id: $id, name: $name) {
        ...EmailDesignFields
      }
    }
  `,
  [DESIGN_FIELDS],
);

export const DELETE_DESIGN = graphql(`
  mutation DeleteEmailDesign($id: ID!) {
    deleteEmailTemplate(id: $id)
  }
`);

export const SEND_TEST = graphql(`
  mutation SendTestEmailDesign($id: ID!) {
    sendTestEmailTemplate(id: $id)
  }
`);

export const CONTENT_FIELDS = graphql(`
  fragment ContentTemplateFields on ContentTemplate {
    _id
    name
    subject
    body
    updatedAt
  }
`);
export type ContentData = ResultOf<typeof CONTENT_FIELDS>;

export const CONTENTS = graphql(
  `
    query ContentTemplates($search: String, $cursor: String, $limit: Int) {
      contentTemplates(search: $search, cursor: $cursor, limit: $limit) {
        results {
          ...ContentTemplateFields
        }
        next
      }
    }
  `,
  [CONTENT_FIELDS],
);

export const CREATE_CONTENT = graphql(
  `
    mutation CreateContentTemplate($data: ContentTemplateInput!) {
      createContentTemplate(data: $data) {
        ...ContentTemplateFields
      }
    }
  `,
  [CONTENT_FIELDS],
);

export const UPDATE_CONTENT = graphql(
  `
    mutation UpdateContentTemplate($id: ID!, $data: ContentTemplateInput!) {
      updateContentTemplate(id: $id, data: $data) {
        ...ContentTemplateFields
      }
    }
  `,
  [CONTENT_FIELDS],
);

export const DELETE_CONTENT = graphql(`
  mutation DeleteContentTemplate($id: ID!) {
    deleteContentTemplate(id: $id)
  }
`);

export const BLUEPRINTS = graphql(`
  query EmailBlueprints {
    emailBlueprints {
      key
      placeholders
      customisedLanguages
    }
  }
`);
export type BlueprintData = ResultOf<typeof BLUEPRINTS>['emailBlueprints'][number];

export const WORDING_FIELDS = graphql(`
  fragment EmailBlueprintWordingFields on EmailBlueprintWording {
    key
    language
    subject
    body
    customised
    placeholders
    defaultSubject
    defaultBody
  }
`);
export type WordingData = ResultOf<typeof WORDING_FIELDS>;

export const BLUEPRINT = graphql(
  `
    query EmailBlueprint($key: EmailBlueprintKey!, $language: EmailLanguage!) {
      emailBlueprint(key: $key, language: $language) {
        ...EmailBlueprintWordingFields
      }
    }
  `,
  [WORDING_FIELDS],
);

export const UPDATE_BLUEPRINT = graphql(
  `
    mutation UpdateEmailBlueprint($key: EmailBlueprintKey!, $language: EmailLanguage!, $data: EmailBlueprintInput!) {
      updateEmailBlueprint(key: $key, language: $language, data: $data) {
        ...EmailBlueprintWordingFields
      }
    }
  `,
  [WORDING_FIELDS],
);

export const RESET_BLUEPRINT = graphql(
  `
    mutation ResetEmailBlueprint($key: EmailBlueprintKey!, $language: EmailLanguage!) {
      resetEmailBlueprint(key: $key, language: $language) {
        ...EmailBlueprintWordingFields
      }
    }
  `,
  [WORDING_FIELDS],
);
