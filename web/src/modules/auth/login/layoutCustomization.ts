import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/**
 * Every field of a layout customisation: the login page reads them, the branding tab edits them.
 * The same fields under the same root field and arguments, so writing one query updates the other.
 */
export const LAYOUT_FIELDS = graphql(`
  fragment LayoutFields on LayoutCustomization {
    screen
    background { color imageUrl }
    header { isVisible height }
    content { columnWidth columns }
    footer { isVisible height }
    logo { type position height }
    customText { description { language value } footer { language value } }
    colors { widgetBackgroundColor panelBackgroundColor primaryButtonBackgroundColor primaryButtonTextColor linkColor textColor headingColor headerTextColor }
  }
`);

/** Spec 1 §3 "Layout customization", as the login screen reads it. */
export type LayoutCustomization = ResultOf<typeof LAYOUT_FIELDS>;

export const LOGIN_LAYOUT = graphql(
  `
  query LoginLayoutCustomization {
    layoutCustomization(screen: LOGIN) { ...LayoutFields }
  }
`,
  [LAYOUT_FIELDS],
);
