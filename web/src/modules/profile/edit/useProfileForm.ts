import { useTranslation } from 'react-i18next';
import { HEADLINE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_LABEL_MAX_LENGTH, TEXT_MAX_LENGTH } from '@seedbed/contracts/validation';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import type { ProfileUser } from '../graphql';

export type ProfileFormValues = ReturnType<typeof initialValues>;

function initialValues(user: ProfileUser) {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    headline: user.headline ?? '',
    phone: user.phone ?? '',
    country: user.country ?? '',
    bio: user.bio ?? '',
    linkedin: user.info?.linkedin ?? '',
    twitter: user.info?.twitter ?? '',
    facebook: user.info?.facebook ?? '',
    angellist: user.info?.angellist ?? '',
  };
}

/** The own-profile form, held to the limits PUT /user applies. */
export function useProfileForm(user: ProfileUser) {
  const { t } = useTranslation('profile');
  const rules = useRules();
  const label = (name: keyof ProfileFormValues) => t(`edit.fields.${name}`);
  const form = useForm<ProfileFormValues>(initialValues(user), {
    firstName: [rules.required(label('firstName')), rules.maxLength(label('firstName'), NAME_MAX_LENGTH)],
    lastName: [rules.required(label('lastName')), rules.maxLength(label('lastName'), NAME_MAX_LENGTH)],
    headline: [rules.maxLength(label('headline'), HEADLINE_MAX_LENGTH)],
    phone: [rules.maxLength(label('phone'), PHONE_MAX_LENGTH)],
    country: [rules.maxLength(label('country'), SHORT_LABEL_MAX_LENGTH)],
    bio: [rules.maxLength(label('bio'), TEXT_MAX_LENGTH)],
    linkedin: [rules.url(label('linkedin'))],
    twitter: [rules.url(label('twitter'))],
    facebook: [rules.url(label('facebook'))],
    angellist: [rules.url(label('angellist'))],
  });
  return { form, label };
}
