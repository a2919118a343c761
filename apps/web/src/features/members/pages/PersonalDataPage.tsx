import { useTranslation } from 'react-i18next';
import { MemberPage } from '../components/MemberPage.tsx';
import { PersonalDataForm } from '../components/PersonalDataForm.tsx';

/** /personalData */
export function PersonalDataPage() {
  const { t } = useTranslation('memberPages');
  return (
    <>
      <MemberPage title={t('personalTitle')}>
        <PersonalDataForm />
      </MemberPage>
    </>
  );
}
