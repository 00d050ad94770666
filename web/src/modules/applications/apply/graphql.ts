import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** Sign-up of a visitor as an applicant; the operation name is the spec's (loading indicator). */
export const CREATE_APPLICANT = graphql(`
  mutation CreateApplicant($email: String!, $firstName: String!, $lastName: String!, $password: String!, $funnelId: ID) {
    createApplicant(email: $email, firstName: $firstName, lastName: $lastName, password: $password, funnelId: $funnelId) {
      token
      userId
    }
  }
`);

export const CONFIRM_ACCOUNT = graphql(`
  mutation ConfirmAccount($token: String!) {
    confirmAccount(token: $token)
  }
`);

/** The open funnels, to name the one an application is started for. */
export const OPEN_FUNNELS = graphql(`
  query ApplyOpenFunnels {
    publicFunnels {
      _id
      name
      summary
      isOpen
    }
  }
`);

export const CREATE_APPLICATION = graphql(`
  mutation CreateApplication($funnelId: ID!, $name: String!) {
    createApplication(funnelId: $funnelId, name: $name) {
      _id
      round {
        _id
      }
    }
  }
`);

export const APPLICATION_ROUND_FORM = graphql(`
  query ApplicationRoundForm($applicationId: ID!, $roundId: ID!) {
    applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {
      application {
        _id
        name
        funnel {
          _id
          name
        }
      }
      round {
        _id
        name
        closesAt
      }
      asksForm
      form {
        _id
        title {
          language
          value
        }
        description {
          language
          value
        }
        questions {
          _id
          definition
        }
      }
      customFields {
        definition
      }
      answers
      submitted
      open
    }
  }
`);

export const SAVE_ROUND_ANSWERS = graphql(`
  mutation SaveApplicationRoundAnswers($applicationId: ID!, $roundId: ID!, $answers: String!) {
    saveApplicationRoundAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers) {
      savedAt
    }
  }
`);

export const SUBMIT_ROUND = graphql(`
  mutation SubmitApplicationRound($applicationId: ID!, $roundId: ID!, $answers: String!) {
    submitApplicationRound(applicationId: $applicationId, roundId: $roundId, answers: $answers) {
      submitted
      open
      answers
    }
  }
`);

export const MY_APPLICATIONS = graphql(`
  query MyApplications {
    myApplications {
      _id
      name
      status
      createdAt
      submittedAt
      funnel {
        _id
        name
      }
      round {
        _id
        name
        closesAt
      }
      nextStep {
        kind
        roundId
        roundOpen
      }
    }
  }
`);

export type RoundFormData = ResultOf<typeof APPLICATION_ROUND_FORM>['applicationRoundForm'];
export type MyApplicationData = ResultOf<typeof MY_APPLICATIONS>['myApplications'][number];
