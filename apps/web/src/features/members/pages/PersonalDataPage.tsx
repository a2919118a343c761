import { useTranslation } from 'react-i18next';
import { MemberPage, RequireMember } from '../components/MemberPage.tsx';
import { PersonalDataForm } from '../components/PersonalDataForm.tsx';

/** /personalData */
export function PersonalDataPage() {
  const { t } = useTranslation('memberPages');
  return (
    <RequireMember>
      <MemberPage title={t('personalTitle')}>
        <PersonalDataForm />
      </MemberPage>
    </RequireMember>
  );
}
