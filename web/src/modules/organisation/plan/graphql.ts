import { gql, type TypedDocumentNode } from '@apollo/client';

export interface OrganisationPlanData {
  organisationPlan: {
    name: string;
    employeeCountLimit: number | null;
    employeeCount: number;
    flags: Array<{ name: string; enabled: boolean; premium: boolean; inPlan: boolean }>;
  };
}

export const ORGANISATION_PLAN: TypedDocumentNode<OrganisationPlanData> = gql`
  query OrganisationPlan {
    organisationPlan {
      name
      employeeCountLimit
      employeeCount
      flags {
        name
        enabled
        premium
        inPlan
      }
    }
  }
`;
