import { z } from 'zod';
import {
  currentUserSchema,
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  loginStatusSchema,
  type LoginRequest,
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
