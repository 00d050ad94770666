import { gql, type TypedDocumentNode } from '@apollo/client';

export interface IndustryRow {
  _id: string;
  name: string;
  usage: number;
}

export const INDUSTRIES: TypedDocumentNode<{ industries: IndustryRow[] }> = gql`
  query Industries {
    industries {
      _id
      name
      usage
    }
  }
`;

export const CREATE_INDUSTRY: TypedDocumentNode<{ createIndustry: IndustryRow }, { name: string }> = gql`
  mutation CreateIndustry($name: String!) {
    createIndustry(name: $name) {
      _id
      name
      usage
    }
  }
`;

export const UPDATE_INDUSTRY: TypedDocumentNode<{ updateIndustry: IndustryRow }, { industryId: string; name: string }> = gql`
  mutation UpdateIndustry($industryId: ID!, $name: String!) {
    updateIndustry(industryId: $industryId, name: $name) {
      _id
      name
      usage
    }
  }
`;

export const DELETE_INDUSTRY: TypedDocumentNode<{ deleteIndustry: boolean }, { industryId: string }> = gql`
  mutation DeleteIndustry($industryId: ID!) {
    deleteIndustry(industryId: $industryId)
  }
`;
