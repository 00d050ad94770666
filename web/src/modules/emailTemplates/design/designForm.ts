import type { TFunction } from 'i18next';
import { emailDesignSchema } from '@seedbed/contracts/email-templates-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import type { DesignData, DesignInput } from '../graphql';

export type DesignFormValues = Omit<DesignInput, 'headerHtml' | 'footerHtml'> & { headerHtml: string; footerHtml: string };

const HEX = /^#[0-9a-fA-F]{6}$/;
const hex = (value: string | null | undefined, fallback: string) => (value && HEX.test(value) ? value.toLowerCase() : fallback);

/** A new design starts from the organisation's branding, as the built-in design does on the server. */
export function designFromBranding(incubator: PublicIncubator | undefined, name: string): DesignFormValues {
  const sidebar = incubator?.brandPalette?.sidebar;
  return {
    name,
    showLogo: true,
    headerHtml: '',
    footerHtml: '',
    brandColor: hex(sidebar?.activeItemBackgroundColor, '#2f6f4f'),
    headerBackgroundColor: hex(sidebar?.backgroundColor, '#14213d'),
    backgroundColor: '#f4f6f3',
    textColor: '#1f2933',
  };
}

export const designValues = (design: DesignData): DesignFormValues => ({
  name: design.name,
  showLogo: design.showLogo,
  headerHtml: design.headerHtml,
  footerHtml: design.footerHtml,
  brandColor: design.brandColor,
  headerBackgroundColor: design.headerBackgroundColor,
  backgroundColor: design.backgroundColor,
  textColor: design.textColor,
});

export const toDesignInput = (values: DesignFormValues): DesignInput => ({ ...values, name: values.name.trim() });

export const DESIGN_FIELDS = ['name', 'showLogo', 'headerHtml', 'footerHtml', 'brandColor', 'headerBackgroundColor', 'backgroundColor', 'textColor'] as const;

/** The server's own schema (contracts/email-templates-input.ts) checks the form. */
export function designRules(t: TFunction): Rules<DesignFormValues> {
  return schemaRules<DesignFormValues>(emailDesignSchema(), toDesignInput, DESIGN_FIELDS, (issue) =>
    issueMessage(t, issue, t(`emailTemplates:design.fields.${issue.field.split('.')[0]}`)),
  );
}
