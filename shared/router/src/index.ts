// The routing API the bundles use, and nothing more. This module is the Module Federation
// singleton (one router context per page) instead of react-router itself: a shared module is
// bundled whole, while react-router behind this facade is tree-shaken to what is listed here.
export { Link, MenuLink, NavLink, useMenuClicks } from './links';
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
