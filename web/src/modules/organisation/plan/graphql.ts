import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export const ORGANISATION_PLAN = graphql(`
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
`);

export type OrganisationPlanData = ResultOf<typeof ORGANISATION_PLAN>;
