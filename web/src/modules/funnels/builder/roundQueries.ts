import { graphql } from '../../../app/apollo/graphql';

/** The questions of a round's form, to choose which ones to hide from which roles. */
export const ROUND_FORM_QUESTIONS = graphql(`
  query FunnelRoundFormQuestions($id: ID!) { form(id: $id) { _id questions { _id label { language value } } } }
`);
