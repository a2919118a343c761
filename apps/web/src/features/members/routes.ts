/** The member screens, loaded together as one lazy chunk by the route table, with their strings. */
import './strings.ts';

export { LoginPage } from './pages/LoginPage.tsx';
export { LoginTipsPage } from './pages/LoginTipsPage.tsx';
export { RegisterPage } from './pages/RegisterPage.tsx';
export { SuccessRegistrationPage } from './pages/SuccessRegistrationPage.tsx';
export { FirstSignInPage, ForgetPasswordPage } from './pages/ForgetPasswordPage.tsx';
export { ModifyPassword, ModifyPasswordFirstLogin, ModifyPasswordToUpgrade } from './pages/ModifyPasswordPage.tsx';
export { PersonalDataPage } from './pages/PersonalDataPage.tsx';
export { AccountPage } from './pages/AccountPage.tsx';
