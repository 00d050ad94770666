import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const API_TOKEN_FIELDS = graphql(`
  fragment ApiTokenFields on ApiToken {
    _id
    name
    prefix
    scopes
    organisation
    current
    lastUsedAt
    expiresAt
    createdAt
    createdBy {
      _id
      fullName
    }
  }
`);

export const API_TOKENS = graphql(
  `
  query ApiTokens {
    apiTokens {
      ...ApiTokenFields
    }
    apiScopes {
      area
      label
      readScope
      writeScope
    }
  }
`,
  [API_TOKEN_FIELDS],
);

export const CREATE_API_TOKEN = graphql(
  `
  mutation CreateApiToken($name: String!, $scopes: [String!]!, $expiresAt: String, $organisation: Boolean) {
    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, organisation: $organisation) {
      token
      apiToken {
        ...ApiTokenFields
      }
    }
  }
`,
  [API_TOKEN_FIELDS],
);

export const REVOKE_API_TOKEN = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

export const WEBHOOK_FIELDS = graphql(`
  fragment WebhookFields on Webhook {
    _id
    url
    description
    eventKinds
    enabled
    failureCount
    disabledAt
    createdAt
  }
`);

export const WEBHOOKS = graphql(
  `
  query Webhooks {
    webhooks {
      ...WebhookFields
    }
    webhookEventKinds {
      kind
      label
    }
  }
`,
  [WEBHOOK_FIELDS],
);

export const CREATE_WEBHOOK = graphql(
  `
  mutation CreateWebhook($data: WebhookInput!) {
    createWebhook(data: $data) {
      secret
      webhook {
        ...WebhookFields
      }
    }
  }
`,
  [WEBHOOK_FIELDS],
);

export const UPDATE_WEBHOOK = graphql(
  `
  mutation UpdateWebhook($id: ID!, $data: WebhookChanges!) {
    updateWebhook(id: $id, data: $data) {
      ...WebhookFields
    }
  }
`,
  [WEBHOOK_FIELDS],
);

export const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export const WEBHOOK_SECRET = graphql(`
  query WebhookSecret($id: ID!) {
    webhookSecret(id: $id)
  }
`);

export const DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    _id
    eventKind
    status
    attempts
    test
    replayOf
    nextAttemptAt
    lastAttemptAt
    responseStatus
    responseExcerpt
    durationMs
    payload
    createdAt
  }
`);

export const WEBHOOK_DELIVERIES = graphql(
  `
  query WebhookDeliveries($webhookId: ID!, $cursor: String, $limit: Int) {
    webhookDeliveries(webhookId: $webhookId, cursor: $cursor, limit: $limit) {
      next
      results {
        ...WebhookDeliveryFields
      }
    }
  }
`,
  [DELIVERY_FIELDS],
);

export const REPLAY_DELIVERY = graphql(
  `
  mutation ReplayWebhookDelivery($id: ID!) {
    replayWebhookDelivery(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`,
  [DELIVERY_FIELDS],
);

export const SEND_TEST_WEBHOOK = graphql(
  `
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`,
  [DELIVERY_FIELDS],
);

export type ApiTokenItem = ResultOf<typeof API_TOKEN_FIELDS>;
export type ApiScopeItem = ResultOf<typeof API_TOKENS>['apiScopes'][number];
export type WebhookItem = ResultOf<typeof WEBHOOK_FIELDS>;
export type EventKindItem = ResultOf<typeof WEBHOOKS>['webhookEventKinds'][number];
export type DeliveryItem = ResultOf<typeof DELIVERY_FIELDS>;
