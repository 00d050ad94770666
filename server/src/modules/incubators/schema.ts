import { and, eq } from 'drizzle-orm';
import { builder, LanguageValueRef } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import type { LayoutCustomizationData } from '../../db/schema/layout.ts';
import { LAYOUT_SCREENS, defaultLayout, type LayoutScreen } from './defaults.ts';
import { publicLoginProviders } from '../signOn/login-providers.ts';

const obj = <T extends object>(name: string, fields: Record<string, 'string' | 'boolean' | 'int'>) =>
  builder.objectRef<T>(name).implement({
    fields: (t) =>
      Object.fromEntries(
        Object.entries(fields).map(([field, kind]) => [
          field,
          kind === 'string'
            ? t.string({ resolve: (p) => (p as Record<string, string | null>)[field] ?? null })
            : kind === 'boolean'
              ? t.boolean({ resolve: (p) => Boolean((p as Record<string, unknown>)[field]) })
              : t.int({ resolve: (p) => (p as Record<string, number | null>)[field] ?? null }),
        ]),
      ),
  });

const Seo = obj('Seo', { active: 'boolean', seoTitle: 'string', seoDescription: 'string' });
const Terms = obj('TermsAndServices', { url: 'string' });
const CustomLogin = obj('CustomLogin', { active: 'boolean', text: 'string', url: 'string', buttonBackgroundColor: 'string', buttonTextColor: 'string' });
const EmailAddress = obj('IncubatorEmail', { email: 'string', confirmed: 'boolean' });
const SidebarPalette = obj('SidebarPalette', {
  backgroundColor: 'string',
  textColor: 'string',
  activeItemBackgroundColor: 'string',
  activeItemTextColor: 'string',
  activeSubItemTextColor: 'string',
  logoType: 'string',
});
const LoginPalette = obj('LoginPalette', { logoType: 'string' });
const LoginProvider = obj('LoginProvider', { provider: 'string', enabled: 'boolean', label: 'string' });
const Plan = obj('Plan', { name: 'string', employeeCountLimit: 'int' });

const BrandPalette = builder.objectRef<IncubatorRow['brandPalette']>('BrandPalette').implement({
  fields: (t) => ({ sidebar: t.field({ type: SidebarPalette, resolve: (p) => p.sidebar }), login: t.field({ type: LoginPalette, resolve: (p) => p.login }) }),
});
const StartupNameAlternative = builder.objectRef<IncubatorRow['startupNameAlternative']>('StartupNameAlternative').implement({
  fields: (t) => ({ active: t.exposeBoolean('active'), label: t.field({ type: [LanguageValueRef], resolve: (p) => p.label }) }),
});

export const Incubator = builder.objectRef<IncubatorRow>('Incubator').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    slug: t.exposeString('slug', { nullable: false }),
    description: t.exposeString('description'),
    logo: t.exposeString('logo'),
    whiteLogo: t.exposeString('whiteLogo'),
    logoSquare: t.exposeString('logoSquare'),
    currency: t.exposeString('currency'),
    timezone: t.exposeString('timezone'),
    address: t.exposeString('address'),
    defaultLanguage: t.exposeString('defaultLanguage'),
    gtmId: t.exposeString('gtmId'),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    seo: t.field({ type: Seo, resolve: (p) => p.seo }),
    termsAndServices: t.field({ type: Terms, resolve: (p) => ({ url: p.termsUrl }) }),
    customLogin: t.field({ type: CustomLogin, resolve: (p) => p.customLogin }),
    generalEmail: t.field({ type: EmailAddress, resolve: (p) => p.generalEmail }),
    supportEmail: t.field({ type: EmailAddress, resolve: (p) => p.supportEmail }),
    brandPalette: t.field({ type: BrandPalette, resolve: (p) => p.brandPalette }),
    loginProviders: t.field({ type: [LoginProvider], resolve: (p) => publicLoginProviders(p) }),
    startupNameAlternative: t.field({ type: StartupNameAlternative, resolve: (p) => p.startupNameAlternative }),
    allowUserSelfDelete: t.exposeBoolean('allowUserSelfDelete'),
    allowWriteInOptionInUserSkills: t.exposeBoolean('allowWriteInOptionInUserSkills'),
    plan: t.field({ type: Plan, resolve: (p) => p.plan }),
    customDomain: t.exposeString('customDomain'),
  }),
});

export const LayoutScreenEnum = builder.enumType('LayoutScreen', { values: LAYOUT_SCREENS });

type Layout = LayoutCustomizationData & { screen: LayoutScreen };
const LayoutBackground = obj('LayoutBackground', { color: 'string', imageUrl: 'string' });
const LayoutBand = obj('LayoutBand', { isVisible: 'boolean', height: 'int' });
const LayoutContent = obj('LayoutContent', { columnWidth: 'int', columns: 'int' });
const LayoutLogo = obj('LayoutLogo', { type: 'string', position: 'string', height: 'int' });
const LayoutColors = obj('LayoutColors', {
  widgetBackgroundColor: 'string',
  panelBackgroundColor: 'string',
  primaryButtonBackgroundColor: 'string',
  primaryButtonTextColor: 'string',
  linkColor: 'string',
  textColor: 'string',
  headingColor: 'string',
  headerTextColor: 'string',
});
const LayoutText = builder.objectRef<LayoutCustomizationData['customText']>('LayoutCustomText').implement({
  fields: (t) => ({
    description: t.field({ type: [LanguageValueRef], resolve: (p) => p.description }),
    footer: t.field({ type: [LanguageValueRef], resolve: (p) => p.footer }),
  }),
});

export const LayoutCustomization = builder.objectRef<Layout>('LayoutCustomization').implement({
  fields: (t) => ({
    screen: t.field({ type: LayoutScreenEnum, resolve: (p) => p.screen }),
    background: t.field({ type: LayoutBackground, resolve: (p) => p.background }),
    header: t.field({ type: LayoutBand, resolve: (p) => p.header }),
    content: t.field({ type: LayoutContent, resolve: (p) => p.content }),
    footer: t.field({ type: LayoutBand, resolve: (p) => p.footer }),
    logo: t.field({ type: LayoutLogo, resolve: (p) => p.logo }),
    customText: t.field({ type: LayoutText, resolve: (p) => p.customText }),
    colors: t.field({ type: LayoutColors, resolve: (p) => p.colors }),
  }),
});

builder.queryFields((t) => ({
  publicIncubator: t.field({ type: Incubator, nullable: false, resolve: (_root, _args, ctx) => ctx.incubator }),
  incubator: t.field({
    type: Incubator,
    nullable: false,
    args: { incubatorId: t.arg.id() },
    resolve: (_root, args, ctx) => {
      requireViewer(ctx);
      // Another tenant's id answers exactly like an unknown one.
      if (args.incubatorId && args.incubatorId !== ctx.incubator.id) throw notFound();
      return ctx.incubator;
    },
  }),
  layoutCustomization: t.field({
    type: LayoutCustomization,
    nullable: false,
    args: { screen: t.arg({ type: LayoutScreenEnum, required: true }) },
    resolve: async (_root, { screen }, ctx) => {
      const db = await ctx.tx.db();
      const [row] = await db
        .select()
        .from(schema.layoutCustomizations)
        .where(and(eq(schema.layoutCustomizations.incubatorId, ctx.incubator.id), eq(schema.layoutCustomizations.screen, screen)));
      return { screen, ...(row?.data ?? defaultLayout()) };
    },
  }),
}));
