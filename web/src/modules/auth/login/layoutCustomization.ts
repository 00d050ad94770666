import { gql, type TypedDocumentNode } from '@apollo/client';
import type { LanguageLabel } from '../../../app/tenant/publicIncubator';

/** Spec 1 §3 "Layout customization", as the login screen reads it. */
export interface LayoutCustomization {
  screen: string;
  background: { color: string | null; imageUrl: string | null } | null;
  header: { isVisible: boolean | null; height: number | null } | null;
  content: { columnWidth: number | string | null; columns: number | null } | null;
  footer: { isVisible: boolean | null; height: number | null } | null;
  logo: { type: string | null; position: string | null; height: number | null } | null;
  customText: { description: LanguageLabel[] | null; footer: LanguageLabel[] | null } | null;
  colors: {
    widgetBackgroundColor: string | null;
    panelBackgroundColor: string | null;
    primaryButtonBackgroundColor: string | null;
    primaryButtonTextColor: string | null;
    linkColor: string | null;
    textColor: string | null;
    headingColor: string | null;
    headerTextColor: string | null;
  } | null;
}

/** Every field of a layout customisation: the login page reads them, the branding tab edits them. */
export const LAYOUT_FIELDS = `
  screen
  background { color imageUrl }
  header { isVisible height }
  content { columnWidth columns }
  footer { isVisible height }
  logo { type position height }
  customText { description { language value } footer { language value } }
  colors { widgetBackgroundColor panelBackgroundColor primaryButtonBackgroundColor primaryButtonTextColor linkColor textColor headingColor headerTextColor }
`;

export const LOGIN_LAYOUT: TypedDocumentNode<{ layoutCustomization: LayoutCustomization | null }> = gql`
  query LoginLayoutCustomization {
    layoutCustomization(screen: LOGIN) { ${LAYOUT_FIELDS} }
  }
`;
