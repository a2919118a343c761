/*
 * The words of a person's title and gender, the same in every form that asks for them (a member's
 * registration and profile, the counter's registration): spread into those screens' catalogues, so the
 * options read alike everywhere. Traditional and simplified Chinese write these titles alike.
 */
const CHINESE_CHOICES = {
  appellation_Mr: '先生',
  appellation_Mrs: '太太',
  appellation_Ms: '女士',
  appellation_Miss: '小姐',
  appellation_Dr: '博士',
  gender_M: '男',
  gender_F: '女',
};

export const PERSON_WORDS = {
  zh_HK: { appellation: '稱謂', gender: '性別', ...CHINESE_CHOICES },
  zh_CN: { appellation: '称谓', gender: '性别', ...CHINESE_CHOICES },
  en: {
    appellation: 'Title',
    appellation_Mr: 'Mr',
    appellation_Mrs: 'Mrs',
    appellation_Ms: 'Ms',
    appellation_Miss: 'Miss',
    appellation_Dr: 'Dr',
    gender: 'Gender',
    gender_M: 'Male',
    gender_F: 'Female',
  },
};
