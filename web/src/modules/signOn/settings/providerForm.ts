import type { TFunction } from 'i18next';
import { LINKEDIN_ISSUER, signOnProviderSchema, type SignOnKind } from '@seedbed/contracts/sign-on';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { SignOnProviderData, SignOnProviderRow } from '../graphql';

export interface MappingValues {
  /** Keeps each row's identity while rows are added and removed. */
  key: string;
  value: string;
  roleId: string | null;
}

export interface ProviderFormValues {
  kind: SignOnKind;
  name: string;
  issuer: string;
  clientId: string;
  /** Write-only: empty keeps the secret the provider has. */
  clientSecret: string;
  enabled: boolean;
  allowPassword: boolean;
  roleClaim: string;
  roleMappings: MappingValues[];
  defaultRoleId: string | null;
  createPeople: boolean;
  audience: string;
}

let rowKey = 0;
export const newMapping = (value = '', roleId: string | null = null): MappingValues => ({ key: `m${++rowKey}`, value, roleId });

export function providerValues(provider: SignOnProviderRow | null, defaultRoleId: string | null): ProviderFormValues {
  return {
    kind: provider?.kind ?? 'oidc',
    name: provider?.name ?? '',
    issuer: provider?.issuer ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    enabled: provider?.enabled ?? true,
    allowPassword: provider?.allowPassword ?? true,
    roleClaim: provider?.roleClaim ?? 'groups',
    roleMappings: (provider?.roleMappings ?? []).map((m) => newMapping(m.value, m.roleId)),
    defaultRoleId: provider?.defaultRoleId ?? defaultRoleId,
    createPeople: provider?.createPeople ?? true,
    audience: provider?.audience ?? '',
  };
}

/** What the form sends; a secret left empty is not sent, so the stored one stays. */
export function toProviderInput(values: ProviderFormValues): SignOnProviderData {
  return {
    kind: values.kind,
    name: values.name,
    issuer: values.issuer,
    clientId: values.clientId,
    ...(values.clientSecret.trim() ? { clientSecret: values.clientSecret } : {}),
    enabled: values.enabled,
    allowPassword: values.allowPassword,
    roleClaim: values.roleClaim,
    roleMappings: values.roleMappings.map((m) => ({ value: m.value, roleId: m.roleId ?? '' })),
    defaultRoleId: values.defaultRoleId ?? '',
    createPeople: values.createPeople,
    audience: values.audience,
  };
}

/**
 * Choosing LinkedIn fills what LinkedIn always is — its issuer, its name on the button — and
 * empties what it never sends (a role claim); back to OpenID Connect, LinkedIn's issuer goes.
 */
export function withKind(values: ProviderFormValues, kind: SignOnKind): ProviderFormValues {
  if (kind === 'linkedin') {
    return { ...values, kind, name: values.name.trim() ? values.name : 'LinkedIn', issuer: LINKEDIN_ISSUER, roleClaim: '', roleMappings: [], audience: '' };
  }
  return { ...values, kind, issuer: values.issuer === LINKEDIN_ISSUER ? '' : values.issuer };
}

/** The server's own schema checks the form (contracts/sign-on.ts). */
export function providerRules(t: TFunction<['sso', 'validation']>): Rules<ProviderFormValues> {
  const labels: Partial<Record<keyof ProviderFormValues, string>> = {
    name: t('settings.fields.name'),
    issuer: t('settings.fields.issuer'),
    clientId: t('settings.fields.clientId'),
    clientSecret: t('settings.fields.clientSecret'),
    roleClaim: t('settings.fields.roleClaim'),
    roleMappings: t('settings.fields.value'),
    defaultRoleId: t('settings.fields.defaultRole'),
    audience: t('settings.fields.audience'),
  };
  return schemaRules<ProviderFormValues>(
    signOnProviderSchema(),
    toProviderInput,
    ['name', 'issuer', 'clientId', 'clientSecret', 'roleClaim', 'roleMappings', 'defaultRoleId', 'audience'],
    (issue) => issueMessage(t as unknown as TFunction, issue, labels[issue.field.split('.')[0] as keyof ProviderFormValues] ?? ''),
  );
}
