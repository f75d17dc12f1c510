// Stand-in for react-router-dom as react-admin's router adapter (ra-core's
// reactRouterProvider) imports it (vite.config.ts): everything it uses, except the data
// router it would create when it is not inside a router. The back office always is (app.tsx
// mounts a BrowserRouter), so the data router, most of react-router's code, stays out of
// the dashboard's first load.
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  matchPath,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from "react-router-dom";

const outsideRouter = () => {
  throw new Error("react-admin is mounted outside the back office's BrowserRouter (app.tsx)");
};

/** createHashRouter and RouterProvider would make react-admin's own router: never needed here. */
export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;
