import { gql, type TypedDocumentNode } from '@apollo/client';
import { LAYOUT_FIELDS, type LayoutCustomization } from '../../auth/login/layoutCustomization';

export type LayoutScreen = 'LOGIN' | 'APPLY';

// Same root field and arguments as the login page's own query: writing this one updates that one.
export const SCREEN_LAYOUT: TypedDocumentNode<{ layoutCustomization: LayoutCustomization }, { screen: LayoutScreen }> = gql`
  query ScreenLayout($screen: LayoutScreen!) { layoutCustomization(screen: $screen) { ${LAYOUT_FIELDS} } }
`;

export const UPDATE_LAYOUT: TypedDocumentNode<{ updateLayoutCustomization: LayoutCustomization }, { screen: LayoutScreen; data: Record<string, unknown> }> = gql`
  mutation UpdateLayoutCustomization($screen: LayoutScreen!, $data: LayoutCustomizationInput!) {
    updateLayoutCustomization(screen: $screen, data: $data) { ${LAYOUT_FIELDS} }
  }
`;

/** The editable part of a layout, in the mutation's shape (the screen name is not part of it). */
export function layoutInput(layout: LayoutCustomization): Record<string, unknown> {
  const { screen: _screen, ...rest } = layout as LayoutCustomization & { __typename?: string };
  return JSON.parse(JSON.stringify(rest, (key, value) => (key === '__typename' ? undefined : value)));
}
