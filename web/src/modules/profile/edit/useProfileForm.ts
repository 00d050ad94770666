import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@seedbed/contracts/validation';
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
    headline: [rules.maxLength(label('headline'), 200)],
    phone: [rules.maxLength(label('phone'), 40)],
    country: [rules.maxLength(label('country'), 100)],
    bio: [rules.maxLength(label('bio'), TEXT_MAX_LENGTH)],
    linkedin: [rules.url(label('linkedin'))],
    twitter: [rules.url(label('twitter'))],
    facebook: [rules.url(label('facebook'))],
    angellist: [rules.url(label('angellist'))],
  });
  return { form, label };
}
