import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

const PROVIDER_FIELDS = graphql(`
  fragment SignOnProviderFields on SignOnProvider {
    _id
    kind
    name
    issuer
    clientId
    clientSecretSet
    enabled
    allowPassword
    roleClaim
    roleMappings { value roleId }
    defaultRoleId
    createPeople
    audience
  }
`);

export type SignOnProviderRow = ResultOf<typeof PROVIDER_FIELDS>;

export const SIGN_ON_PROVIDERS = graphql(
  `
  query SignOnProviders {
    signOnProviders { ...SignOnProviderFields }
    signOnSettings { redirectUri linkedinRedirectUri }
    roles { _id type displayName }
  }
`,
  [PROVIDER_FIELDS],
);

export type SignOnRole = ResultOf<typeof SIGN_ON_PROVIDERS>['roles'][number];

export const CREATE_SIGN_ON_PROVIDER = graphql(
  `
  mutation CreateSignOnProvider($data: SignOnProviderInput!) {
    createSignOnProvider(data: $data) { ...SignOnProviderFields }
  }
`,
  [PROVIDER_FIELDS],
);

export const UPDATE_SIGN_ON_PROVIDER = graphql(
  `
  mutation UpdateSignOnProvider($id: ID!, $data: SignOnProviderInput!) {
    updateSignOnProvider(id: $id, data: $data) { ...SignOnProviderFields }
  }
`,
  [PROVIDER_FIELDS],
);

export type SignOnProviderData = VariablesOf<typeof CREATE_SIGN_ON_PROVIDER>['data'];

export const DELETE_SIGN_ON_PROVIDER = graphql(`
  mutation DeleteSignOnProvider($id: ID!) {
    deleteSignOnProvider(id: $id)
  }
`);

export const TEST_SIGN_ON_PROVIDER = graphql(`
  mutation TestSignOnProvider($id: ID!) {
    testSignOnProvider(id: $id) { issuer authorizationEndpoint scopes }
  }
`);

export const START_SIGN_ON = graphql(`
  mutation StartSignOn($provider: ID!, $returnTo: String, $prompt: String, $loginHint: String) {
    startSignOn(provider: $provider, returnTo: $returnTo, prompt: $prompt, loginHint: $loginHint) { url binding providerName }
  }
`);

export const COMPLETE_SIGN_ON = graphql(`
  mutation CompleteSignOn($code: String!, $state: String!, $iss: String, $binding: String!) {
    completeSignOn(code: $code, state: $state, iss: $iss, binding: $binding) { token returnTo user { _id email fullName } }
  }
`);
