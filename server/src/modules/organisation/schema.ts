import { builder, LanguageValueInput } from '../../core/schema-builder.ts';
import { verifiedDomain } from '../incubators/addresses.ts';
import { Incubator, LayoutCustomization, LayoutScreenEnum } from '../incubators/schema.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { dnsRecordFor, verificationRecordFor, type DnsRecord as DnsRecordShape } from './addresses.ts';
import { verifyCustomDomain } from './custom-domain.ts';
import { EMAIL_KINDS } from './inputs.ts';
import { updateLayoutCustomization } from './layout.ts';
import { confirmIncubatorEmail, deleteUnconfirmedIncubatorEmail, updateIncubator } from './service.ts';

type Kind = 'string' | 'boolean' | 'int';

// Every input field is optional and loosely typed in GraphQL: `parseInput` checks values, so a
// bad one is a translated VALIDATION_ERROR naming the field, not a bare GraphQL type error.
const input = (name: string, fields: Record<string, Kind>) =>
  builder.inputType(name, {
    fields: (t) => Object.fromEntries(Object.entries(fields).map(([field, kind]) => [field, kind === 'string' ? t.string() : kind === 'boolean' ? t.boolean() : t.int()])),
  });

const TermsInput = input('TermsAndServicesInput', { url: 'string' });
const CustomLoginInput = input('CustomLoginInput', { active: 'boolean', text: 'string', url: 'string', buttonBackgroundColor: 'string', buttonTextColor: 'string' });
const EmailInput = input('IncubatorEmailInput', { email: 'string' });
const SeoInput = input('SeoInput', { active: 'boolean', seoTitle: 'string', seoDescription: 'string' });
const SidebarPaletteInput = input('SidebarPaletteInput', {
  backgroundColor: 'string',
  textColor: 'string',
  activeItemBackgroundColor: 'string',
  activeItemTextColor: 'string',
  activeSubItemTextColor: 'string',
  logoType: 'string',
});
const LoginPaletteInput = input('LoginPaletteInput', { logoType: 'string' });
const BrandPaletteInput = builder.inputType('BrandPaletteInput', {
  fields: (t) => ({ sidebar: t.field({ type: SidebarPaletteInput }), login: t.field({ type: LoginPaletteInput }) }),
});
const StartupNameInput = builder.inputType('StartupNameAlternativeInput', {
  fields: (t) => ({ active: t.boolean(), label: t.field({ type: [LanguageValueInput] }) }),
});

const IncubatorInput = builder.inputType('IncubatorInput', {
  fields: (t) => ({
    name: t.string(),
    slug: t.string(),
    description: t.string(),
    currency: t.string(),
    timezone: t.string(),
    address: t.string(),
    defaultLanguage: t.string(),
    termsAndServices: t.field({ type: TermsInput }),
    customLogin: t.field({ type: CustomLoginInput }),
    generalEmail: t.field({ type: EmailInput }),
    supportEmail: t.field({ type: EmailInput }),
    allowUserSelfDelete: t.boolean(),
    allowWriteInOptionInUserSkills: t.boolean(),
    startupNameAlternative: t.field({ type: StartupNameInput }),
    seo: t.field({ type: SeoInput }),
    gtmId: t.string(),
    brandPalette: t.field({ type: BrandPaletteInput }),
    logo: t.string(),
    whiteLogo: t.string(),
    logoSquare: t.string(),
    customDomain: t.string(),
  }),
});

const LayoutBackgroundInput = input('LayoutBackgroundInput', { color: 'string', imageUrl: 'string' });
const LayoutBandInput = input('LayoutBandInput', { isVisible: 'boolean', height: 'int' });
const LayoutContentInput = input('LayoutContentInput', { columnWidth: 'int', columns: 'int' });
const LayoutLogoInput = input('LayoutLogoInput', { type: 'string', position: 'string', height: 'int' });
const LayoutColorsInput = input('LayoutColorsInput', {
  widgetBackgroundColor: 'string',
  panelBackgroundColor: 'string',
  primaryButtonBackgroundColor: 'string',
  primaryButtonTextColor: 'string',
  linkColor: 'string',
  textColor: 'string',
  headingColor: 'string',
  headerTextColor: 'string',
});
const LayoutTextInput = builder.inputType('LayoutCustomTextInput', {
  fields: (t) => ({ description: t.field({ type: [LanguageValueInput] }), footer: t.field({ type: [LanguageValueInput] }) }),
});
const LayoutInput = builder.inputType('LayoutCustomizationInput', {
  fields: (t) => ({
    background: t.field({ type: LayoutBackgroundInput }),
    header: t.field({ type: LayoutBandInput }),
    content: t.field({ type: LayoutContentInput }),
    footer: t.field({ type: LayoutBandInput }),
    logo: t.field({ type: LayoutLogoInput }),
    customText: t.field({ type: LayoutTextInput }),
    colors: t.field({ type: LayoutColorsInput }),
  }),
});

const EmailKindEnum = builder.enumType('IncubatorEmailKind', { values: EMAIL_KINDS });

const DnsRecord = builder.objectRef<DnsRecordShape>('DnsRecord').implement({
  fields: (t) => ({
    type: t.exposeString('type', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

builder.objectFields(Incubator, (t) => ({
  /** The login page leaves out its "Powered by" footer when the plan allows it. */
  hidePoweredBy: t.boolean({ nullable: false, resolve: (incubator) => incubatorFlags(incubator).hidePoweredBy }),
  /** The CNAME that sends the domain's requests to this installation. */
  customDomainRecord: t.field({ type: DnsRecord, resolve: (incubator, _a, ctx) => dnsRecordFor(ctx.services.config, incubator) }),
  /** Whether the domain is proved to be the organisation's: only then does it route requests here. */
  customDomainVerified: t.boolean({ nullable: false, resolve: (incubator) => verifiedDomain(incubator) !== null }),
  /** The TXT record that proves the organisation holds its domain (see verifyCustomDomain). */
  customDomainVerification: t.field({ type: DnsRecord, resolve: (incubator) => verificationRecordFor(incubator) }),
}));

builder.mutationFields((t) => ({
  updateIncubator: t.field({
    type: Incubator,
    nullable: false,
    args: { data: t.arg({ type: IncubatorInput, required: true }) },
    resolve: (_r, { data }, ctx) => updateIncubator(ctx, data),
  }),
  verifyCustomDomain: t.field({
    type: Incubator,
    resolve: (_r, _a, ctx) => verifyCustomDomain(ctx),
  }),
  updateLayoutCustomization: t.field({
    type: LayoutCustomization,
    nullable: false,
    args: { screen: t.arg({ type: LayoutScreenEnum, required: true }), data: t.arg({ type: LayoutInput, required: true }) },
    resolve: (_r, args, ctx) => updateLayoutCustomization(ctx, args),
  }),
  confirmIncubatorEmail: t.field({
    type: Incubator,
    nullable: false,
    args: { token: t.arg.string() },
    resolve: (_r, args, ctx) => confirmIncubatorEmail(ctx, args),
  }),
  deleteUnconfirmedIncubatorEmail: t.field({
    type: Incubator,
    nullable: false,
    args: { kind: t.arg({ type: EmailKindEnum, required: true }) },
    resolve: (_r, args, ctx) => deleteUnconfirmedIncubatorEmail(ctx, args),
  }),
}));
