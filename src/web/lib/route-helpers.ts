import { isRouteErrorResponse } from "react-router";

/** Whether a route failed because what it shows is not there (404), rather than failing to load it. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
