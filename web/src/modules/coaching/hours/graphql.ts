import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** A startup's coaching time and who may change it; the balance card and the warning share it (one cache entry). */
export const HOUR_BALANCE = graphql(`
  query HourBalance($startupId: ID!) {
    hourBalance(startupId: $startupId) {
      allocatedMinutes
      usedMinutes
      remainingMinutes
    }
    hourAllocations(startupId: $startupId) {
      _id
      programId
      programName
      amount
      unit
      minutes
    }
    startup(id: $startupId) {
      _id
      viewerCanAllocateHours
      programs {
        _id
        name
      }
    }
  }
`);

export type HourBalanceData = ResultOf<typeof HOUR_BALANCE>;
export type HourAllocationData = HourBalanceData['hourAllocations'][number];

export const SET_HOUR_ALLOCATION = graphql(`
  mutation SetHourAllocation($input: HourAllocationInput!) {
    setHourAllocation(input: $input) {
      _id
      programId
      amount
      unit
      minutes
    }
  }
`);

export const REMOVE_HOUR_ALLOCATION = graphql(`
  mutation RemoveHourAllocation($id: ID!) {
    removeHourAllocation(id: $id)
  }
`);
