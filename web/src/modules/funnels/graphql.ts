import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

export const FUNNEL_ROW = graphql(`
  fragment FunnelRow on Funnel {
    _id
    name
    slug
    status
    archived
    updatedAt
    applicationCount
    rounds { _id }
    viewerCan { edit delete }
  }
`);
export type FunnelRowData = ResultOf<typeof FUNNEL_ROW>;

export const FUNNELS = graphql(
  `
  query Funnels($filter: FunnelFilter, $cursor: String, $limit: Int) {
    funnels(filter: $filter, cursor: $cursor, limit: $limit) { results { ...FunnelRow } totalCount next }
  }
`,
  [FUNNEL_ROW],
);
export type FunnelFilterInput = NonNullable<VariablesOf<typeof FUNNELS>['filter']>;

export const CREATE_FUNNEL = graphql(
  `
  mutation CreateFunnel($name: String!) { createFunnel(name: $name) { ...FunnelRow } }
`,
  [FUNNEL_ROW],
);

export const CLONE_FUNNEL = graphql(
  `
  mutation CloneFunnel($id: ID!, $name: String!) { cloneFunnel(id: $id, name: $name) { ...FunnelRow } }
`,
  [FUNNEL_ROW],
);

export const DELETE_FUNNEL = graphql(`
  mutation DeleteFunnel($id: ID!) { deleteFunnel(id: $id) }
`);

export const ARCHIVE_FUNNEL = graphql(
  `
  mutation ArchiveFunnel($id: ID!, $archived: Boolean!) { updateFunnel(id: $id, data: { archived: $archived }) { ...FunnelRow } }
`,
  [FUNNEL_ROW],
);

export const PAGE_BLOCK = graphql(`
  fragment FunnelPageBlockFields on FunnelPageBlock {
    id type html attachmentId alt imageUrl url embedUrl title columns
    items { title html }
  }
`);
export type PageBlockData = ResultOf<typeof PAGE_BLOCK>;

export const ROUND_FIELDS = graphql(`
  fragment FunnelRoundFields on FunnelRound {
    _id name position formId evaluationFormId meeting opensAt closesAt assignment evaluatorsPerApplication requiredEvaluations
    selfAssignment hasInstructionsMail isOpen applicationCount
    criteria { tag { _id name } weight }
    evaluators { _id fullName }
    visibility { hiddenQuestions { questionId roleTypes } evaluationsVisibleTo }
  }
`);
export type RoundData = ResultOf<typeof ROUND_FIELDS>;

export const FUNNEL_DETAILS = graphql(
  `
  fragment FunnelDetails on Funnel {
    _id name summary slug status anonymous archived updatedAt applicationCount
    page { ...FunnelPageBlockFields }
    acceptanceMail { subject body }
    program { _id name }
    administrators { _id fullName }
    viewerCan { edit delete }
    rounds { ...FunnelRoundFields }
  }
`,
  [PAGE_BLOCK, ROUND_FIELDS],
);
export type FunnelData = ResultOf<typeof FUNNEL_DETAILS>;

export const FUNNEL = graphql(
  `
  query Funnel($id: ID!) { funnel(id: $id) { ...FunnelDetails } }
`,
  [FUNNEL_DETAILS],
);

export const UPDATE_FUNNEL = graphql(
  `
  mutation UpdateFunnel($id: ID!, $data: FunnelInput!) { updateFunnel(id: $id, data: $data) { ...FunnelDetails } }
`,
  [FUNNEL_DETAILS],
);
export type FunnelInput = VariablesOf<typeof UPDATE_FUNNEL>['data'];
export type PageBlockInput = NonNullable<FunnelInput['page']>[number];

export const CREATE_ROUND = graphql(
  `
  mutation CreateFunnelRound($funnelId: ID!, $name: String!) { createFunnelRound(funnelId: $funnelId, name: $name) { ...FunnelRoundFields } }
`,
  [ROUND_FIELDS],
);

export const UPDATE_ROUND = graphql(
  `
  mutation UpdateFunnelRound($roundId: ID!, $data: FunnelRoundInput!) { updateFunnelRound(roundId: $roundId, data: $data) { ...FunnelRoundFields } }
`,
  [ROUND_FIELDS],
);
export type RoundInput = VariablesOf<typeof UPDATE_ROUND>['data'];

export const DELETE_ROUND = graphql(`
  mutation DeleteFunnelRound($roundId: ID!) { deleteFunnelRound(roundId: $roundId) }
`);

export const REORDER_ROUNDS = graphql(`
  mutation ReorderFunnelRounds($funnelId: ID!, $roundIds: [ID!]!) { reorderFunnelRounds(funnelId: $funnelId, roundIds: $roundIds) { _id position } }
`);

/** The operation name is the spec's (its loading indicator). */
export const FIND_OR_CREATE_INSTRUCTIONS = graphql(`
  mutation FindOrCreateFunnelInstructionEmail($funnelId: ID!, $roundId: ID) {
    findOrCreateFunnelInstructionEmail(funnelId: $funnelId, roundId: $roundId) { subject body }
  }
`);

export const REJECTION_MAIL = graphql(`
  fragment RejectionMailFields on RejectionMail { _id funnelId shared name subject body reasons viewerCanEdit }
`);
export type RejectionMailData = ResultOf<typeof REJECTION_MAIL>;

export const REJECTION_MAILS = graphql(
  `
  query RejectionMails($funnelId: ID) { rejectionMails(funnelId: $funnelId) { ...RejectionMailFields } }
`,
  [REJECTION_MAIL],
);
export const CREATE_REJECTION_MAIL = graphql(
  `
  mutation CreateRejectionMail($data: RejectionMailInput!) { createRejectionMail(data: $data) { ...RejectionMailFields } }
`,
  [REJECTION_MAIL],
);
export const UPDATE_REJECTION_MAIL = graphql(
  `
  mutation UpdateRejectionMail($id: ID!, $data: RejectionMailInput!) { updateRejectionMail(id: $id, data: $data) { ...RejectionMailFields } }
`,
  [REJECTION_MAIL],
);
export const DELETE_REJECTION_MAIL = graphql(`
  mutation DeleteRejectionMail($id: ID!) { deleteRejectionMail(id: $id) }
`);

/** Pickers of the builder: published forms by kind, programmes, evaluation criteria. */
export const ROUND_FORM_CHOICES = graphql(`
  query FunnelFormChoices($kind: String) {
    forms(filter: { kind: $kind, archived: false }, limit: 100) { results { _id title { language value } currentVersion { _id } } }
  }
`);
export const PROGRAM_CHOICES = graphql(`
  query FunnelProgramChoices { programs { _id name } }
`);
export const CRITERIA_CHOICES = graphql(`
  query FunnelCriteriaChoices { tags(category: "EvaluationCriteria") { _id name } }
`);
