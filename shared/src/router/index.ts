/*
 * The router facade: every package gets React Router from here, so the portal holds one copy of it (one
 * routing context for the shell and every remote) and the browser downloads only the parts re-exported below
 * (a shared library is never tree-shaken; re-exported from @lrp/shared it is).
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, To } from 'react-router';
