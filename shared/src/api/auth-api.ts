import { z } from 'zod';
import {
  completeRegistrationResponseSchema,
  currentUserSchema,
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  loginStatusSchema,
  type LoginRequest,
  type SignUpRequest,
} from '../contract';
import { callApi } from './client';

/** POST auth/login: the signed-in user, or an ApiError with the server's message. */
export const login = (request: LoginRequest) => callApi('post', 'auth/login', currentUserSchema, request);

/** GET auth/logout: ends the server session. */
export const logout = () => callApi('get', 'auth/logout', z.unknown());

/** GET currentUser/loginStatus: the session check; answers without a session. */
export const fetchLoginStatus = () => callApi('get', 'currentUser/loginStatus', loginStatusSchema);

export const fetchLoginPageLinks = () => callApi('get', 'auth/loginPageLinks', loginPageParagraphsSchema);
export const fetchLoginPageLatestNews = () => callApi('get', 'auth/loginPageLatestNews', loginPageParagraphsSchema);
export const fetchLoginPageSlides = () => callApi('get', 'auth/loginPageSlides', loginPageSlidesSchema);

/** The URL of login slide n (1-based), served by the API. */
export const loginSlideUrl = (prefix: string, n: number) => `${prefix}auth/loginPageSlide/${n}`;

/** POST auth/signUp: creates a pending user and e-mails the completion link. */
export const signUp = (request: SignUpRequest) => callApi('post', 'auth/signUp', z.unknown(), request);

/** POST auth/completeRegistration: confirms the e-mailed ticket; answers the new user's name. */
export const completeRegistration = (ticket: string) =>
  callApi('post', 'auth/completeRegistration', completeRegistrationResponseSchema, { ticket });

/** POST auth/forgotUsername: e-mails the username to a registered address. */
export const forgotUsername = (email: string) => callApi('post', 'auth/forgotUsername', z.unknown(), { email });

/** POST auth/forgotPassword: e-mails a password-reset link. */
export const forgotPassword = (username: string, email: string) =>
  callApi('post', 'auth/forgotPassword', z.unknown(), { username, email });

/** POST auth/resetPassword: sets a new password with the e-mailed ticket. */
export const resetPassword = (password: string, ticket: string) =>
  callApi('post', 'auth/resetPassword', z.unknown(), { password, ticket });
