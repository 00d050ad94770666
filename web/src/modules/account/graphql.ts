import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionSummary } from '../auth/serverSession';

export interface MySettings {
  _id: string;
  language: string | null;
  timezone: string | null;
  dateFormat: string | null;
}

export const MY_SETTINGS: TypedDocumentNode<{ currentUser: MySettings }> = gql`
  query MySettings {
    currentUser {
      _id
      language
      timezone
      dateFormat
    }
  }
`;

export const UPDATE_MY_SETTINGS: TypedDocumentNode<
  { updateMySettings: MySettings },
  { language: string | null; timezone: string | null; dateFormat: string | null }
> = gql`
  mutation UpdateMySettings($language: String, $timezone: String, $dateFormat: String) {
    updateMySettings(language: $language, timezone: $timezone, dateFormat: $dateFormat) {
      _id
      language
      timezone
      dateFormat
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<{ changePassword: boolean }, { currentPassword: string; newPassword: string }> = gql`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;

export const MY_SESSIONS: TypedDocumentNode<{ mySessions: SessionSummary[] }> = gql`
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
`;

export const LOGOUT_OTHER_SESSIONS: TypedDocumentNode<{ logoutOtherSessions: number }> = gql`
  mutation LogoutOtherSessions {
    logoutOtherSessions
  }
`;

export const DELETE_MY_ACCOUNT: TypedDocumentNode<{ deleteMyAccount: boolean }, { password: string }> = gql`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`;
