import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export const INDUSTRIES = graphql(`
  query Industries {
    industries {
      _id
      name
      usage
    }
  }
`);

export const CREATE_INDUSTRY = graphql(`
  mutation CreateIndustry($name: String!) {
    createIndustry(name: $name) {
      _id
      name
      usage
    }
  }
`);

export const UPDATE_INDUSTRY = graphql(`
  mutation UpdateIndustry($industryId: ID!, $name: String!) {
    updateIndustry(industryId: $industryId, name: $name) {
      _id
      name
      usage
    }
  }
`);

export const DELETE_INDUSTRY = graphql(`
  mutation DeleteIndustry($industryId: ID!) {
    deleteIndustry(industryId: $industryId)
  }
`);

export type IndustryRow = ResultOf<typeof INDUSTRIES>['industries'][number];
