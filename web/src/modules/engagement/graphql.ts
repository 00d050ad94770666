import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const STARTUP_ENGAGEMENT = graphql(`
  query StartupEngagement($startupId: ID!, $from: String, $to: String, $interval: EngagementInterval) {
    startupEngagement(startupId: $startupId, from: $from, to: $to, interval: $interval) {
      startupId
      from
      to
      interval
      team {
        start
        signIns
        sessionsAttended
        tasksDone
        metricsOnTime
        lessonsCompleted
        posts
      }
      totals {
        signIns
        sessionsAttended
        tasksDone
        metricsOnTime
        lessonsCompleted
        posts
      }
      founders {
        person {
          _id
          fullName
        }
        periods {
          start
          signIns
          sessionsAttended
          tasksDone
          metricsOnTime
          lessonsCompleted
          posts
        }
        totals {
          signIns
          sessionsAttended
          tasksDone
          metricsOnTime
          lessonsCompleted
          posts
        }
      }
    }
  }
`);

export type StartupEngagement = ResultOf<typeof STARTUP_ENGAGEMENT>['startupEngagement'];
export type FounderEngagement = StartupEngagement['founders'][number];
