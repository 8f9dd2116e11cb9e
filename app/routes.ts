import { route, type RouteConfig } from "@react-router/dev/routes";
import { notFoundRoute, routeDefinitions } from "../core/routing/derive.ts";

// Every page and file is registered once per path from the route table; each registration has its own id.
export default [
  ...routeDefinitions.map(({ id, path, module }) => route(path, module, { id })),
  route(notFoundRoute.path, notFoundRoute.module, { id: notFoundRoute.id }),
] satisfies RouteConfig;
