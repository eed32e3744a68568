/**
 * The router API of the lobby: exactly what the host, the remotes and @lobby/connected use,
 * and nothing more. This package, not react-router, is the shared singleton, so the one copy
 * on the page carries only these exports (react-router is tree-shaken behind it) and every
 * app still sees the host's one BrowserRouter context (docs/architecture.md). Import routing
 * from here only; a new need is one more name below.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
