import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const MY_SETTINGS = graphql(`
  query MySettings {
    currentUser {
      _id
      language
      timezone
      dateFormat
    }
  }
`);

export const UPDATE_MY_SETTINGS = graphql(`
  mutation UpdateMySettings($language: String, $timezone: String, $dateFormat: String) {
    updateMySettings(language: $language, timezone: $timezone, dateFormat: $dateFormat) {
      _id
      language
      timezone
      dateFormat
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const MY_SESSIONS = graphql(`
  query MySessions {
    mySessions {
      _id
      status
      userAgent
      createdAt
      lastSeenAt
      current
    }
  }
`);

export const LOGOUT_OTHER_SESSIONS = graphql(`
  mutation LogoutOtherSessions {
    logoutOtherSessions
  }
`);

export const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

export type MySettings = ResultOf<typeof MY_SETTINGS>['currentUser'];
