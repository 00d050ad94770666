/** The addresses of the e-mail designs, content templates and product mails (spec 1 §2.8 "Emails"). */
export const EMAIL_TEMPLATE_PATHS = {
  designs: '/emails/templates',
  blueprints: '/emails/templates?tab=blueprints',
  design: (id: string) => `/emails/templates/${id}`,
  contents: '/emails/content-templates',
} as const;
