import { LAYOUT_FIELDS, type LayoutCustomization } from '../../auth/login/layoutCustomization';
import { graphql, type VariablesOf } from '../../../app/apollo/graphql';

export type LayoutScreen = 'LOGIN' | 'APPLY';

// Same root field and arguments as the login page's own query: writing this one updates that one.
export const SCREEN_LAYOUT = graphql(
  `
  query ScreenLayout($screen: LayoutScreen!) { layoutCustomization(screen: $screen) { ...LayoutFields } }
`,
  [LAYOUT_FIELDS],
);

export const UPDATE_LAYOUT = graphql(
  `
  mutation UpdateLayoutCustomization($screen: LayoutScreen!, $data: LayoutCustomizationInput!) {
    updateLayoutCustomization(screen: $screen, data: $data) { ...LayoutFields }
  }
`,
  [LAYOUT_FIELDS],
);

/** The editable part of a layout, in the mutation's shape (the screen name is not part of it). */
export function layoutInput(layout: LayoutCustomization): VariablesOf<typeof UPDATE_LAYOUT>['data'] {
  const { screen: _screen, ...rest } = layout as LayoutCustomization & { __typename?: string };
  return JSON.parse(JSON.stringify(rest, (key, value) => (key === '__typename' ? undefined : value)));
}
