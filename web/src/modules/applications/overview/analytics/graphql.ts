import { graphql, type ResultOf } from '../../../../app/apollo/graphql';

/** The applications dashboard for a funnel (or every funnel in reach) over a period of days. */
export const APPLICATIONS_DASHBOARD = graphql(`
  query ApplicationsDashboard($funnelId: ID, $from: String, $to: String) {
    applicationsDashboard(funnelId: $funnelId, from: $from, to: $to) {
      funnel { _id name }
      funnels { _id name status archived }
      from
      to
      total
      statuses { status count }
      rounds { name position entered submitted accepted rejected round { _id } }
      weeks { week created submitted }
      scores { from to count }
      evaluators { evaluator { _id fullName } assigned done conflicts }
      timeToDecision { decided medianDays p90Days }
    }
  }
`);

export type Dashboard = ResultOf<typeof APPLICATIONS_DASHBOARD>['applicationsDashboard'];
