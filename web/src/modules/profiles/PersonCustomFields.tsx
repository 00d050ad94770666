import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../profile/ProfileSection';
import { CustomFieldValuesPanel } from './CustomFieldValuesPanel';

/** The "More about me" section of a person's profile: their people profile values, edited by themself. */
export function PersonCustomFields({ userId, own }: { userId: string; own: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <CustomFieldValuesPanel
      entity="USER"
      id={userId}
      emptyText={t(own ? 'values.emptyOwn' : 'values.emptyPerson')}
      frame={(content) => <ProfileSection title={t('values.moreAboutMe')}>{content}</ProfileSection>}
    />
  );
}
