import { gql, type TypedDocumentNode } from '@apollo/client';

export const CREATE_INCUBATOR_EVENT: TypedDocumentNode<{ createIncubatorEvent: { _id: string } }, Record<string, never>> = gql`
  mutation CreateIncubatorEvent {
    createIncubatorEvent {
      _id
    }
  }
`;
