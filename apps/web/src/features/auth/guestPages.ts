/*
 * The three guest pages (login, registration, password reset request) as one chunk, loaded on the
 * first visit of any of them: they link to each other and share their fields (Email, Password),
 * so once one shows, a click to another switches at once and nothing typed lands in the page
 * being left. Signed-in pages never load them.
 */
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { RequestResetPasswordPage } from './RequestResetPasswordPage';
